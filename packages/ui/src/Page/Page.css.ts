import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const container = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: vars.layout.contentMaxWidth,
  margin: '0 auto',
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.25,
  color: vars.colour.text,
});
