import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useElementWidth } from './use-element-width.ts';

function Probe() {
  const { ref, width, isMeasured } = useElementWidth<HTMLDivElement>(640);
  return (
    <div ref={ref}>
      {width} {String(isMeasured)}
    </div>
  );
}

describe('useElementWidth', () => {
  it('falls back where nothing can be measured', () => {
    render(<Probe />);
    expect(screen.getByText('640 false')).toBeInTheDocument();
  });

  it('follows ResizeObserver', () => {
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        this.callback([{ contentRect: { width: 412.4 } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      render(<Probe />);
      expect(screen.getByText('412 true')).toBeInTheDocument();
    } finally {
      globalThis.ResizeObserver = original;
    }
  });
});
