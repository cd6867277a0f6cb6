/** Desktop: one grid row per document under visual column headings. Narrow screens: cards with labelled fields. */
import { style } from '@vanilla-extract/css';
import { media } from '../themes/layout.ts';
import { vars } from '../themes/contract.css.ts';
import { visuallyHidden } from '../utils/visually-hidden.css.ts';
import { focusRing } from '../utils/focus-ring.css.ts';

/** Dot, name, then the three fields; the header uses the same columns so they line up. */
const columns = `${vars.space.xl} minmax(0, 1fr) 7rem minmax(8rem, 12rem) minmax(8rem, 12rem)`;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const status = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl, margin: 0, color: vars.colour.textMuted });

export const header = style({
  display: 'grid',
  gridTemplateColumns: columns,
  columnGap: vars.space.md,
  padding: `0 ${vars.space.lg}`,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.colour.textMuted,
  '@media': { [media.mobile]: { display: 'none' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const row = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: columns,
  columnGap: vars.space.md,
  alignItems: 'center',
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: `${vars.space.xl} minmax(0, 1fr)`,
      rowGap: vars.space.sm,
      alignItems: 'start',
    },
  },
});

/** Filled for unread, outlined for read: shape, not only colour, tells them apart. */
export const dot = style({
  justifySelf: 'center',
  inlineSize: 12,
  blockSize: 12,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.colour.highlightText}`,
  background: vars.colour.highlightText,
  selectors: {
    '&[data-read]': { background: 'transparent', borderColor: vars.colour.borderStrong },
  },
  '@media': { [media.mobile]: { marginTop: 6 } },
});

export const name = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const link = style({
  color: vars.colour.highlightText,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    [`${row}[data-read] &`]: { fontWeight: vars.font.weightRegular },
    '&[data-hovered]': { textDecorationThickness: 2 },
    '&[data-focus-visible]': focusRing,
  },
});

/** On desktop the three fields sit in the row's last three columns. */
export const fields = style({
  display: 'contents',
  margin: 0,
  '@media': {
    [media.mobile]: {
      display: 'flex',
      flexWrap: 'wrap',
      gridColumn: '2',
      columnGap: vars.space.lg,
      rowGap: vars.space.xs,
    },
  },
});

export const field = style({ display: 'contents', '@media': { [media.mobile]: { display: 'flex', flexDirection: 'column' } } });

/** Hidden on desktop (the header names the column), shown above the value on cards. */
export const fieldLabel = style([
  visuallyHidden,
  {
    '@media': {
      [media.mobile]: {
        position: 'static',
        margin: 0,
        width: 'auto',
        height: 'auto',
        overflow: 'visible',
        clip: 'auto',
        fontSize: vars.font.sizeSm,
        color: vars.colour.textMuted,
      },
    },
  },
]);

export const fieldValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere', color: vars.colour.text });
