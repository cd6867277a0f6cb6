import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/themes';

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '32rem', marginBlockStart: vars.space.md });
export const actions = style({ display: 'flex', gap: vars.space.md, justifyContent: 'flex-end' });
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
