import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { focusRing } from '../utils/focusRing.css.ts';

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeLg, lineHeight: 1.3 });

/** The whole title is the toggle: a large target, named by the title. */
export const trigger = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  inlineSize: '100%',
  minHeight: vars.size.touchTargetMin,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.colour.text,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': focusRing },
});

export const title = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 150ms',
  selectors: { [`${item}[data-expanded] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const added = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.colour.textMuted });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingTop: vars.space.xs,
});

/** The server's line breaks are the paragraphs. */
export const content = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere', color: vars.colour.text });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.colour.highlightText,
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': focusRing, '&[data-hovered]': { textDecorationThickness: 2 } },
});
