import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { fieldInput } from '../styles/field-surface.css.ts';

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

/** The shared field surface, as it is: text, password and decimal fields draw nothing of their own. */
export const input = fieldInput;

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
