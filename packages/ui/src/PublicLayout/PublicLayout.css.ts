import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { media } from '../themes/layout.ts';

export const page = style({ minBlockSize: '100vh', background: vars.colour.background, display: 'flex', flexDirection: 'column' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  blockSize: vars.layout.topBarHeightDesktop,
  paddingInline: vars.space.xl,
  background: vars.colour.surface,
  borderBlockEnd: `4px solid ${vars.colour.highlight}`,
  '@media': { [media.mobile]: { blockSize: vars.layout.topBarHeightMobile, paddingInline: vars.space.lg } },
});

export const logo = style({ blockSize: '48px', inlineSize: 'auto', maxInlineSize: '240px' });

export const main = style({
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: '32rem',
  marginInline: 'auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.lg,
});
