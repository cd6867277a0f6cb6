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
/** The adviser view's heading (spec §2: 'Transaction history'; the client portal hides it). */
export const heading = style({ margin: 0, fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold });
/**
 * The adviser view's table header: date pickers, search, filters and downloads in one bar on top of
 * the table (spec §2: picker and search sit in the table header).
 */
export const tableHeader = style([
  menu,
  {
    alignItems: 'flex-end',
    padding: vars.space.md,
    border: `1px solid ${vars.colour.border}`,
    borderRadius: vars.radius.md,
    background: vars.colour.surface,
  },
]);
/** The download buttons take part in the menu's layout as if the wrapper were not there. */
export const downloads = style({ display: 'contents' });
/** …and hold their place, unseen, until the transactions are there. */
export const downloadsReserved = style({ display: 'contents', visibility: 'hidden' });
export const muted = style({ color: vars.colour.textMuted, margin: 0 });
export const back = style({ alignSelf: 'flex-start' });
