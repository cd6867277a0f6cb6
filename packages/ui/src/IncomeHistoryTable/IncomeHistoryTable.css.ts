import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const root = style({ width: '100%', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm, overflowX: 'auto' });
export const centred = style({ display: 'grid', placeItems: 'center', padding: vars.space.xl });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  background: vars.colour.surface,
});
export const header = style({ borderBottom: `2px solid ${vars.colour.borderStrong}` });

const headCell = {
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.colour.textMuted,
  whiteSpace: 'nowrap',
} as const;

export const column = style({ ...headCell, textAlign: 'left' });
export const numericColumn = style({ ...headCell, textAlign: 'right' });
export const row = style({ borderBottom: `1px solid ${vars.colour.border}` });
export const cell = style({ padding: `${vars.space.sm} ${vars.space.md}`, whiteSpace: 'nowrap' });
export const rowHeader = style({ padding: `${vars.space.sm} ${vars.space.md}`, textAlign: 'left', fontWeight: vars.font.weightRegular });
export const numericCell = style({ padding: `${vars.space.sm} ${vars.space.md}`, textAlign: 'right', whiteSpace: 'nowrap' });
