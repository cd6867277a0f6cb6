import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { media } from '../themes/layout.ts';
import { fieldTrigger } from '../styles/field-surface.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const placeholder = style({ display: 'grid', placeItems: 'center', minHeight: 160 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  background: vars.colour.surface,
  minWidth: 0,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});
export const subTitle = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const note = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.colour.textMuted });
export const message = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.colour.infoBackground,
  color: vars.colour.text,
  fontSize: vars.font.sizeSm,
});

export const wrap = style({ width: '100%', maxWidth: '100%', minWidth: 0 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
export const caption = style({
  textAlign: 'left',
  fontWeight: vars.font.weightBold,
  paddingBlockEnd: vars.space.sm,
  overflowWrap: 'anywhere',
});
const cell = {
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.colour.border}`,
  selectors: { '&:first-child': { paddingInlineStart: 0 }, '&:last-child': { paddingInlineEnd: 0 } },
} as const;
export const headCell = style({ ...cell, textAlign: 'right', fontSize: vars.font.sizeSm, color: vars.colour.textMuted });
export const headFirst = style([headCell, { textAlign: 'left' }]);
export const rowHeader = style({ ...cell, textAlign: 'left', fontWeight: 'normal', overflowWrap: 'anywhere' });
export const numeric = style({ ...cell, textAlign: 'right', whiteSpace: 'nowrap' });
export const totalRow = style({ fontWeight: vars.font.weightBold, borderTop: `2px solid ${vars.colour.borderStrong}` });
export const totalHeader = style({ fontWeight: vars.font.weightBold });
export const negative = style({ color: vars.colour.negativeAmount });

/** The period picker: the tax year choice and the date range side by side, wrapping on narrow screens. */
export const picker = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.lg });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%', maxWidth: '20rem' });
export const label = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium, color: vars.colour.text });
export const trigger = style([fieldTrigger, { width: '100%', borderRadius: vars.radius.md }]);
export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const popover = style({ width: 'var(--trigger-width)' });
export const listBox = style({ outline: 'none', padding: `${vars.space.xs} 0`, maxHeight: 315, overflowY: 'auto' });
export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.md}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.colour.highlightSubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: vars.font.weightBold },
  },
});
