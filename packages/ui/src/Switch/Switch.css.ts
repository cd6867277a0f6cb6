/** The switch: label, a 44 × 24 track with a sliding thumb, and the state word. */
import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { focusRing } from '../utils/focus-ring.css.ts';

export const switchRoot = style({
  // The visually hidden input that takes focus is positioned inside the label, where the user sees the switch (WCAG 2.4.11).
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  color: vars.colour.text,
  fontSize: vars.font.sizeMd,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled } },
});

export const label = style({ fontWeight: vars.font.weightMedium });

export const track = style({
  position: 'relative',
  flex: 'none',
  width: 44,
  height: 24,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.colour.borderStrong}`,
  background: vars.colour.surface,
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.colour.highlight, borderColor: vars.colour.highlight },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: 16,
  height: 16,
  borderRadius: vars.radius.full,
  background: vars.colour.borderStrong,
  transition: 'transform 120ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(20px)', background: vars.colour.onHighlight },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const state = style({ color: vars.colour.textMuted, fontSize: vars.font.sizeSm });
