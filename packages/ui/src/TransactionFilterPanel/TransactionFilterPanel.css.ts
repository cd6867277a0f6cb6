import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { focusRing } from '../utils/focus-ring.css.ts';

export const chevron = style({
  transition: 'transform 120ms',
  selectors: { '[aria-expanded="true"] &': { transform: 'rotate(180deg)' } },
});

/** Sizing only: the surface (background, border, radius, shadow) comes from the shared Popover. */
export const popover = style({
  minWidth: 280,
  maxWidth: 'min(420px, calc(100vw - 16px))',
  maxHeight: 'min(70vh, 560px)',
  overflow: 'auto',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.colour.border}`,
});

export const groupTitle = style({
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSm,
  color: vars.colour.textMuted,
  textTransform: 'none',
});

export const member = style({ paddingInlineStart: vars.space.xl });

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 32,
  cursor: 'pointer',
  color: vars.colour.text,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled } },
});

export const box = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: 20,
  blockSize: 20,
  border: `2px solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.colour.surface,
  color: vars.colour.onHighlight,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.colour.highlight,
      borderColor: vars.colour.highlight,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-hovered]:not([data-selected]) &`]: { borderColor: vars.colour.text },
  },
});
