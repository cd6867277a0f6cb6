/** HAL hypermedia helpers: responses carry `_links` that the client follows rather than building URLs. */
import { z } from 'zod';

export const halLink = z.object({ href: z.string() });
export type HalLink = z.infer<typeof halLink>;
export const halLinks = z.record(z.string(), halLink);
export type HalLinks = z.infer<typeof halLinks>;
export { linkHref } from './links.ts';
