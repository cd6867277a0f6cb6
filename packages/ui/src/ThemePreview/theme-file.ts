/**
 * The firm's theme as a file for the import (`npm run import -- <folder>`, docs/import.md): `branding.jsonl`,
 * one JSON object per line — `{"location_id": "<optional back-office location id>", "highlight_colour":
 * "#rrggbb", "logo_svg": "<optional SVG markup>"}`. A line without location_id brands every location.
 */
import { parseHex, toHex } from '../themes/colour.ts';

export const THEME_FILE_NAME = 'branding.jsonl';

export interface ThemeFileInput {
  /** Any hex colour the preview accepts (#rgb or #rrggbb); written as lower-case #rrggbb. */
  highlightColour: string;
  /** The back-office location id; blank: every location of the firm. */
  locationId?: string;
  /** The logo as SVG markup (only an SVG file can travel in the theme file). */
  logoSvg?: string;
}

/** The one line of branding.jsonl (with its newline); throws for a colour that is not a hex colour. */
export function themeFileLine({ highlightColour, locationId, logoSvg }: ThemeFileInput): string {
  const rgb = parseHex(highlightColour);
  if (!rgb) throw new Error(`Not a hex colour: ${highlightColour}`);
  const line: Record<string, string> = {};
  if (locationId?.trim()) line.location_id = locationId.trim();
  line.highlight_colour = toHex(rgb).toLowerCase();
  if (logoSvg?.trim()) line.logo_svg = logoSvg.trim();
  return `${JSON.stringify(line)}\n`;
}

/** Saves the theme file through the browser's download (a Blob behind an object URL, revoked after). */
export function downloadThemeFile(input: ThemeFileInput, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([themeFileLine(input)], { type: 'application/jsonl' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = THEME_FILE_NAME;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
