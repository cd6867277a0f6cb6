/** useAfterPaint: false on the first render, true after the next frame, or after the fallback when no frame comes. */
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_TAB_FALLBACK_MS, useAfterPaint } from './use-after-paint.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useAfterPaint', () => {
  it('is false for the first render and true once a frame has been painted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const { result } = renderHook(() => useAfterPaint());
    expect(result.current).toBe(false);
    // One frame (16 ms) and the task after it: well before the fallback.
    await act(async () => {
      vi.advanceTimersByTime(20);
    });
    expect(result.current).toBe(true);
  });

  it('is true after the fallback in a tab that paints no frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // A background tab: frame callbacks never run.
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const { result } = renderHook(() => useAfterPaint());
    await act(async () => {
      vi.advanceTimersByTime(HIDDEN_TAB_FALLBACK_MS - 1);
    });
    expect(result.current).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });
});
