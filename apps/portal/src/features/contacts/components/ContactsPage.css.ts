/** The contact blocks side by side on wide screens, stacked on narrow ones. */
import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/themes';

export const blocks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(22rem, 100%), 1fr))',
  gap: vars.space.lg,
});
