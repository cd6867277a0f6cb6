/** One row per document type: type, option, Edit; the row wraps on narrow screens. */
import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  borderBottom: `1px solid ${vars.colour.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const type = style({ flex: '1 1 12rem', fontWeight: vars.font.weightMedium });

export const option = style({ flex: '1 1 8rem', color: vars.colour.textMuted });
