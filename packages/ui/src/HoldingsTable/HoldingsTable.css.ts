import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { focusRing } from '../utils/focus-ring.css.ts';

export const root = style({ width: '100%', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const header = style({ borderBottom: `2px solid ${vars.colour.borderStrong}` });

const headCell = {
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.colour.textMuted,
  whiteSpace: 'nowrap',
  outline: 'none',
} as const;

export const column = style({ ...headCell, textAlign: 'left' });
export const numericColumn = style({ ...headCell, textAlign: 'right' });

export const row = style({
  borderBottom: `1px solid ${vars.colour.border}`,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: '-2px' } },
});

export const totalRow = style([
  row,
  { fontWeight: vars.font.weightBold, borderBottom: 0, borderTop: `2px solid ${vars.colour.borderStrong}` },
]);

const bodyCell = {
  padding: `${vars.space.sm} ${vars.space.md}`,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: '-2px' } },
} as const;

export const cell = style({ ...bodyCell, textAlign: 'left' });
export const numericCell = style({ ...bodyCell, textAlign: 'right', whiteSpace: 'nowrap' });

export const link = style({
  color: vars.colour.highlightText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-hovered]': { textDecorationThickness: '2px' }, '&[data-focus-visible]': focusRing },
});

export const negative = style({ color: vars.colour.negativeAmount });

export const empty = style({ margin: 0, color: vars.colour.textMuted });
export const emptyCell = style({ padding: vars.space.lg, display: 'grid', placeItems: 'center' });

export const cards = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  background: vars.colour.surface,
});

export const cardTitle = style({ margin: 0, fontWeight: vars.font.weightBold });

export const cardFields = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${cardFields} dt`, { color: vars.colour.textMuted });
globalStyle(`${cardFields} dd`, { margin: 0, textAlign: 'right' });

export const cardTotals = style({ padding: `0 ${vars.space.md}`, fontWeight: vars.font.weightBold });
