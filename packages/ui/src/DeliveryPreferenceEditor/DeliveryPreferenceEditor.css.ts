/** The edit modal: the shared panel between 280 and 750 px wide (spec §2 Settings), title, actions. */
import { style } from '@vanilla-extract/css';
import { modalSurface } from '../overlays/overlays.css.ts';
import { vars } from '../themes/contract.css.ts';

export const modal = style([
  modalSurface,
  { minInlineSize: 'min(280px, 100%)', maxInlineSize: '750px', maxBlockSize: 'min(70rem, calc(100vh - 32px))' },
]);

export const dialog = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.xl, outline: 'none' });

export const title = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.md });
