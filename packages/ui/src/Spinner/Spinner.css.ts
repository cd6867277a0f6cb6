import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { media } from '../themes/layout.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  lineHeight: 0,
});

export const svg = style({
  animation: `${spin} 0.9s linear infinite`,
  '@media': { [media.reducedMotion]: { animationDuration: '2.5s' } },
});

export const track = style({ stroke: 'currentColor', opacity: 0.2 });
export const arc = style({ stroke: 'currentColor' });

export const tone = styleVariants({
  highlight: { color: vars.colour.highlightText },
  current: { color: 'currentColor' },
});

export const fullPage = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.colour.background,
  zIndex: 1000,
});
