import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/themes';
import { media } from '@portal/ui/themes';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
/** A row of account links: a flex row draws list bullets over the previous link's text, so no bullets. */
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.lg,
  marginBlockEnd: vars.space.lg,
});
/** Spec §2: the model portfolio card is hidden on small screens. */
export const hideOnMobile = style({ '@media': { [media.mobile]: { display: 'none' } } });
export const grid = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
});
export const sectionHeading = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.sizeLg });
export const muted = style({ color: vars.colour.textMuted, margin: 0 });

/** Combined's waterfall: one sentence per account under it (issue 32). */
export const subheading = style({ margin: `${vars.space.md} 0 ${vars.space.xs}`, fontSize: vars.font.sizeMd });
export const sentences = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
/** Analysis's link to costs and charges (issue 32), under the page's cards. */
export const costsLink = style({ margin: `${vars.space.lg} 0 0` });
