import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const root = style({
  position: 'relative',
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlHeight,
  paddingBlock: vars.space.md,
});

/** A zero-height marker at the very end of the list, watched for the scroll trigger. */
export const sentinel = style({ position: 'absolute', insetInline: 0, top: 0, height: 1 });
