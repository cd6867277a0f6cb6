import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { focusRing } from '../utils/focusRing.css.ts';

export const root = style({ display: 'inline-flex', verticalAlign: 'middle' });

export const trigger = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: vars.size.touchTargetMin,
  minHeight: vars.size.touchTargetMin,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.colour.warning,
  cursor: 'help',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

export const tooltip = style({
  maxWidth: 280,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.colour.text,
  color: vars.colour.surface,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  boxShadow: vars.shadow.card,
});
