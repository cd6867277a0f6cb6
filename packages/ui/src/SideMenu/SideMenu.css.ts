import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { media } from '../themes/layout.ts';
import { focusRing } from '../utils/focusRing.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 200,
  background: vars.colour.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} 200ms ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} 150ms ease-in reverse` },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  width: 'min(340px, 88vw)',
  background: vars.colour.surface,
  boxShadow: vars.shadow.drawer,
  overflowY: 'auto',
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} 220ms ease-out` },
    '&[data-exiting]': { animation: `${slideIn} 160ms ease-in reverse` },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const dialog = style({ outline: 'none', display: 'flex', flexDirection: 'column', minHeight: '100%' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.colour.border}`,
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.colour.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.colour.highlightSubtle },
    '&[data-focus-visible]': focusRing,
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: `${vars.space.sm} 0` });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: 48,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  border: 0,
  borderLeft: '4px solid transparent',
  background: 'transparent',
  color: vars.colour.text,
  font: 'inherit',
  fontWeight: vars.font.weightMedium,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.colour.highlightSubtle, borderLeftColor: vars.colour.highlight },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-current]': { borderLeftColor: vars.colour.highlight, fontWeight: vars.font.weightBold },
  },
});
