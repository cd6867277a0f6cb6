import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { focusRing } from '../utils/focus-ring.css.ts';

export { root, placeholder } from './PerformanceChartLoading.css.ts';

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.colour.warningBackground,
  color: vars.colour.warning,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeSm,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

const swatch = { display: 'inline-block', width: 20, height: 0, borderTopWidth: 3 } as const;
export const swatchValuation = style({ ...swatch, borderTopStyle: 'solid', borderTopColor: vars.colour.focusRing });
export const swatchNet = style({ ...swatch, borderTopStyle: 'dashed', borderTopColor: vars.colour.text });

export const svg = style({ display: 'block', maxWidth: '100%', overflow: 'visible' });

export const grid = style({});
export const gridLine = style({ stroke: vars.colour.border, strokeWidth: 1 });
export const axisLine = style({ stroke: vars.colour.borderStrong, strokeWidth: 1 });
export const zeroLine = style({ stroke: vars.colour.borderStrong, strokeWidth: 1, strokeDasharray: '2 2' });
export const tick = style({ fill: vars.colour.textMuted, fontSize: 12, fontVariantNumeric: 'tabular-nums' });

export const area = style({ fill: vars.colour.highlightSubtle, stroke: 'none' });
/** The focus-ring shade of the highlight reaches 3:1 on the surface (WCAG non-text contrast). */
export const valuationLine = style({ fill: 'none', stroke: vars.colour.focusRing, strokeWidth: 2.5, strokeLinejoin: 'round' });
export const netLine = style({ fill: 'none', stroke: vars.colour.text, strokeWidth: 2, strokeDasharray: '6 4' });

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

export const tableWrap = style({ maxHeight: 320, overflow: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({ textAlign: 'left', fontWeight: vars.font.weightBold, paddingBottom: vars.space.xs });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.colour.border}`,
  textAlign: 'right',
});

globalStyle(`${table} th:first-child`, { textAlign: 'left', fontWeight: vars.font.weightRegular });
globalStyle(`${table} thead th`, { fontWeight: vars.font.weightBold });
