/** The documents screen's layout: the filters above the list, wrapping on narrow screens (tokens, not values). */
import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/themes';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.lg,
  marginBlockEnd: vars.space.lg,
});
export const muted = style({ color: vars.colour.textMuted, margin: 0 });
export const notice = style({ marginBlockEnd: vars.space.lg });
