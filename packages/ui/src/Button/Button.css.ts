// Plain style + styleVariants rather than a recipe: @vanilla-extract/recipes' runtime (~1.2 KiB gzip)
// would be the only one on the login page, which is on a byte budget.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { focusRing } from '../utils/focus-ring.css.ts';

export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlHeight,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.25,
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: 'background-color 120ms, border-color 120ms, transform 80ms',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-pressed]': { transform: 'translateY(1px)' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
    '&[data-pending]': { cursor: 'progress' },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.colour.highlight,
    color: vars.colour.onHighlight,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: vars.colour.highlightHover },
      '&[data-pressed]': { background: vars.colour.highlightHover },
    },
  },
  secondary: {
    background: vars.colour.surface,
    color: vars.colour.text,
    borderColor: vars.colour.highlightText,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: vars.colour.highlightSubtle },
      '&[data-pressed]': { background: vars.colour.highlightSubtle },
    },
  },
  link: {
    minHeight: 'auto',
    padding: 0,
    border: 0,
    background: 'none',
    color: vars.colour.highlightText,
    fontWeight: vars.font.weightMedium,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    selectors: {
      '&[data-hovered]:not([data-disabled])': { textDecorationThickness: '2px' },
      '&[data-pressed]': { transform: 'none' },
    },
  },
});

export const fullWidth = style({ width: '100%' });

/** The label stays in the accessibility tree while the spinner covers it. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '[data-pending] > &': { opacity: 0 } },
});

export const spinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
