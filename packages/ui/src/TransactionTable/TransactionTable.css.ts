import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { focusRing } from '../utils/focus-ring.css.ts';
import { CARD_HEIGHT, MORE_HEIGHT, ROW_HEIGHT } from './geometry.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  minHeight: vars.size.controlHeight,
});

export const loadingMore = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineEnd: 'auto',
  color: vars.colour.textMuted,
  fontSize: vars.font.sizeSm,
});

export const centred = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxl,
});

/** The scrolling viewport; its height comes from the `height` prop. */
export const viewport = style({
  overflow: 'auto',
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  width: '100%',
  minWidth: 1080,
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
});

export const col = styleVariants({
  date: { width: 92 },
  description: {},
  number: { width: 112 },
  balance: { width: 128 },
});

export const headerCell = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  height: ROW_HEIGHT,
  padding: `0 ${vars.space.sm}`,
  background: vars.colour.surface,
  borderBottom: `2px solid ${vars.colour.borderStrong}`,
  fontWeight: vars.font.weightBold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

export const numericHeader = style({ textAlign: 'end' });

export const row = style({
  height: ROW_HEIGHT,
  selectors: { '&:hover': { background: vars.colour.background } },
});

export const subRow = style({ background: vars.colour.background });

/** Unsettled and pending rows (spec §4). */
export const italic = style({ fontStyle: 'italic' });

export const cell = style({
  height: ROW_HEIGHT,
  padding: `0 ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.colour.border}`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const numeric = style({ textAlign: 'end' });

export const negative = style({ color: vars.colour.negativeAmount });

export const descriptionCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const descriptionText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const subDescription = style({ paddingInlineStart: 36 });

export const toggle = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: 32,
  blockSize: 32,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.colour.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.colour.highlightSubtle },
    '&[data-focus-visible]': focusRing,
  },
});

/** Keeps descriptions aligned in search mode, where the toggle is hidden. */
export const togglePlaceholder = style({ flexShrink: 0, inlineSize: 32 });

export const chevron = style({
  transition: 'transform 120ms',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const spacer = style({ padding: 0, border: 0 });

export const totalsRow = style({ height: ROW_HEIGHT, fontWeight: vars.font.weightBold });

export const totalsCell = style([
  cell,
  {
    position: 'sticky',
    bottom: 0,
    background: vars.colour.surface,
    borderTop: `2px solid ${vars.colour.borderStrong}`,
    borderBottom: 0,
  },
]);

export const feeTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  padding: `0 ${vars.space.xxs}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textDecoration: 'underline dotted',
  textUnderlineOffset: '0.2em',
  cursor: 'help',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const tooltip = style({
  maxWidth: 280,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.colour.text,
  color: vars.colour.surface,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.card,
  fontSize: vars.font.sizeSm,
});

export const tooltipList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxs,
});

export const tooltipItem = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.lg });

// Narrow screens: each line is a card with a definition list.

export const cardList = style({ display: 'block', padding: vars.space.sm });

export const card = style({
  height: CARD_HEIGHT,
  paddingBlockEnd: vars.space.sm,
});

export const cardInner = style({
  height: '100%',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  background: vars.colour.surface,
  boxShadow: vars.shadow.card,
});

/** The 'View all' / 'View less' line under an event's sub-row cards. */
export const moreCard = style({ height: MORE_HEIGHT, paddingBlockEnd: vars.space.sm });

export const moreInner = style({ display: 'flex', alignItems: 'center', height: '100%', marginInlineStart: vars.space.xl });

export const subCard = style({ marginInlineStart: vars.space.xl, background: vars.colour.background, boxShadow: 'none' });

export const cardTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

export const definitions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.font.sizeSm,
});

export const definition = style({ minWidth: 0 });

export const term = style({ color: vars.colour.textMuted });

export const value = style({ margin: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
