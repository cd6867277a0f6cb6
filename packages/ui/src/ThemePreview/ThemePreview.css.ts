import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const page = style({
  display: 'grid',
  // One column no wider than the page: the previewed screen scrolls inside its frame instead of
  // widening the column (and the fields with it) past a phone's edge (WCAG 1.4.10).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.colour.background,
  color: vars.colour.text,
});

export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, alignItems: 'end' });

export const download = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start', fontSize: vars.font.sizeSm });

export const fileField = style({ display: 'grid', gap: vars.space.xs, maxWidth: '100%' });

/** As tall as the text fields beside it, so the row's controls line up at 1440 px. */
export const fileInput = style({ minHeight: vars.size.controlHeight, maxWidth: '100%', fontSize: vars.font.sizeSm });

export const swatch = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.md,
  blockSize: '2.5rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.colour.borderStrong}`,
});

export const tabList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, borderBlockEnd: `1px solid ${vars.colour.border}` });

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  color: vars.colour.text,
  borderBlockEnd: '3px solid transparent',
  selectors: {
    '&[data-selected]': { borderBlockEndColor: vars.colour.highlight, fontWeight: vars.font.weightBold },
    '&[data-focus-visible]': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: '2px' },
  },
});

/** A transformed box contains the shell's fixed top bar and navigation inside the preview. */
export const frame = style({
  position: 'relative',
  transform: 'translateZ(0)',
  blockSize: '720px',
  overflow: 'auto',
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
});

export const stack = style({ display: 'grid', gap: vars.space.lg, padding: vars.space.lg });
