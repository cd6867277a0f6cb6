/**
 * WCAG 2.2 AA criteria axe cannot check, on every route of wcag/routes.ts in Chromium: 1.4.10 reflow
 * at 320 px, 2.4.11/2.4.7 focus seen and indicated (≥ 3:1) while tabbing at 390 and 1440 px, 2.5.8
 * target size, 1.4.12 text spacing and 1.4.4 200 % text without clipping, 3.3.8 autocomplete.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { isKnownException, type WcagCheck } from '../features/accessibility/known-exceptions.ts';
import {
  autocompleteFindings,
  clippedTextFindings,
  focusStop,
  reflowFindings,
  targetSizeFindings,
  TEXT_SPACING_CSS,
} from './wcag/checks.ts';
import { WCAG_ROUTES, type WcagRoute } from './wcag/routes.ts';
import { personaContexts } from './wcag/sign-in.ts';

const baseUrl = inject('baseUrl');
const MAX_TABS = 60;
const contextFor = personaContexts(() => baseUrl);

async function open(route: WcagRoute, width: number, height = 800): Promise<Page> {
  const context = await contextFor(route.persona);
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  await route.prepare?.(page, baseUrl);
  await page.goto(`${baseUrl}${route.path}`);
  await page.locator(route.ready).first().waitFor({ state: 'attached', timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  return page;
}

// WCAG_ROUTE=home,analysis runs only those routes (while fixing one page).
const only = process.env.WCAG_ROUTE?.split(',');
const routes = only ? WCAG_ROUTES.filter((r) => only.includes(r.name)) : WCAG_ROUTES;

/** Findings not listed as known exceptions (the list the accessibility statement publishes). */
function unknown(check: WcagCheck, route: WcagRoute, findings: string[]): string[] {
  return findings.filter((finding) => !isKnownException(check, route.name, finding));
}

describe.each(routes)('$name ($persona)', (route) => {
  it('1.4.10 reflows at 320 px: no sideways scrolling, wide content in a labelled focusable region', async () => {
    const page = await open(route, 320, 640);
    try {
      expect(unknown('reflow', route, await reflowFindings(page))).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('1.4.12 text spacing and 1.4.4 200 % text clip no text', async () => {
    const page = await open(route, 1280);
    try {
      await page.addStyleTag({ content: TEXT_SPACING_CSS });
      expect(unknown('text-spacing', route, await clippedTextFindings(page)), 'text spacing at 1280 px').toEqual([]);
      // 200 % text in a 1280 px window lays the page out as a 640 px one at twice the size.
      await page.setViewportSize({ width: 640, height: 800 });
      await page.addStyleTag({ content: ':root { zoom: 2; }' });
      expect(unknown('text-spacing', route, await clippedTextFindings(page)), '200 % text').toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('2.5.8 targets are at least 24 × 24 or spaced (at 390 and 1440 px)', async () => {
    for (const width of [390, 1440]) {
      const page = await open(route, width);
      try {
        expect(unknown('target-size', route, await targetSizeFindings(page)), `${width} px`).toEqual([]);
      } finally {
        await page.close();
      }
    }
  });

  it('3.3.8 password and code fields accept password managers', async () => {
    const page = await open(route, 1280);
    try {
      expect(unknown('autocomplete', route, await autocompleteFindings(page))).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('2.4.11 and 2.4.7: every focused control is seen, its indicator ≥ 3:1, at 390 and 1440 px', async () => {
    for (const width of [390, 1440]) {
      const page = await open(route, width, width < 800 ? 700 : 900);
      try {
        const problems: string[] = [];
        const seen = new Set<string>();
        let stops = 0;
        for (let i = 0; i < MAX_TABS; i += 1) {
          await page.keyboard.press('Tab');
          const stop = await focusStop(page);
          if (!stop) break;
          if (seen.has(stop.what) && i > 3) break; // wrapped round to the start
          seen.add(stop.what);
          stops += 1;
          if (!stop.visible) problems.push(`${width} px: obscured ${stop.what}`);
          if (stop.contrast < 3) problems.push(`${width} px: focus indicator ${stop.contrast}:1 on ${stop.what}`);
        }
        expect(unknown('focus', route, problems)).toEqual([]);
        // A page with focusable controls must have reached at least one (else the loop proved nothing).
        const focusable = await page.locator('a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea').count();
        if (focusable > 0) expect(stops, 'focus stops reached by Tab').toBeGreaterThan(0);
      } finally {
        await page.close();
      }
    }
  });
});
