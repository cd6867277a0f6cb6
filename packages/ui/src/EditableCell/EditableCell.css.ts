// The editable cell: the value and its actions on one wrapping line, link-styled actions of touch size.
import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { focusRing } from '../utils/focus-ring.css.ts';

export const cell = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const value = style({ overflowWrap: 'anywhere' });

export const editor = style({ flex: '1 1 10rem', minWidth: '8rem', maxWidth: '20rem' });

export const editButton = style({
  minHeight: vars.size.touchTargetMin,
  minWidth: vars.size.touchTargetMin,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  background: 'none',
  color: vars.colour.highlightText,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
  },
});

const note = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
} as const;

export const done = style({ ...note, color: vars.colour.positive, selectors: { '&:empty': { display: 'none' } } });

export const failed = style({ ...note, flexBasis: '100%', color: vars.colour.critical });
