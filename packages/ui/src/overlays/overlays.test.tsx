import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { Dialog } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../themes/ThemeProvider.tsx';
import { northgateTheme } from '../themes/themes.ts';
import { ModalOverlay } from './ModalOverlay.tsx';
import { Popover } from './Popover.tsx';

function OpenPopover() {
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={triggerRef} type="button">
        Trigger
      </button>
      <Popover triggerRef={triggerRef} isOpen className="caller">
        <Dialog aria-label="Popover">Inside</Dialog>
      </Popover>
    </>
  );
}

/** The portalled layer: the element RAC rendered outside the ThemeProvider's div. */
const layerOf = (dialog: HTMLElement, themeRoot: Element) => {
  let el: HTMLElement = dialog;
  while (el.parentElement && el.parentElement !== document.body) el = el.parentElement;
  expect(themeRoot.contains(el)).toBe(false);
  return el;
};

describe('overlay primitives', () => {
  it('carry the firm theme onto a portalled popover, with the caller class', () => {
    const { container } = render(
      <ThemeProvider theme={northgateTheme}>
        <OpenPopover />
      </ThemeProvider>,
    );
    const root = container.firstElementChild as HTMLElement;
    const layer = layerOf(screen.getByRole('dialog', { name: 'Popover' }), root);
    const popover = layer.classList.contains('caller') ? layer : (layer.querySelector('.caller') as HTMLElement);
    expect(popover.className).toContain('caller');
    for (const name of root.className.split(' ')) expect(popover.className).toContain(name);
    expect(popover.getAttribute('style')).toContain('#1d5c96');
  });

  it('carry the firm theme onto a modal backdrop', () => {
    const { container } = render(
      <ThemeProvider theme={northgateTheme}>
        <ModalOverlay isOpen>
          <Dialog aria-label="Modal">Inside</Dialog>
        </ModalOverlay>
      </ThemeProvider>,
    );
    const root = container.firstElementChild as HTMLElement;
    const layer = layerOf(screen.getByRole('dialog', { name: 'Modal' }), root);
    const backdrop = layer.matches('[data-rac]') ? layer : (layer.querySelector('[data-rac]') as HTMLElement);
    expect(backdrop.getAttribute('style')).toContain('#1d5c96');
    for (const name of root.className.split(' ')) expect(backdrop.className).toContain(name);
  });

  it('add no inline style under the default theme', () => {
    render(
      <ThemeProvider>
        <ModalOverlay isOpen>
          <Dialog aria-label="Modal">Inside</Dialog>
        </ModalOverlay>
      </ThemeProvider>,
    );
    const backdrop = screen.getByRole('dialog', { name: 'Modal' }).closest('[data-rac]:not([role])') as HTMLElement;
    // RAC sets its own viewport variables; no colour is inlined.
    expect(backdrop.getAttribute('style') ?? '').not.toContain('#');
  });
});
