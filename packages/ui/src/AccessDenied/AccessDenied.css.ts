import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: 640,
  margin: `${vars.space.xxl} auto`,
  padding: vars.space.xl,
  background: vars.colour.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  color: vars.colour.text,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold, lineHeight: 1.25 });

export const message = style({ margin: 0 });
