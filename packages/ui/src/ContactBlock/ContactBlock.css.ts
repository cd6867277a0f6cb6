/** A contact card: title, name, and label/value rows that stack on narrow screens. */
import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const block = style({
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.xl,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeLg });

export const name = style({ margin: 0, fontWeight: vars.font.weightBold });

export const list = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const term = style({ flex: '0 0 10rem', color: vars.colour.textMuted });

// Long e-mail addresses break anywhere rather than push the page sideways at 320 px (WCAG 1.4.10).
export const value = style({ margin: 0, flex: '1 1 14rem', minWidth: 0, overflowWrap: 'anywhere' });

export const address = style({ fontStyle: 'normal', display: 'flex', flexDirection: 'column' });
