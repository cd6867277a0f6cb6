import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/themes';

export const links = style({ listStyle: 'none', padding: 0, margin: `${vars.space.md} 0`, display: 'grid', gap: vars.space.sm });
export const support = style({ color: vars.colour.textMuted, fontSize: vars.font.sizeSm });
export const panel = style({
  background: vars.colour.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.xl,
});
/** The page footer: the accessibility statement link. */
export const footer = style({
  marginBlockStart: vars.space.lg,
  paddingBlockStart: vars.space.md,
  borderTop: `1px solid ${vars.colour.border}`,
});
