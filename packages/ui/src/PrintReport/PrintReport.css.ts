/**
 * Print layout (spec §2 Print mode): the front page on its own sheet, page breaks between sections
 * rather than inside them, and tables that repeat their header row on every printed page.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const front = style({
  breakAfter: 'page',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
});
export const title = style({ fontSize: vars.font.sizeHero, margin: `${vars.space.lg} 0` });
export const lead = style({ margin: 0, fontSize: vars.font.sizeLg });
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});
export const value = style({ margin: 0 });
export const scroll = style({
  maxWidth: '100%',
  '@media': { screen: { overflowX: 'auto' } },
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: '2px' } },
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeSm, breakInside: 'auto' });
export const caption = style({ textAlign: 'start', fontWeight: vars.font.weightBold, paddingBlockEnd: vars.space.sm });
export const numeric = style({ textAlign: 'end', whiteSpace: 'nowrap' });

globalStyle(`${table} thead`, { display: 'table-header-group' });
globalStyle(`${table} tr`, { breakInside: 'avoid' });
globalStyle(`${table} th, ${table} td`, {
  borderBottom: `1px solid ${vars.colour.border}`,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
