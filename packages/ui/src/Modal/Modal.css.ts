import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.colour.overlay,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  zIndex: 100,
});

export const modal = style({
  inlineSize: '100%',
  maxInlineSize: '60rem',
  maxBlockSize: 'min(70rem, calc(100vh - 32px))',
  overflow: 'auto',
  background: vars.colour.surface,
  color: vars.colour.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.drawer,
  outline: 'none',
});

export const dialog = style({ padding: vars.space.xl, outline: 'none', position: 'relative' });

export const header = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: vars.space.lg });

export const title = style({ margin: 0, fontSize: vars.font.sizeLg });

export const close = style({
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
