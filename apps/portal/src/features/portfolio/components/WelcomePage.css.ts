import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/themes';

export const message = style({ maxWidth: '60ch' });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  marginBlockStart: vars.space.lg,
});
