// The decimal field's own touch on the text field's styles: figures right-aligned, tabular.
import { style } from '@vanilla-extract/css';

export const input = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
