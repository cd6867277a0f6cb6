/** Following HAL links: the browser reads hrefs from `_links` rather than building URLs. */
export interface HalLinkValue {
  href: string;
}

export function linkHref(resource: { _links?: Record<string, HalLinkValue> } | null | undefined, rel: string): string | undefined {
  return resource?._links?.[rel]?.href;
}
