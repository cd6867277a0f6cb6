/**
 * Demo logos as SVG data URIs, so the default logo and a firm logo are both plain image sources
 * (the server gives firms a logo URL; the portal renders it as an <img>).
 */

// Pure, so a bundle that never shows a logo (the northgate demo logo on every page but its stories) drops it.
/* #__NO_SIDE_EFFECTS__ */
function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.replace(/\s+/g, ' ').trim())}`;
}

/** Neutral product word-mark used when no firm theme applies. */
export const defaultLogoSrc = svgDataUri(`
<svg xmlns="http://www.w3.org/2000/svg" width="220" height="48" viewBox="0 0 220 48">
  <path d="M6 30c6-6 12-6 18 0s12 6 18 0" fill="none" stroke="#f78f21" stroke-width="4" stroke-linecap="round"/>
  <path d="M6 38c6-6 12-6 18 0s12 6 18 0" fill="none" stroke="#1a1a1a" stroke-width="4" stroke-linecap="round"/>
  <path d="M24 6v18M16 24l8-14 8 14z" fill="#1a1a1a"/>
  <text x="54" y="32" font-family="Georgia, 'Times New Roman', serif" font-size="22" font-weight="700" fill="#1a1a1a">Harbour Wealth</text>
</svg>`);

export const defaultLogoAlt = 'Harbour Wealth';

/** Logo of the demo firm theme used by Storybook. */
export const northgateLogoSrc = svgDataUri(`
<svg xmlns="http://www.w3.org/2000/svg" width="240" height="48" viewBox="0 0 240 48">
  <rect x="4" y="6" width="36" height="36" rx="4" fill="#1d5c96"/>
  <path d="M12 38V20a10 10 0 0 1 20 0v18" fill="none" stroke="#ffffff" stroke-width="4"/>
  <path d="M22 14v24" stroke="#ffffff" stroke-width="3"/>
  <text x="50" y="30" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" fill="#1d5c96">NORTHGATE</text>
  <text x="50" y="44" font-family="Arial, Helvetica, sans-serif" font-size="11" letter-spacing="3" fill="#333333">PARTNERS</text>
</svg>`);
