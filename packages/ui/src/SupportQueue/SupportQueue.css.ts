/** The support console's queue: one row per waiting conversation with its claim button. */
import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.font.sizeMd });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  background: vars.colour.surface,
});

export const selected = style({ borderColor: vars.colour.highlight, boxShadow: `inset 3px 0 0 ${vars.colour.highlight}` });

export const who = style({ display: 'flex', flexDirection: 'column' });

export const muted = style({ color: vars.colour.textMuted, fontSize: vars.font.sizeSm });

export const empty = style({ margin: 0, color: vars.colour.textMuted });
