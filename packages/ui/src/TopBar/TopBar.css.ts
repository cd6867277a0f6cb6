import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { media } from '../themes/layout.ts';
import { focusRing } from '../utils/focus-ring.css.ts';

export const topBar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: 100,
  height: vars.layout.topBarHeightMobile,
  background: vars.colour.surface,
  borderBottom: `1px solid ${vars.colour.border}`,
  borderTop: `4px solid ${vars.colour.highlight}`,
  transition: 'transform 200ms ease-out',
  '@media': {
    [media.desktop]: { height: vars.layout.topBarHeightDesktop },
    [media.reducedMotion]: { transition: 'none' },
  },
  // A hidden bar comes back when keyboard focus moves into it.
  selectors: { '&[data-hidden]:not(:focus-within)': { transform: 'translateY(-100%)' } },
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: '100%',
  maxWidth: vars.layout.contentMaxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
  '@media': { [media.desktop]: { padding: `0 ${vars.space.xl}`, gap: vars.space.xl } },
});

export const logoSlot = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });

export const bannerSlot = style({ flex: 1, minWidth: 0, display: 'flex', justifyContent: 'center' });

export const logo = style({
  display: 'block',
  height: 36,
  width: 'auto',
  maxWidth: 160,
  objectFit: 'contain',
  '@media': { [media.desktop]: { height: 56, maxWidth: 260 } },
});

export const logoLink = style({
  display: 'inline-flex',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': focusRing },
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  background: vars.colour.surface,
  color: vars.colour.text,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  flexShrink: 0,
  selectors: {
    '&[data-hovered]': { background: vars.colour.highlightSubtle },
    '&[data-pressed]': { background: vars.colour.highlightSubtle },
    '&[data-focus-visible]': focusRing,
  },
});

export const adviserBanner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.colour.warningBackground,
  border: `1px solid ${vars.colour.warning}`,
  fontSize: vars.font.sizeSm,
  '@media': { [media.desktop]: { fontSize: vars.font.sizeMd } },
});

export const adviserError = style({
  flexBasis: '100%',
  textAlign: 'center',
  color: vars.colour.critical,
  fontWeight: vars.font.weightMedium,
});
