/** HAL hypermedia helpers: responses carry `_links` that the client follows rather than building URLs. */
import { z } from 'zod';

export const halLink = z.object({ href: z.string() });
export type HalLink = z.infer<typeof halLink>;
export const halLinks = z.record(z.string(), halLink);
export type HalLinks = z.infer<typeof halLinks>;

export function linkHref(resource: { _links?: HalLinks } | null | undefined, rel: string): string | undefined {
  return resource?._links?.[rel]?.href;
}
