import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { focusRing } from '../utils/focus-ring.css.ts';

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  borderLeft: '6px solid',
  color: vars.colour.text,
});

export const severity = styleVariants({
  error: { background: vars.colour.criticalBackground, borderColor: vars.colour.critical },
  warning: { background: vars.colour.warningBackground, borderColor: vars.colour.warning },
  info: { background: vars.colour.infoBackground, borderColor: vars.colour.info },
  success: { background: vars.colour.positiveBackground, borderColor: vars.colour.positive },
});

export const icon = styleVariants({
  error: { color: vars.colour.critical, flexShrink: 0, marginTop: 2 },
  warning: { color: vars.colour.warning, flexShrink: 0, marginTop: 2 },
  info: { color: vars.colour.info, flexShrink: 0, marginTop: 2 },
  success: { color: vars.colour.positive, flexShrink: 0, marginTop: 2 },
});

export const content = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const disclosureTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const chevron = style({
  transition: 'transform 150ms',
  selectors: { '[data-expanded] &': { transform: 'rotate(180deg)' } },
});

export const body = style({ margin: 0 });

export const errorCode = style({ fontSize: vars.font.sizeSm, color: vars.colour.textMuted });

export const actions = style({ marginTop: vars.space.xs });

export const dismiss = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.colour.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: 'rgba(0, 0, 0, 0.06)' },
    '&[data-focus-visible]': focusRing,
  },
});

/** RAC hides a collapsed panel with the hidden attribute; keep it hidden despite `display: flex`. */
export const panel = style({ selectors: { '&[hidden]': { display: 'none' } } });
