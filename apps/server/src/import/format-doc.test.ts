/**
 * docs/import.md is the format as `npm run import -- --describe` prints it (Prettier pads its tables):
 * every line the format describes is in the document, so a column added here and not there fails.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { describeFormat } from './format.ts';

/** Lines with table padding and runs of spaces taken out. */
const normalise = (text: string) =>
  text
    .split('\n')
    .map((line) =>
      line
        .replace(/\s*\|\s*/g, '|')
        .replace(/:?-{3,}:?/g, '---')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);

describe('docs/import.md', () => {
  it('holds every line of the format (npm run import -- --describe)', () => {
    const doc = new Set(normalise(readFileSync(join(REPO_ROOT, 'docs/import.md'), 'utf8')));
    const described = normalise(describeFormat());
    expect(described.length).toBeGreaterThan(100);
    expect(described.filter((line) => !doc.has(line))).toEqual([]);
  });
});
