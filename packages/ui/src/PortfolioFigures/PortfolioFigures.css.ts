import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { transactionTypeVars } from '../themes/transaction-types.css.ts';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});
export const pair = style({ display: 'contents' });
export const term = style({ color: vars.colour.textMuted });
export const value = style({ margin: 0, textAlign: 'right' });
export const emphasis = style({ fontWeight: vars.font.weightBold });
export const negative = style({ color: vars.colour.negativeAmount });

/**
 * The scroll region of a wide table (SC 1.4.10). Its visible cue is a shadow on the edge that has more
 * columns beyond it: surface-coloured covers scroll with the content ('local') and hide the shadows
 * ('scroll') once an edge is reached — pure CSS, so it follows the theme.
 */
export const wrap = style({
  width: '100%',
  maxWidth: '100%',
  overflowX: 'auto',
  outline: 'none',
  background: `linear-gradient(to right, ${vars.colour.surface} 30%, transparent) left center / 40px 100% no-repeat local,
    linear-gradient(to left, ${vars.colour.surface} 30%, transparent) right center / 40px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 0.25), transparent) left center / 14px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 0.25), transparent) right center / 14px 100% no-repeat scroll`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: '2px' } },
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
export const caption = style({ textAlign: 'left', fontWeight: vars.font.weightBold, paddingBlockEnd: vars.space.sm });
const cell = { padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.colour.border}` } as const;
export const headCell = style({
  ...cell,
  textAlign: 'right',
  fontSize: vars.font.sizeSm,
  color: vars.colour.textMuted,
  whiteSpace: 'nowrap',
});
export const headFirst = style([headCell, { textAlign: 'left' }]);
export const rowHeader = style({ ...cell, textAlign: 'left', fontWeight: 'normal' });
/** A category's colour beside its name (spec §9 transaction types with assigned colours); the name carries the meaning. */
const swatchBase = style({
  display: 'inline-block',
  width: '0.75em',
  height: '0.75em',
  marginInlineEnd: vars.space.sm,
  borderRadius: vars.radius.sm,
  verticalAlign: 'baseline',
  // Kept when printing: the colour is part of the breakdown.
  printColorAdjust: 'exact',
});
export const swatch = styleVariants(transactionTypeVars, (colour) => [swatchBase, { backgroundColor: colour }]);
export const numeric = style({ ...cell, textAlign: 'right', whiteSpace: 'nowrap' });
export const totalRow = style({ fontWeight: vars.font.weightBold, borderTop: `2px solid ${vars.colour.borderStrong}` });
