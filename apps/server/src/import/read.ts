/**
 * Reads one entity file of an import folder (./format.ts) as a stream of checked records: CSV through
 * csv-parse (a header row; a short, long or unterminated record is an error on its line), JSON Lines
 * one object per line. Every value is checked against its column's type; each problem becomes an
 * ImportError with the file, line and column.
 */
import { createReadStream, existsSync, openSync, readSync, closeSync, statSync } from 'node:fs';
import { isAbsolute, join, normalize, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { parse } from 'csv-parse';
import type { Column, Entity } from './format.ts';
import { colourProblem, svgProblem } from './branding.ts';

export interface ImportError {
  file: string;
  line: number | null;
  column: string | null;
  message: string;
}

export type Value = string | number | boolean | null | unknown[] | Record<string, unknown>;
export type CheckedRecord = Record<string, Value>;

/** The file of an entity in the folder, or null (branding is JSON Lines only). */
export function entityFile(folder: string, entity: Entity): { path: string; name: string; kind: 'csv' | 'jsonl' } | null {
  for (const kind of entity.name === 'branding' ? (['jsonl'] as const) : (['csv', 'jsonl'] as const)) {
    const name = `${entity.name}.${kind}`;
    const path = join(folder, name);
    if (existsSync(path)) return { path, name, kind };
  }
  return null;
}

const isDate = (s: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** The checked value of one field, or a problem. */
function checkValue(column: Column, raw: unknown, folder: string): { value: Value } | { problem: string } {
  const blank = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
  if (blank) return column.required ? { problem: 'is required' } : { value: null };
  const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
  switch (column.type) {
    case 'integer':
      return /^-?\d{1,15}$/.test(text) && Number.isSafeInteger(Number(text))
        ? { value: Number(text) }
        : { problem: `"${text}" is not an integer` };
    case 'decimal':
      return /^-?\d{1,15}(\.\d{1,8})?$/.test(text) ? { value: Number(text) } : { problem: `"${text}" is not a decimal number` };
    case 'date':
      return isDate(text) ? { value: text } : { problem: `"${text}" is not a date (YYYY-MM-DD)` };
    case 'timestamp': {
      const ok = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) && isDate(text.slice(0, 10));
      return ok && !Number.isNaN(Date.parse(text))
        ? { value: new Date(text).toISOString() }
        : { problem: `"${text}" is not an ISO 8601 date-time` };
    }
    case 'boolean': {
      const t = text.toLowerCase();
      if (['true', 'yes', '1'].includes(t)) return { value: true };
      if (['false', 'no', '0'].includes(t)) return { value: false };
      return { problem: `"${text}" is not true or false` };
    }
    case 'json': {
      let value: unknown;
      try {
        value = typeof raw === 'object' ? raw : JSON.parse(text);
      } catch {
        return { problem: 'is not valid JSON' };
      }
      const checked = column.shape?.safeParse(value);
      if (checked && !checked.success) {
        const issue = checked.error.issues[0];
        const at = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
        return { problem: `is not a ${column.units ?? 'valid value'}${at}: ${issue?.message ?? 'wrong shape'}` };
      }
      return { value: value as Value };
    }
    case 'list':
      return {
        value: Array.isArray(raw)
          ? raw.map(String)
          : text
              .split(';')
              .map((s) => s.trim())
              .filter(Boolean),
      };
    case 'colour': {
      const problem = colourProblem(text);
      return problem ? { problem } : { value: text.toLowerCase() };
    }
    case 'svg': {
      const problem = svgProblem(text);
      return problem ? { problem } : { value: text };
    }
    case 'file': {
      const path = normalize(text);
      if (isAbsolute(path) || relative(folder, join(folder, path)).startsWith('..'))
        return { problem: `"${text}" must be a path inside the folder` };
      const full = join(folder, path);
      if (!existsSync(full) || !statSync(full).isFile()) return { problem: `file "${text}" not found` };
      const head = Buffer.alloc(5);
      const fd = openSync(full, 'r');
      readSync(fd, head, 0, 5, 0);
      closeSync(fd);
      return head.toString('latin1') === '%PDF-' ? { value: path } : { problem: `"${text}" is not a PDF file` };
    }
    default:
      if (column.values && !column.values.includes(text)) return { problem: `"${text}" is not one of ${column.values.join(', ')}` };
      return { value: text };
  }
}

/**
 * Streams the checked records of an entity's file to `onRecord` (with their line), reporting each
 * problem to `onError`. A record with a problem is not passed on.
 */
export async function readEntity(
  folder: string,
  entity: Entity,
  file: { path: string; name: string; kind: 'csv' | 'jsonl' },
  onRecord: (record: CheckedRecord, line: number) => Promise<void> | void,
  onError: (error: ImportError) => void,
): Promise<number> {
  const known = new Map(entity.columns.map((c) => [c.name, c]));
  let count = 0;
  const check = async (raw: Record<string, unknown>, line: number) => {
    const record: CheckedRecord = {};
    let ok = true;
    for (const key of Object.keys(raw)) {
      if (!known.has(key)) {
        onError({ file: file.name, line, column: key, message: 'unknown column' });
        ok = false;
      }
    }
    for (const column of entity.columns) {
      const checked = checkValue(column, raw[column.name], folder);
      if ('problem' in checked) {
        onError({ file: file.name, line, column: column.name, message: checked.problem });
        ok = false;
      } else record[column.name] = checked.value;
    }
    if (ok) {
      count += 1;
      await onRecord(record, line);
    }
  };

  if (file.kind === 'jsonl') {
    const lines = createInterface({ input: createReadStream(file.path, 'utf8'), crlfDelay: Infinity });
    let line = 0;
    for await (const text of lines) {
      line += 1;
      if (text.trim() === '') continue;
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        onError({ file: file.name, line, column: null, message: 'is not a JSON object (a truncated or broken line)' });
        continue;
      }
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        onError({ file: file.name, line, column: null, message: 'is not a JSON object' });
        continue;
      }
      await check(raw as Record<string, unknown>, line);
    }
    return count;
  }

  let headerChecked = false;
  const parser = createReadStream(file.path).pipe(
    parse({ columns: true, info: true, bom: true, skip_empty_lines: true, skip_records_with_error: true }),
  );
  parser.on('skip', (error: { lines?: number; message: string; code?: string }) => {
    const message =
      error.code === 'CSV_RECORD_INCONSISTENT_COLUMNS'
        ? 'has a different number of fields from the header (a truncated or broken line)'
        : error.code === 'CSV_QUOTE_NOT_CLOSED'
          ? 'has an unclosed quote (a truncated file?)'
          : error.message;
    onError({ file: file.name, line: error.lines ?? null, column: null, message });
  });
  for await (const item of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
    if (!headerChecked) {
      headerChecked = true;
      for (const column of entity.columns)
        if (column.required && !(column.name in item.record))
          onError({ file: file.name, line: 1, column: column.name, message: 'required column missing from the header' });
    }
    await check(item.record, item.info.lines);
  }
  return count;
}
