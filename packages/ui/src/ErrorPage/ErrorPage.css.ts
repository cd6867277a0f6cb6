/** The error page: a centred column of readable width. */
import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const page = style({
  maxInlineSize: '40rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeXl });

export const body = style({ lineHeight: vars.font.lineHeight });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
