/** The statement's panel, matching the other public pages. */
import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/themes';

export const panel = style({
  background: vars.colour.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.xl,
  maxWidth: '48rem',
});
