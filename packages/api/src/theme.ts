/** The theme of GET /nui/nbs/locations/1 (spec §3 Theme, §7): firm colour and logo link, or the default. */
import { z } from 'zod';
import { halLinks } from './hal.ts';

/** The default theme's highlight colour (spec §1). */
export const DEFAULT_HIGHLIGHT_COLOUR = '#f78f21';

export const locationTheme = z.object({
  themeName: z.string(),
  highlightColour: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  isBranded: z.boolean(),
  /** `logo` (always) is the SVG to fetch as a blob. */
  _links: halLinks,
});
export type LocationTheme = z.infer<typeof locationTheme>;
