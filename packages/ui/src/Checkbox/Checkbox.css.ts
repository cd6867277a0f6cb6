import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { focusRing } from '../utils/focus-ring.css.ts';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.touchTargetMin,
  color: vars.colour.text,
  fontSize: vars.font.sizeMd,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
  },
});

export const box = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: 22,
  height: 22,
  marginTop: 1,
  border: `2px solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.colour.surface,
  color: vars.colour.onHighlight,
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    [`${checkbox}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.colour.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.colour.highlight,
      borderColor: vars.colour.highlight,
    },
    [`${checkbox}[data-pressed] &`]: { transform: 'scale(0.95)' },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.colour.critical },
  },
});

export const mark = style({
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const label = style({ lineHeight: vars.font.lineHeight });
