import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { media } from '../themes/layout.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });

export const label = style({ fontWeight: vars.font.weightBold });

export const track = style({
  position: 'relative',
  height: 12,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.colour.background,
  border: `1px solid ${vars.colour.borderStrong}`,
});

const fillBase = style({
  height: '100%',
  borderRadius: vars.radius.full,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
  transition: 'width 300ms ease-out',
});

export const fill = styleVariants({
  highlight: [fillBase, { background: vars.colour.focusRing }],
  positive: [fillBase, { background: vars.colour.positive }],
  warning: [fillBase, { background: vars.colour.warning }],
  critical: [fillBase, { background: vars.colour.critical }],
});

export const amounts = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const amount = style({ display: 'flex', flexDirection: 'column' });

globalStyle(`${amount} dt`, { fontSize: vars.font.sizeSm, color: vars.colour.textMuted });
globalStyle(`${amount} dd`, { margin: 0, fontWeight: vars.font.weightBold });
