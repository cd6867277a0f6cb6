/**
 * The checks of a firm's branding (branding.jsonl, docs/import.md): the highlight colour carries text
 * (buttons, the current navigation item), so the text colour the portal's theme puts on it (near-black
 * or white, whichever contrasts more: packages/ui/src/themes/colour.ts readableTextColour) must reach
 * WCAG AA's 4.5:1; the logo must be a plain SVG document that can run nothing and fetch nothing.
 */

export const WCAG_AA_TEXT_RATIO = 4.5;
const DARK_TEXT = '#1a1a1a';
const LIGHT_TEXT = '#ffffff';
const MAX_SVG_BYTES = 100_000;

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Why a highlight colour cannot brand the portal, or null. */
export function colourProblem(colour: string): string | null {
  if (!/^#[0-9a-fA-F]{6}$/.test(colour)) return `"${colour}" is not a colour #rrggbb`;
  const ratio = Math.max(contrastRatio(colour, DARK_TEXT), contrastRatio(colour, LIGHT_TEXT));
  return ratio >= WCAG_AA_TEXT_RATIO
    ? null
    : `"${colour}" gives its text a contrast of ${ratio.toFixed(2)}:1, below the 4.5:1 the theme requires (WCAG AA)`;
}

/** Why an SVG logo is refused, or null. */
export function svgProblem(svg: string): string | null {
  if (Buffer.byteLength(svg) > MAX_SVG_BYTES) return `the SVG is larger than ${MAX_SVG_BYTES / 1000} kB`;
  const body = svg.replace(/^\s*(<\?xml[^>]*\?>\s*)?/, '');
  if (!/^<svg[\s>]/i.test(body) || !/<\/svg>\s*$/i.test(body)) return 'is not an <svg> document';
  if (/<!(DOCTYPE|ENTITY)/i.test(svg)) return 'the SVG declares a DOCTYPE or entities';
  if (/<\s*(script|foreignObject|iframe|object|embed|audio|video|animate|set|handler|listener)\b/i.test(svg))
    return 'the SVG holds script, animation or embedded content';
  if (/\son[a-z]+\s*=/i.test(svg)) return 'the SVG holds an event handler attribute';
  if (/javascript:|data:(?!image\/(png|jpeg|gif|webp);base64,)/i.test(svg)) return 'the SVG holds a script or data URL';
  const hrefs = [...svg.matchAll(/(?:xlink:)?href\s*=\s*["']([^"']*)["']/gi)].map((m) => m[1] ?? '');
  if (hrefs.some((h) => !h.startsWith('#') && !/^data:image\/(png|jpeg|gif|webp);base64,/i.test(h)))
    return 'the SVG references an external resource';
  if (/url\(\s*["']?(?!#)/i.test(svg) || /@import/i.test(svg)) return 'the SVG styles reference an external resource';
  return null;
}
