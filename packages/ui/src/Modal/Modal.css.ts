/** The modal dialog's panel, header and close button; the backdrop is the shared one in overlays/. */
import { style } from '@vanilla-extract/css';
import { modalSurface } from '../overlays/overlays.css.ts';
import { vars } from '../themes/contract.css.ts';

/** The shared modal panel (overlays/overlays.css.ts) at the spec's size: max width 60rem, max height 70rem. */
export const modal = style([modalSurface, { maxInlineSize: '60rem', maxBlockSize: 'min(70rem, calc(100vh - 32px))' }]);

export const dialog = style({ padding: vars.space.xl, outline: 'none', position: 'relative' });

export const header = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: vars.space.lg });

export const title = style({ margin: 0, fontSize: vars.font.sizeLg });

export const close = style({
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  border: 'none',
  background: 'transparent',
  color: vars.colour.text,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.colour.highlightSubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: '2px' },
  },
});
