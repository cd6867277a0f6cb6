import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { fieldInput } from '../styles/field-surface.css.ts';
import { searchableSelectSizes } from './sizes.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  maxWidth: searchableSelectSizes.maxWidth,
});

export const label = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeMd, color: vars.colour.text });

export const group = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** Room on the right for the button (and the loading text while the list loads). */
export const input = style([
  fieldInput,
  { paddingRight: 48, borderRadius: vars.radius.md, selectors: { [`${field}[data-loading] &`]: { paddingRight: 128 } } },
]);

export const loading = style({
  position: 'absolute',
  right: 48,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSm,
  color: vars.colour.textMuted,
  pointerEvents: 'none',
});

export const button = style({
  position: 'absolute',
  right: 4,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 36,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.colour.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.colour.background },
    '&[data-pressed]': { background: vars.colour.highlightSubtle },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
  },
});

export const description = style({ fontSize: vars.font.sizeSm, color: vars.colour.textMuted });

/** Sizing only: the surface (background, border, radius, shadow) comes from the shared Popover. */
export const popover = style({
  width: 'var(--trigger-width)',
  maxWidth: searchableSelectSizes.maxWidth,
  overflow: 'hidden',
});

/** The scroll container the virtualiser measures; its height comes from the item count (sizes.ts). */
export const listBox = style({ outline: 'none', overflowY: 'auto', display: 'block' });

/** Fills the row the virtualiser positions (42 or 76 px high). */
export const option = style({
  display: 'flex',
  height: '100%',
  alignItems: 'center',
  padding: `0 ${vars.space.md}`,
  color: vars.colour.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.colour.highlightSubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: vars.font.weightBold },
  },
});

/** Long labels wrap to two lines (tall items on narrow screens), never past the row. */
export const optionLabel = style({
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});

export const empty = style({ padding: `${vars.space.md}`, fontSize: vars.font.sizeSm, color: vars.colour.textMuted });
