import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { fieldTrigger } from '../styles/field-surface.css.ts';
import { media } from '../themes/layout.ts';
import { focusRing } from '../utils/focus-ring.css.ts';

export const root = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium });

export const trigger = style([fieldTrigger, { display: 'inline-flex', borderRadius: vars.radius.md }]);

/** Sizing only: the surface (background, border, radius, shadow) comes from the shared Popover. */
export const popover = style({
  maxWidth: 'calc(100vw - 16px)',
  overflow: 'auto',
});

export const dialog = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg, outline: 'none' });

export const body = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });

export const presets = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 180 });

export const preset = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.colour.highlightSubtle },
    '&[data-selected]': { background: vars.colour.highlight, color: vars.colour.onHighlight, fontWeight: vars.font.weightBold },
    '&[data-focus-visible]': focusRing,
  },
});

export const calendars = style({
  display: 'flex',
  gap: vars.space.xl,
  '@media': { [media.mobile]: { flexDirection: 'column' } },
});

export const rangeEnd = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const rangeEndLabel = style({ fontWeight: vars.font.weightBold });

export const calendar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const calendarHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs });

export const pickers = style({ display: 'flex', gap: vars.space.xs });

export const select = style({
  minHeight: 32,
  padding: `0 ${vars.space.xs}`,
  border: `${vars.border.fieldWidth} solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.colour.surface,
  color: vars.colour.text,
  font: 'inherit',
  selectors: { '&:focus-visible': focusRing },
});

export const navButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'none',
  color: vars.colour.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.colour.highlightSubtle },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.3, cursor: 'not-allowed' },
  },
});

export const previousIcon = style({ transform: 'rotate(90deg)' });
export const nextIcon = style({ transform: 'rotate(-90deg)' });

export const grid = style({ borderCollapse: 'collapse', fontSize: vars.font.sizeSm });

export const cell = style({
  display: 'grid',
  placeItems: 'center',
  width: 34,
  height: 34,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.colour.highlightSubtle },
    '&[data-selected]': { background: vars.colour.highlight, color: vars.colour.onHighlight, fontWeight: vars.font.weightBold },
    '&[data-disabled], &[data-unavailable]': { color: vars.colour.textMuted, opacity: 0.4, cursor: 'default' },
    '&[data-focus-visible]': focusRing,
  },
});

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
