// The cell's date editor: looks like the text field, segments focusable one by one.
import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { focusRing } from '../utils/focus-ring.css.ts';

export const field = style({ flex: '0 1 auto' });

export const input = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlHeight,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.colour.surface,
  color: vars.colour.text,
  selectors: {
    '&[data-focus-within]': focusRing,
    '&[data-invalid]': { borderColor: vars.colour.critical, borderWidth: 2 },
  },
});

export const segment = style({
  padding: `0 1px`,
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-placeholder]': { color: vars.colour.textMuted },
    '&[data-focused]': { background: vars.colour.highlight, color: vars.colour.onHighlight, outline: 'none' },
  },
});
