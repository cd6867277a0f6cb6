import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const modal = style({
  inlineSize: '100%',
  maxInlineSize: '32rem',
  maxBlockSize: 'calc(100vh - 32px)',
  overflow: 'auto',
  background: vars.colour.surface,
  color: vars.colour.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.drawer,
  outline: 'none',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  outline: 'none',
});

export const title = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold, lineHeight: 1.3 });

export const body = style({ color: vars.colour.text });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});
