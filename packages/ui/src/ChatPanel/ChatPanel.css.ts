/** The chat panel: a phone-sized dialog with a scrolling log and a composer at the bottom. */
import { style } from '@vanilla-extract/css';
import { modalSurface } from '../overlays/overlays.css.ts';
import { vars } from '../themes/contract.css.ts';

export const modal = style([
  modalSurface,
  { inlineSize: 'min(28rem, calc(100vw - 16px))', maxBlockSize: 'min(40rem, calc(100dvh - 16px))', display: 'flex' },
]);

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
  inlineSize: '100%',
  minBlockSize: 0,
});

export const header = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.font.sizeLg });

export const status = style({ margin: 0, color: vars.colour.textMuted });

/** The place in the queue: the one figure a waiting visitor looks for. */
export const position = style({ margin: 0, fontWeight: vars.font.weightBold });

export const log = style({
  flex: '1 1 auto',
  minBlockSize: '8rem',
  overflowY: 'auto',
  padding: vars.space.sm,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: '2px' } },
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  background: vars.colour.background,
});

export const messages = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const message = style({
  maxInlineSize: '85%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  alignSelf: 'flex-start',
});

export const own = style({ alignSelf: 'flex-end', background: vars.colour.highlightSubtle });

export const author = style({ display: 'block', fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold });

/** Text only, newlines kept: a message is never markup. */
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const composer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const textarea = style({
  font: 'inherit',
  minBlockSize: vars.size.controlHeight,
  padding: vars.space.sm,
  border: `1px solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.md,
  resize: 'vertical',
  outline: 'none',
  selectors: { '&[data-focus-visible], &:focus-visible': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: '2px' } },
});

export const label = style({ fontWeight: vars.font.weightMedium });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });

export const error = style({ margin: 0, color: vars.colour.critical });

export const closeButton = style({
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  border: 'none',
  background: 'transparent',
  color: vars.colour.text,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.colour.highlightSubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: '2px' },
  },
});
