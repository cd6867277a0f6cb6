/**
 * The one look of floating surfaces: popovers (menus, list boxes, pickers), the modal backdrop and
 * the modal panel. Components compose these and add only their own sizing.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

/** A popover's card: surface, border, radius, shadow. Focus shows on its contents, not the popover. */
export const popoverSurface = style({
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  outline: 'none',
});

/** The dimmed full-screen layer that centres a modal dialog. */
export const modalBackdrop = style({
  position: 'fixed',
  inset: 0,
  background: vars.colour.overlay,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  zIndex: 100,
});

/** A modal dialog's panel; a component adds its max size with `style([modalSurface, {…}])`. */
export const modalSurface = style({
  inlineSize: '100%',
  overflow: 'auto',
  background: vars.colour.surface,
  color: vars.colour.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.drawer,
  outline: 'none',
});
