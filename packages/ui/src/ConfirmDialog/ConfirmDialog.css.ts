/** The confirmation and inactivity dialogs' panel and layout. */
import { style } from '@vanilla-extract/css';
import { modalSurface } from '../overlays/overlays.css.ts';
import { vars } from '../themes/contract.css.ts';

/** The shared modal panel, narrower: a question and two buttons. */
export const modal = style([modalSurface, { maxInlineSize: '32rem', maxBlockSize: 'calc(100vh - 32px)' }]);

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
