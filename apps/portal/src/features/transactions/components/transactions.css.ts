import { style } from '@vanilla-extract/css';
import { media, vars } from '@portal/ui/themes';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
/** Selectors on the page (client portal layout, spec §2). */
export const selectors = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.lg });
/** The menu group: search box, filter panel, downloads. */
export const menu = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': { [media.mobile]: { alignItems: 'stretch', flexDirection: 'column' } },
});
/** The download buttons take part in the menu's layout as if the wrapper were not there. */
export const downloads = style({ display: 'contents' });
/** …and hold their place, unseen, until the transactions are there. */
export const downloadsReserved = style({ display: 'contents', visibility: 'hidden' });
export const muted = style({ color: vars.colour.textMuted, margin: 0 });
export const back = style({ alignSelf: 'flex-start' });
