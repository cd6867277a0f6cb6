/**
 * Issues 15 and 35: Lighthouse's accessibility category scores 100 on every route (route-visits.ts: the
 * public pages, every client route, the two-step page, the adviser selection, the support console), here in CI.
 * Its performance score is timing and stays in `npm run bench -- lighthouse`. A run Lighthouse could
 * not finish (a runtime error on a busy machine) is tried once more; a score under 100 fails with the
 * failing audits named.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../../../scripts/lib.mjs';
import { loginCookie } from './http-login.ts';
import { ROUTE_VISITS, VISITOR_LOGINS, type Visitor } from './route-visits.ts';

const baseUrl = inject('baseUrl');

let chrome: chromeLauncher.LaunchedChrome;
const cookies = new Map<Visitor, string>();

beforeAll(async () => {
  chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: [...CHROMIUM_ARGS] });
  for (const [visitor, username] of Object.entries(VISITOR_LOGINS)) cookies.set(visitor as Visitor, await loginCookie(baseUrl, username));
});

afterAll(() => {
  chrome?.kill();
});

async function accessibility(path: string, as: Visitor) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(
      `${baseUrl}${path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['accessibility'],
        formFactor: 'mobile',
        // What the accessibility category does not read, left out to save CI's time: the full-page
        // screenshot and the about:blank step between pages.
        disableFullPageScreenshot: true,
        skipAboutBlank: true,
        extraHeaders: as === 'public' ? undefined : { Cookie: cookies.get(as)! },
      },
      {
        extends: 'lighthouse:default',
        // The page is audited once its requests and scripts have been quiet for half a second. 'simulate'
        // (the default) throttles nothing while loading, and with only this category it computes no timing;
        // 'provided' would stretch each wait to 5.25 s (Lighthouse's nonSimulatedSettingsOverrides): the 29 routes
        // took 473 s that way and 142 s this way, on the same loaded machine.
        settings: { pauseAfterFcpMs: 0, pauseAfterLoadMs: 500, networkQuietThresholdMs: 500, cpuQuietThresholdMs: 500 },
      },
    );
    const lhr = result?.lhr;
    const score = lhr?.categories.accessibility?.score;
    if (score != null || attempt === 2) {
      const failing = Object.values(lhr?.audits ?? {})
        .filter((audit) => audit.score === 0 && audit.scoreDisplayMode === 'binary')
        .map((audit) => `${audit.id}: ${audit.title}`);
      return { score: score == null ? (lhr?.runtimeError?.message ?? 'no result') : Math.round(score * 100), failing };
    }
  }
}

describe('Lighthouse accessibility (mobile)', () => {
  it.each(ROUTE_VISITS.map((visit) => [visit.label, visit.path, visit.as] as const))(
    '%s scores 100',
    { timeout: 120_000 },
    async (_label, path, as) => {
      const { score, failing } = await accessibility(path, as);
      expect({ score, failing }).toEqual({ score: 100, failing: [] });
    },
  );
});
