import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { media } from '../themes/layout.ts';

export const page = style({ minBlockSize: '100vh', background: vars.colour.background, display: 'flex', flexDirection: 'column' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  blockSize: vars.layout.topBarHeightDesktop,
  paddingInline: vars.space.xl,
  background: vars.colour.surface,
  borderBlockEnd: `4px solid ${vars.colour.highlight}`,
  '@media': { [media.mobile]: { blockSize: vars.layout.topBarHeightMobile, paddingInline: vars.space.lg } },
});

/** The logo gives way to Logout on a narrow screen (SC 1.4.10: at 320 px it pushed the page 3 px sideways). */
export const logo = style({
  blockSize: '48px',
  inlineSize: 'auto',
  maxInlineSize: '240px',
  minInlineSize: 0,
  flexShrink: 1,
  objectFit: 'contain',
  objectPosition: 'left center',
});

export const main = style({
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: '40rem',
  marginInline: 'auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.lg,
  ':focus': { outline: 'none' },
});

export const title = style({ margin: 0, fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold, color: vars.colour.text });

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.colour.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const notice = style({ margin: 0, color: vars.colour.text });

export const loadingRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.colour.textMuted });

export const help = style({
  display: 'grid',
  gap: vars.space.sm,
  color: vars.colour.text,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
});

export const helpList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
