// The cell's date editor: looks like the text field, segments focusable one by one.
import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { fieldGroup } from '../styles/field-surface.css.ts';

export const field = style({ flex: '0 1 auto' });

export const input = fieldGroup;

export const segment = style({
  padding: `0 1px`,
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-placeholder]': { color: vars.colour.textMuted },
    '&[data-focused]': { background: vars.colour.highlight, color: vars.colour.onHighlight, outline: 'none' },
  },
});
