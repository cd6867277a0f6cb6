import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { fieldTrigger } from '../styles/field-surface.css.ts';

export const root = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 200 });

export const label = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeSm, color: vars.colour.text });

export const trigger = fieldTrigger;

/** Sizing only: the surface (background, border, radius, shadow) comes from the shared Popover. */
export const popover = style({
  minWidth: 'var(--trigger-width)',
});

export const listBox = style({ outline: 'none', padding: `${vars.space.xs} 0` });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.colour.highlightSubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: -2 },
    '&[data-selected]': { fontWeight: vars.font.weightBold },
  },
});

export const check = style({ inlineSize: 16, flexShrink: 0 });
