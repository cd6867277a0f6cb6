// A small CSV writer for downloads made in the browser (spec §7, §9): RFC 4180 quoting, numbers
// without grouping, text cells that a spreadsheet would run as a formula neutralised, and
// ISO-8859-1 bytes.
import { DEFAULT_DECIMALS, roundHalfDownToString } from '../money.ts';

/** A number written with a given count of decimals (a price with 4, units with 4, …). */
export interface CsvDecimal {
  value: number;
  decimals: number;
}

/** Text, a number (written with 2 decimals, as money), a decimal with its own places, or blank. */
export type CsvCell = string | number | CsvDecimal | null | undefined;

export const CSV_LINE_BREAK = '\r\n';
/** Characters that make a spreadsheet treat a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r\0]/;
const NEEDS_QUOTES = /[",\r\n]/;

export const csvDecimal = (value: number, decimals: number): CsvDecimal => ({ value, decimals });

/** A text cell beginning with =, +, -, @, a tab, a carriage return or a NUL gets a leading apostrophe. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function quote(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function writeNumber(value: number, decimals: number): string {
  return Number.isFinite(value) ? roundHalfDownToString(value, decimals) : '';
}

export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return writeNumber(cell, DEFAULT_DECIMALS);
  if (typeof cell === 'object') return writeNumber(cell.value, cell.decimals);
  return quote(neutraliseFormula(cell));
}

/** The CSV text: fields separated by commas, records by CRLF, ending with CRLF (RFC 4180). */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  let out = '';
  for (const row of rows) out += row.map(csvField).join(',') + CSV_LINE_BREAK;
  return out;
}

/** ISO-8859-1 bytes of the text; characters outside Latin-1 become '?' (one per code point). */
export function encodeIso88591(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    bytes.push(code <= 0xff ? code : 0x3f);
  }
  return Uint8Array.from(bytes);
}

/** The MIME type to download the bytes with. */
export const CSV_MIME_TYPE = 'text/csv;charset=ISO-8859-1';
