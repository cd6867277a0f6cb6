import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { fieldInput } from '../styles/field-surface.css.ts';
import { focusRing } from '../utils/focus-ring.css.ts';

/** Spec §5: the transaction search input is 233 px wide. */
export const SEARCH_INPUT_WIDTH = 233;

export const root = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space.xs });

export const field = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  width: SEARCH_INPUT_WIDTH,
});

/** Room on the right for the clear button. */
export const input = style([fieldInput, { paddingRight: 40 }]);

export const clear = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: 32,
  blockSize: 32,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.colour.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.colour.text, background: vars.colour.highlightSubtle },
    '&[data-focus-visible]': focusRing,
  },
});

/** Sizing only: the surface (background, border, radius, shadow) comes from the shared Popover. */
export const popover = style({
  width: 'var(--trigger-width)',
  minWidth: SEARCH_INPUT_WIDTH,
  maxHeight: 360,
  overflow: 'auto',
});

export const listBox = style({ outline: 'none', padding: `${vars.space.xs} 0` });

export const section = style({ selectors: { '& + &': { borderTop: `1px solid ${vars.colour.border}` } } });

export const header = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.colour.textMuted,
});

export const option = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.colour.highlightSubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: -2 },
  },
});

export const code = style({ color: vars.colour.textMuted, fontSize: vars.font.sizeSm });
