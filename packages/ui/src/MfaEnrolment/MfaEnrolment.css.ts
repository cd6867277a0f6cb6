/** The two-step login screens (second step, set-up, recovery codes, re-authentication). */
import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxInlineSize: '40rem' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const text = style({ margin: 0, color: vars.colour.text });

export const muted = style({ margin: 0, color: vars.colour.textMuted });

export const subheading = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const choices = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  maxInlineSize: '24rem',
});

/** The app's key: grouped in fours, easy to copy by eye, selectable as one. */
export const key = style({
  margin: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.sizeMd,
  letterSpacing: '0.08em',
  overflowWrap: 'anywhere',
});

export const qr = style({
  inlineSize: '11rem',
  blockSize: '11rem',
  padding: vars.space.sm,
  background: '#ffffff',
  color: '#000000',
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.sm,
});

export const setup = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.lg });

export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.sizeMd,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
