import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/themes';

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '32rem', marginBlockStart: vars.space.md });
export const actions = style({ display: 'flex', gap: vars.space.md, justifyContent: 'flex-end' });
