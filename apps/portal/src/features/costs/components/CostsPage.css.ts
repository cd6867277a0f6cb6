import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/themes';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const intro = style({ margin: 0, maxWidth: '60ch' });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});
