import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const trigger = style({
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  display: 'inline-grid',
  placeItems: 'center',
  border: `1px solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.colour.surface,
  color: vars.colour.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: '2px' },
    '&[data-pressed]': { background: vars.colour.highlightSubtle },
  },
});

/** Size and padding only: the surface and text colour come from the shared Popover and the theme. */
export const popover = style({
  maxInlineSize: '320px',
  padding: vars.space.lg,
});
