/** Layout of the public sign-in forms (forgotten, register, reset, terms), matching the login panel. */
import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/themes';

export const panel = style({
  background: vars.colour.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.xl,
});
export const form = style({ display: 'grid', gap: vars.space.md, marginBlock: vars.space.md });
export const intro = style({ margin: 0, color: vars.colour.textMuted });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  justifyContent: 'space-between',
});
export const links = style({ listStyle: 'none', padding: 0, margin: `${vars.space.md} 0 0`, display: 'grid', gap: vars.space.sm });
export const message = style({ margin: 0 });
