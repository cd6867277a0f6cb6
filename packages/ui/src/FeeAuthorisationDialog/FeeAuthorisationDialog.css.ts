/** The fee authority dialog's panel (the radio rows and actions are the delivery editor's). */
import { style } from '@vanilla-extract/css';
import { modalSurface } from '../overlays/overlays.css.ts';
import { vars } from '../themes/contract.css.ts';

export const modal = style([modalSurface, { maxInlineSize: '40rem', maxBlockSize: 'min(70rem, calc(100vh - 32px))' }]);

export const text = style({ margin: 0, lineHeight: vars.font.lineHeight });

export const dialog = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.xl, outline: 'none' });

export const title = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.md });
