/**
 * Print layout (spec §2 Print mode): A4 (the print service asks for A4; this is for a browser's own
 * print too), the front page on its own sheet, page breaks between cards rather than inside them,
 * the model portfolio at the end, and tables that repeat their header row on every page.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/themes';

export const page = style({ padding: vars.space.lg, maxWidth: '210mm', margin: '0 auto', color: vars.colour.text });
export const front = style({ breakAfter: 'page', display: 'flex', flexDirection: 'column', gap: vars.space.md, minHeight: '60vh' });
export const frontTitle = style({ fontSize: '28px', margin: `${vars.space.xl} 0 ${vars.space.lg}` });
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});
export const card = style({
  breakInside: 'avoid',
  border: `1px solid ${vars.colour.border}`,
  borderRadius: '4px',
  padding: vars.space.md,
  marginBlockEnd: vars.space.lg,
});
export const cardTitle = style({ fontSize: '18px', margin: `0 0 ${vars.space.sm}` });
export const hero = style({ fontSize: '22px', fontWeight: 700, margin: `0 0 ${vars.space.md}` });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '11px' });
export const numeric = style({ textAlign: 'end', whiteSpace: 'nowrap' });
export const last = style({ breakBefore: 'page' });

globalStyle(`${table} thead`, { display: 'table-header-group' });
globalStyle(`${table} tr`, { breakInside: 'avoid' });
globalStyle(`${table} th, ${table} td`, {
  borderBottom: `1px solid ${vars.colour.border}`,
  padding: '4px 6px',
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle('html, body', { '@media': { print: { background: 'white' } } });
