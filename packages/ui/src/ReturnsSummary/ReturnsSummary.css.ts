import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { focusRing } from '../utils/focus-ring.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const placeholder = style({ display: 'grid', placeItems: 'center', minHeight: 160 });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.md,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });
export const definition = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.colour.textMuted });

export const figures = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: 0 });
export const figure = style({ display: 'flex', flexDirection: 'column' });
export const figureLabel = style({ fontSize: vars.font.sizeSm, color: vars.colour.textMuted });
export const value = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});
export const negative = style({ color: vars.colour.negativeAmount });

export const unavailable = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.colour.infoBackground,
  color: vars.colour.text,
  fontSize: vars.font.sizeSm,
});

export const muted = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.colour.textMuted });

export const disclosure = style({});
export const disclosureHeading = style({ margin: 0, fontSize: 'inherit' });
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.colour.highlightText,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});
export const chevron = style({
  flexShrink: 0,
  transition: 'transform 150ms',
  selectors: { [`${disclosure}[data-expanded] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const how = style({ margin: 0, fontSize: vars.font.sizeSm });
