/**
 * Colour maths for runtime firm themes: WCAG 2.x contrast and the colours derived from one
 * highlight colour. Pure functions so the default theme (built at compile time) and firm themes
 * (applied at runtime from the server's colour) use exactly the same rules.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses `#rgb` or `#rrggbb` (the leading `#` is optional). Returns `undefined` for anything else. */
export function parseHex(colour: string): Rgb | undefined {
  const match = HEX.exec(colour.trim());
  if (!match?.[1]) return undefined;
  let hex = match[1];
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  const n = Number.parseInt(hex, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function isHexColour(colour: string | undefined): colour is string {
  return colour !== undefined && parseHex(colour) !== undefined;
}

export function toHex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

function requireHex(colour: string): Rgb {
  const rgb = parseHex(colour);
  if (!rgb) throw new TypeError(`Not a hex colour: ${colour}`);
  return rgb;
}

/** WCAG relative luminance (0 black … 1 white). */
export function relativeLuminance(colour: string): number {
  const { r, g, b } = requireHex(colour);
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio between two hex colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const darkText = '#1a1a1a';
export const lightText = '#ffffff';

/** The text colour (near-black or white) with the higher contrast on `background`. */
export function readableTextColour(background: string): string {
  return contrastRatio(darkText, background) >= contrastRatio(lightText, background) ? darkText : lightText;
}

/** Mixes `colour` towards `target` by `amount` (0 … 1). */
export function mix(colour: string, target: string, amount: number): string {
  const a = requireHex(colour);
  const b = requireHex(target);
  return toHex({ r: a.r + (b.r - a.r) * amount, g: a.g + (b.g - a.g) * amount, b: a.b + (b.b - a.b) * amount });
}

/**
 * Darkens (or lightens, on dark backgrounds) `colour` in small steps until it reaches `minRatio`
 * against `background`. Used so a pale firm colour still gives readable links and a visible focus ring.
 */
export function ensureContrast(colour: string, background: string, minRatio: number): string {
  const target = relativeLuminance(background) > 0.5 ? '#000000' : '#ffffff';
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(colour, target, step / 20);
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return target;
}

/** The page background every highlight-derived colour is checked against (the darker of page and card). */
export const pageBackground = '#f4f5f7';

export interface HighlightColours {
  highlight: string;
  highlightHover: string;
  onHighlight: string;
  highlightText: string;
  highlightSubtle: string;
  focusRing: string;
}

/**
 * Everything the theme derives from a firm's highlight colour. The text colour on the highlight is
 * chosen by contrast, the hover shade keeps that text at 4.5:1, links get a shade that reaches 4.5:1
 * on the page, and the focus ring a shade that reaches 3:1 (WCAG 2.2 non-text contrast).
 */
export function deriveHighlightColours(highlight: string): HighlightColours {
  const base = toHex(requireHex(highlight));
  const onHighlight = readableTextColour(base);
  const towards = onHighlight === darkText ? '#ffffff' : '#000000';
  let highlightHover = mix(base, towards === '#ffffff' ? '#000000' : '#ffffff', 0.12);
  if (contrastRatio(onHighlight, highlightHover) < 4.5) highlightHover = mix(base, towards, 0.15);
  return {
    highlight: base,
    highlightHover,
    onHighlight,
    highlightText: ensureContrast(base, pageBackground, 4.5),
    highlightSubtle: mix(base, '#ffffff', 0.88),
    focusRing: ensureContrast(base, pageBackground, 3),
  };
}
