// Personal details: sections stacked, tables that scroll sideways on a narrow screen instead of overflowing.
import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/themes';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const muted = style({ color: vars.colour.textMuted, margin: 0 });
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm });
export const address = style({ fontStyle: 'normal', overflowWrap: 'anywhere' });
export const tableScroll = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const cell = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.sm} 0`,
  borderBlockEnd: `1px solid ${vars.colour.border}`,
});
