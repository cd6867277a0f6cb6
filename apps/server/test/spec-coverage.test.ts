/**
 * docs/spec-coverage.md (issue 31): one row per item of spec §2–§9 with the file that implements it
 * and the test that shows it. This keeps the table honest: every path it names exists, every "Shown
 * by" path is a test, the rows are numbered §N.1, §N.2 … without gaps, each status is one of four,
 * a row that is not 'done' says why, and the counts at the top are the rows' own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DOC = 'docs/spec-coverage.md';
const STATUSES = ['done', 'partial', 'missing', 'differs'] as const;
const TEST_FILE = /(\.(test|spec)\.(ts|tsx|mts)|\.stories\.tsx)$/;
const SECTIONS = [2, 3, 4, 5, 6, 7, 8, 9];

/** The cells of a table row, split on the pipes that are not escaped. */
const cells = (line: string): string[] =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

const paths = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

/** Everything wrong with a spec-coverage document, as one line each; empty when it is right. */
function coverageProblems(markdown: string, exists: (path: string) => boolean): string[] {
  const problems: string[] = [];
  const lines = markdown.split('\n');
  const counted = new Map<string, number>(STATUSES.map((status) => [status, 0]));
  const lastBySection = new Map<number, number>();
  for (const line of lines) {
    const id = /^\|\s*§(\d+)\.(\d+)\s*\|/.exec(line);
    if (!id) continue;
    const [section, number] = [Number(id[1]), Number(id[2])];
    const name = `§${section}.${number}`;
    const row = cells(line);
    if (row.length !== 6) {
      problems.push(`${name}: ${row.length} cells, not 6`);
      continue;
    }
    const [, , status = '', implemented = '', shownBy = '', note = ''] = row;
    if (!SECTIONS.includes(section)) problems.push(`${name}: not a section of §2–§9`);
    const expected = (lastBySection.get(section) ?? 0) + 1;
    if (number !== expected) problems.push(`${name}: expected §${section}.${expected}`);
    lastBySection.set(section, Math.max(number, lastBySection.get(section) ?? 0));
    if (!(STATUSES as readonly string[]).includes(status)) problems.push(`${name}: unknown status '${status}'`);
    else counted.set(status, (counted.get(status) ?? 0) + 1);
    if (status !== 'done' && (note === '' || note === '—')) problems.push(`${name}: ${status} without a reason`);
    const implementation = paths(implemented);
    if (implementation.length === 0 && status !== 'missing') problems.push(`${name}: names no implementing file`);
    for (const path of implementation) if (!exists(path)) problems.push(`${name}: ${path} does not exist`);
    for (const path of paths(shownBy)) {
      if (!TEST_FILE.test(path)) problems.push(`${name}: ${path} is not a test`);
      else if (!exists(path)) problems.push(`${name}: ${path} does not exist`);
    }
  }
  for (const section of SECTIONS) if (!lastBySection.has(section)) problems.push(`§${section}: no rows`);
  for (const status of STATUSES) {
    const claimed = new RegExp(`^\\|\\s*${status}\\s*\\|\\s*(\\d+)\\s*\\|`, 'm').exec(markdown);
    if (!claimed) problems.push(`the counts name no '${status}'`);
    else if (Number(claimed[1]) !== counted.get(status))
      problems.push(`the counts say ${claimed[1]} ${status}, the rows ${counted.get(status)}`);
  }
  return problems;
}

describe('docs/spec-coverage.md', () => {
  it('names only files that exist, tests as tests, every number once, and counts its own rows', () => {
    const markdown = readFileSync(new URL(DOC, `file://${REPO_ROOT}`), 'utf8');
    expect(coverageProblems(markdown, (path) => existsSync(`${REPO_ROOT}${path}`))).toEqual([]);
    // The table is there, not an empty file that passes.
    expect(markdown.match(/^\|\s*§\d+\.\d+\s*\|/gm)?.length).toBeGreaterThan(250);
  });

  it('reports each kind of slip', () => {
    const there = new Set(['a.ts', 'a.test.ts']);
    const doc = [
      '| done | 2 |',
      '| partial | 0 |',
      '| missing | 1 |',
      '| differs | 0 |',
      '| §2.1 | item | done | `a.ts` | `a.test.ts` | — |',
      '| §2.3 | item \\| with a pipe | done | `gone.ts` | `a.ts` | — |',
      '| §3.1 | item | missing | — | — | — |',
      '| §4.1 | item | sort of | `a.ts` | `gone.test.ts` | why |',
    ].join('\n');
    expect(coverageProblems(doc, (path) => there.has(path))).toEqual([
      '§2.3: expected §2.2',
      '§2.3: gone.ts does not exist',
      '§2.3: a.ts is not a test',
      '§3.1: missing without a reason',
      "§4.1: unknown status 'sort of'",
      '§4.1: gone.test.ts does not exist',
      '§5: no rows',
      '§6: no rows',
      '§7: no rows',
      '§8: no rows',
      '§9: no rows',
    ]);
  });
});
