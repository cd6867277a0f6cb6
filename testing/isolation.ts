/**
 * The jsdom test suites as two Vitest projects: the files that mock a module (`vi.mock`, `vi.doMock`)
 * run isolated, each with a fresh module graph, as Vitest does by default; every other file shares one
 * module graph and one jsdom, one file after another. Importing React, React Aria and the app once
 * instead of once per file, and building one jsdom instead of sixty, took packages/ui's run from 160 s
 * to 27 s and the portal's from 175 s (CI) to 39 s on a 2-core machine. (The portal's setup file also
 * re-evaluates its own modules per file: each file is a new page load for its session and caches.)
 *
 * Which files mock is read from the files themselves, so a new test that mocks is isolated without
 * anyone listing it. Shared state between the others is what a browser tab has anyway (Testing Library
 * unmounts after each test; a file that changes globals restores them: vi.stubGlobal + unstubGlobals).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const MOCKS = /\bvi\.(mock|doMock|resetModules)\(/;

function testFiles(dir: string, root: string, skip: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (skip.test(relative(root, path))) return [];
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path, root, skip);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

/** The two projects of a workspace whose tests live under `src/` (paths in `exclude` are left out). */
export function isolationProjects(root: string, { exclude = [] as string[] } = {}) {
  const skip = exclude.length ? new RegExp(`^(${exclude.map((e) => e.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`) : /^$/;
  const files = testFiles(join(root, 'src'), root, skip);
  const isolated = files.filter((file) => MOCKS.test(readFileSync(join(root, file), 'utf8')));
  const shared = files.filter((file) => !isolated.includes(file));
  return [
    { extends: true as const, test: { name: 'isolated', include: isolated } },
    { extends: true as const, test: { name: 'shared', include: shared, isolate: false } },
  ].filter((project) => project.test.include.length > 0);
}
