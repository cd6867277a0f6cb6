import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { fieldTrigger } from '../styles/field-surface.css.ts';
import { accountSelectorSizes } from './dropdown.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  maxWidth: accountSelectorSizes.maxWidth,
});

export const label = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium, color: vars.colour.text });

export const trigger = style([fieldTrigger, { width: '100%', borderRadius: vars.radius.md }]);

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.colour.textMuted } },
});

/** Sizing only: the surface (background, border, radius, shadow) comes from the shared Popover. */
export const popover = style({
  width: 'var(--trigger-width)',
  maxWidth: accountSelectorSizes.maxWidth,
});

export const listBox = style({ outline: 'none', padding: `${vars.space.xs} 0` });

/** More than seven options: a fixed-height list that scrolls (spec §9). */
export const scrollingList = style({ height: accountSelectorSizes.listHeight, overflowY: 'auto' });

export const sectionHeader = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.colour.textMuted,
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minHeight: accountSelectorSizes.itemHeight,
  padding: `0 ${vars.space.md}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.colour.highlightSubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: vars.font.weightBold },
  },
});

export const alias = style({ fontSize: vars.font.sizeSm, color: vars.colour.textMuted });
