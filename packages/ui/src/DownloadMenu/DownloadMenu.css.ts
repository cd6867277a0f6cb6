import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const root = style({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xs });

/** Sizing only: the surface (background, border, radius, shadow) comes from the shared Popover. */
export const popover = style({
  minWidth: 'var(--trigger-width)',
});

export const menu = style({ padding: `${vars.space.xs} 0`, outline: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.lg}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.colour.highlightSubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.colour.textMuted, cursor: 'not-allowed', opacity: vars.opacity.disabled },
  },
});

export const failure = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  maxWidth: 360,
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.colour.critical,
});
