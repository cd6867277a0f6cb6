import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const label = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold, lineHeight: 1.3 });
export const alias = style({ margin: 0, color: vars.colour.textMuted, overflowWrap: 'anywhere' });
/** The adviser view's client line above the account. */
export const client = style({ margin: 0, display: 'flex', flexWrap: 'wrap', columnGap: vars.space.md, color: vars.colour.textMuted });
export const clientName = style({ color: vars.colour.text, fontWeight: vars.font.weightBold });
