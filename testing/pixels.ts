/**
 * The one pixel comparison of the screenshot tests (story baselines, e2e page records): pixelmatch with a
 * small per-pixel colour threshold, and a small share of pixels allowed to differ, so a real change fails
 * while anti-aliasing (ignored by pixelmatch) and sub-pixel noise pass.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** pixelmatch's per-pixel colour threshold (0–1). */
export const PIXEL_THRESHOLD = 0.1;
/** The share of pixels allowed to differ. */
export const MAX_DIFF_RATIO = 0.0002;

/** '' when the two PNGs match, else what differs; `diff` is pixelmatch's picture of the differences. */
export function comparePngs(actual: Buffer, expected: Buffer): { problem: string; diff?: Buffer } {
  const a = PNG.sync.read(actual);
  const e = PNG.sync.read(expected);
  if (a.width !== e.width || a.height !== e.height) return { problem: `size ${a.width}×${a.height}, baseline ${e.width}×${e.height}` };
  const diff = new PNG({ width: a.width, height: a.height });
  const count = pixelmatch(e.data, a.data, diff.data, a.width, a.height, { threshold: PIXEL_THRESHOLD });
  if (count <= Math.floor(a.width * a.height * MAX_DIFF_RATIO)) return { problem: '' };
  return { problem: `${count} pixels differ`, diff: PNG.sync.write(diff) };
}

export interface BaselineCheck {
  /** The screenshot just taken. */
  actual: Buffer;
  /** The committed baseline PNG. */
  baseline: string;
  /** Where a mismatch leaves `<name>.new.png`, `<name>.baseline.png` and `<name>.diff.png`. */
  outDir: string;
  /** A path under outDir (may hold `/`). */
  name: string;
  /** Accept the current pixels: write the baseline when it is missing or differs. */
  update?: boolean;
  /** How to accept an intended change (named in the "no baseline" failure). */
  acceptHint: string;
}

/**
 * Compares a screenshot with its baseline: '' when they match, else why (the files for a look go to outDir).
 * With `update`, a missing or different baseline is (re)written and '' returned; `written` says so.
 */
export function checkBaseline(check: BaselineCheck): { problem: string; written: boolean } {
  const { actual, baseline, outDir, name, update, acceptHint } = check;
  const exists = existsSync(baseline);
  const expected = exists ? readFileSync(baseline) : undefined;
  // The same bytes are the same pixels: most screenshots match their baseline exactly, and need no decoding.
  if (expected?.equals(actual)) return { problem: '', written: false };
  const result = expected ? comparePngs(actual, expected) : { problem: `no baseline (${acceptHint})` };
  if (!result.problem) return { problem: '', written: false };
  if (update) {
    mkdirSync(dirname(baseline), { recursive: true });
    writeFileSync(baseline, actual);
    return { problem: '', written: true };
  }
  const out = join(outDir, name);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(`${out}.new.png`, actual);
  if (exists) copyFileSync(baseline, `${out}.baseline.png`);
  if (result.diff) writeFileSync(`${out}.diff.png`, result.diff);
  return { problem: result.problem, written: false };
}
