import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const heading = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });
export const intro = style({ margin: 0 });
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: 360 });
export const note = style({ margin: 0, color: vars.colour.textMuted, fontSize: vars.font.sizeSm });
