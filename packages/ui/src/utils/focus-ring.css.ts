import { vars } from '../themes/contract.css.ts';

/** The one focus indicator: 2px ring in the theme's focus colour (3:1 on the page), offset from the element. */
export const focusRing = {
  outline: `2px solid ${vars.colour.focusRing}`,
  outlineOffset: '2px',
} as const;
