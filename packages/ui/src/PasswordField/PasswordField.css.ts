import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { focusRing } from '../utils/focus-ring.css.ts';

export const inputWrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({ paddingRight: 52 });

export const toggle = style({
  position: 'absolute',
  right: 4,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 36,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.colour.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.colour.text, background: vars.colour.background },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[aria-pressed="true"]': { color: vars.colour.highlightText },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
  },
});
