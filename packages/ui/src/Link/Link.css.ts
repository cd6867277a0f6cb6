import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const link = style({
  color: vars.colour.highlightText,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible], &:focus-visible': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: '2px' },
  },
});
