/** Shared by the account security lists (SignedInDevices, AccessLog): rows with a name, facts and an action. */
import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const intro = style({ margin: 0, color: vars.colour.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  borderBottom: `1px solid ${vars.colour.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const main = style({ flex: '1 1 16rem', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const name = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightMedium, overflowWrap: 'anywhere' });

export const badge = style({
  display: 'inline-block',
  marginInlineStart: vars.space.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.colour.highlightSubtle,
  color: vars.colour.text,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  verticalAlign: 'middle',
});

export const muted = style({ margin: 0, color: vars.colour.textMuted });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.font.sizeSm,
});

export const term = style({ color: vars.colour.textMuted });

export const detail = style({ margin: 0, overflowWrap: 'anywhere' });

export const inlineList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
