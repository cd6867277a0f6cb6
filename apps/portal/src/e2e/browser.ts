/** Debian's Chromium through playwright-core (never downloads a browser), plus axe-core. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type LaunchOptions, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../../testing/chromium.ts';

const require = createRequire(import.meta.url);

export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({ ...options, ...chromiumLaunchOptions() });
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Runs axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on the page and returns the violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, so the page's strict CSP stays on.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // A colour mid-transition (a button's 120 ms background when the firm theme replaces the default one) is
    // not what anyone reads: let finite transitions and animations end first (spinners loop forever: skipped).
    const settling = document
      .getAnimations()
      .filter((a) => a.effect?.getTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined));
    await Promise.race([Promise.all(settling), new Promise((resolve) => setTimeout(resolve, 1000))]);
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    // The whole page, react-aria's live announcer included: Button announces its pending state as text.
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
}
