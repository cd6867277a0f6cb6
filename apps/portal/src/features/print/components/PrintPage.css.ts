/**
 * The print page around the UI's PrintReport pieces (spec §2 Print mode): A4 width (the print service
 * asks for A4), cards that break between rather than inside, the model portfolio on a sheet of its
 * own at the end.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/themes';

export const page = style({ padding: vars.space.lg, maxWidth: '210mm', margin: '0 auto', color: vars.colour.text });
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});
export const card = style({
  breakInside: 'avoid',
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.md,
  marginBlockEnd: vars.space.lg,
});
export const cardTitle = style({ fontSize: vars.font.sizeLg, margin: `0 0 ${vars.space.sm}` });
export const hero = style({ fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold, margin: `0 0 ${vars.space.md}` });
export const last = style({ breakBefore: 'page' });

globalStyle('html, body', { '@media': { print: { background: 'white' } } });
