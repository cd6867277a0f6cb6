import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { focusRing } from '../utils/focus-ring.css.ts';

export { root } from '../PerformanceChart/PerformanceChartLoading.css.ts';

export const sentence = style({ margin: 0, fontSize: vars.font.sizeMd });

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.colour.warningBackground,
  color: vars.colour.warning,
});

export const svg = style({ display: 'block', maxWidth: '100%', overflow: 'visible' });
export const gridLine = style({ stroke: vars.colour.border, strokeWidth: 1 });
export const axisLine = style({ stroke: vars.colour.borderStrong, strokeWidth: 1 });
export const tick = style({ fill: vars.colour.textMuted, fontSize: 12, fontVariantNumeric: 'tabular-nums' });
export const stepLabel = style({ fill: vars.colour.text, fontSize: 12 });
export const connector = style({ stroke: vars.colour.borderStrong, strokeWidth: 1, strokeDasharray: '3 2' });

/** Totals in the firm's highlight; rises and falls in the theme's positive and negative shades (3:1 on the surface). */
export const barTotal = style({ fill: vars.colour.focusRing });
export const barUp = style({ fill: vars.colour.positive });
export const barDown = style({ fill: vars.colour.negativeAmount });

export const tableToggle = style({
  alignSelf: 'flex-start',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.xs}`,
  border: 0,
  background: 'none',
  color: vars.colour.highlightText,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-hovered]': { textDecorationThickness: '2px' } },
});

export const tableWrap = style({ maxHeight: 420, overflow: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeSm, fontVariantNumeric: 'tabular-nums' });
export const caption = style({ textAlign: 'left', fontWeight: vars.font.weightBold, paddingBottom: vars.space.xs });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.colour.border}`,
  textAlign: 'right',
});
globalStyle(`${table} th:first-child`, { textAlign: 'left', fontWeight: vars.font.weightRegular });
globalStyle(`${table} thead th`, { fontWeight: vars.font.weightBold });
