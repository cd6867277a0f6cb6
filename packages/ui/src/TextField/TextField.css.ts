import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { focusRing } from '../utils/focusRing.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  maxWidth: 480,
});

export const label = style({
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeMd,
  color: vars.colour.text,
});

export const input = style({
  width: '100%',
  minHeight: vars.size.controlHeight,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.colour.surface,
  color: vars.colour.text,
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.colour.textMuted, opacity: 1 },
    '&[data-focused]': focusRing,
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.colour.text },
    '&[data-invalid]': { borderColor: vars.colour.critical, borderWidth: 2 },
    '&[data-disabled]': { background: vars.colour.background, cursor: 'not-allowed', opacity: 0.7 },
  },
});

export const description = style({
  fontSize: vars.font.sizeSm,
  color: vars.colour.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.colour.critical,
});
