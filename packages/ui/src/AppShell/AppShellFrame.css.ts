/** Skeleton pieces of the app shell's frame (AppShellFrame): grey bars where names go, no motion. */
import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { media } from '../themes/layout.ts';

/** A navigation entry's place: an icon-sized block over a label-sized bar (a row from 960 px). */
export const navIcon = style({ width: 24, height: 24, borderRadius: vars.radius.md, background: vars.colour.border });

export const navLabel = style({
  width: 48,
  height: '0.75rem',
  borderRadius: vars.radius.md,
  background: vars.colour.border,
  '@media': { [media.desktop]: { width: 96, height: vars.font.sizeMd } },
});

/** Not a control: the navigation's link box without its pointer. */
export const navEntry = style({ cursor: 'default' });
