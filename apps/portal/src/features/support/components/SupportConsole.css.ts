/** The support console: queue and conversation side by side, stacked on a phone. */
import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/themes';

export const page = style({
  maxInlineSize: '72rem',
  margin: '0 auto',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeXl });

export const subtitle = style({ margin: 0, fontSize: vars.font.sizeMd });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  alignItems: 'start',
});

export const queue = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const conversation = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minBlockSize: '24rem' });

export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' });

export const error = style({ margin: 0, color: vars.colour.critical });
