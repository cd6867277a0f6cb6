import { style } from '@vanilla-extract/css';
import { media } from '../themes/layout.ts';
import { vars } from '../themes/contract.css.ts';
import { fieldTrigger } from '../styles/field-surface.css.ts';
import { accountSelectorSizes } from '../AccountSelector/dropdown.ts';

/** Side by side on desktop, stacked full width on narrow screens. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});

/**
 * The spec's 300 px selector width, full width on narrow screens. Scoped under the root: the account
 * field also carries the AccountSelector's own class (max width 300 px), and between two single classes
 * the stylesheet loaded last would win, which depends on how the build splits CSS (the account field was
 * 300 px wide and pushed right at 390 px once the chunks changed, 27 Nov 2026).
 */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  selectors: { [`${root} > &`]: { width: accountSelectorSizes.maxWidth, maxWidth: '100%' } },
  '@media': { [media.mobile]: { selectors: { [`${root} > &`]: { width: '100%' } } } },
});

export const dateRange = style({ '@media': { [media.mobile]: { width: '100%' } } });

export const label = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium, color: vars.colour.text });

export const trigger = fieldTrigger;

export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** Sizing only (spec §9 list height): the surface comes from the shared Popover. */
export const popover = style({ minWidth: 'var(--trigger-width)', maxHeight: accountSelectorSizes.listHeight, overflow: 'auto' });

export const listBox = style({ outline: 'none', padding: `${vars.space.xs} 0` });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.md}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.colour.highlightSubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: -2 },
    '&[data-selected]': { fontWeight: vars.font.weightBold },
  },
});
