import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const root = style({ fontSize: vars.font.sizeSm, color: vars.colour.text });

export const heading = style({ margin: 0, fontWeight: vars.font.weightBold });

export const list = style({
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

/** The cross shape (not only its colour) says the rule is unmet. */
export const unmetIcon = style({ flex: 'none', color: vars.colour.critical });

export const allMet = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weightMedium,
});

export const metIcon = style({ flex: 'none', color: vars.colour.positive });
