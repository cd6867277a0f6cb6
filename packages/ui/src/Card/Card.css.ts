import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { media } from '../themes/layout.ts';
import { focusRing } from '../utils/focus-ring.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.colour.surface,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.colour.border}`,
  color: vars.colour.text,
  // A card in a grid or flex row never grows past its track for a wide child: the child scrolls instead.
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold, lineHeight: 1.3 });

export const subtitle = style({ margin: 0, color: vars.colour.textMuted, fontSize: vars.font.sizeSm });

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  '@media': { [media.desktop]: { alignItems: 'flex-end', textAlign: 'right' } },
});

export const heroLabel = style({ fontSize: vars.font.sizeSm, color: vars.colour.textMuted });

export const heroValue = styleVariants({
  neutral: { fontSize: vars.font.sizeHero, fontWeight: vars.font.weightBold, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' },
  negative: {
    fontSize: vars.font.sizeHero,
    fontWeight: vars.font.weightBold,
    lineHeight: 1.2,
    fontVariantNumeric: 'tabular-nums',
    color: vars.colour.negativeAmount,
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const toggle = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.colour.highlightText,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing,
  },
});

export const panel = style({
  selectors: { '&[hidden]': { display: 'none' } },
});
