// The client autosuggest: at most 280 px wide (spec §2), the list as wide as the field.
import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { fieldInput } from '../styles/field-surface.css.ts';

export const CLIENT_AUTOSUGGEST_MAX_WIDTH = 280;

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  maxWidth: CLIENT_AUTOSUGGEST_MAX_WIDTH,
});

export const label = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeMd, color: vars.colour.text });

export const input = style([fieldInput, { borderRadius: vars.radius.md }]);

/** Sizing only: the surface comes from the shared Popover. */
export const popover = style({ width: 'var(--trigger-width)', maxWidth: CLIENT_AUTOSUGGEST_MAX_WIDTH, maxHeight: 315, overflowY: 'auto' });

export const listBox = style({ outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 42,
  padding: `0 ${vars.space.md}`,
  color: vars.colour.text,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused]': { background: vars.colour.highlightSubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: '-2px' },
  },
});

export const empty = style({ padding: vars.space.md, fontSize: vars.font.sizeSm, color: vars.colour.textMuted });

export const loading = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSm,
  color: vars.colour.textMuted,
});

export const description = style({ fontSize: vars.font.sizeSm, color: vars.colour.textMuted });
