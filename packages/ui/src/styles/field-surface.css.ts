/**
 * The one field surface: the box every field draws (text and password fields, search and combo box inputs,
 * select triggers, date fields). Border, radius, background, padding, hover, invalid and disabled states
 * live here once, as Braid keeps its `FieldOverlay`; a component composes one of the three styles below
 * (`style([fieldInput, { … }])`) and adds only its own layout.
 */
import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { focusRing } from '../utils/focus-ring.css.ts';

type Selectors = NonNullable<StyleRule['selectors']>;

const surface = {
  minHeight: vars.size.controlHeight,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.border.fieldWidth} solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.colour.surface,
  color: vars.colour.text,
  font: 'inherit',
} satisfies StyleRule;

/** Hover, invalid and disabled: the same on every field. */
const states: Selectors = {
  '&[data-hovered]:not([data-disabled])': { borderColor: vars.colour.text },
  '&[data-invalid]': { borderColor: vars.colour.critical, borderWidth: vars.border.fieldWidthInvalid },
  '&[data-disabled]': { background: vars.colour.background, cursor: 'not-allowed', opacity: vars.opacity.disabled },
};

/** A typed-in field (`<Input>`): the focus ring shows on any focus, as the caret does. */
export const fieldInput = style({
  ...surface,
  width: '100%',
  selectors: {
    '&::placeholder': { color: vars.colour.textMuted, opacity: 1 },
    '&[data-focused]': focusRing,
    ...states,
  },
});

/** A button that opens a list or a calendar (select, date pickers): the focus ring on keyboard focus only. */
export const fieldTrigger = style({
  ...surface,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-pressed]': { background: vars.colour.highlightSubtle },
    ...states,
  },
});

/** A field of focusable segments (date fields): the ring while focus is anywhere inside. */
export const fieldGroup = style({
  ...surface,
  display: 'inline-flex',
  alignItems: 'center',
  selectors: {
    '&[data-focus-within]': focusRing,
    ...states,
  },
});
