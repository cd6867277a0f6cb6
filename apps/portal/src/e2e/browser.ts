/** Debian's Chromium through playwright-core (never downloads a browser), plus axe-core. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type LaunchOptions, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../../scripts/lib.mjs';

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

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe-core on the page and returns the violations: the WCAG 2.0/2.1/2.2 A and AA rules and best
 * practices, or only the axe rules named in `rules` (those this axe-core knows).
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, so the page's strict CSP stays on.
  await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, rules }) => {
      // A colour mid-transition (a button's 120 ms background when the firm theme replaces the default one) is
      // not what anyone reads: let finite transitions and animations end first (spinners loop forever: skipped).
      const settling = document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined));
      await Promise.race([Promise.all(settling), new Promise((resolve) => setTimeout(resolve, 1000))]);
      const axe = (
        window as unknown as {
          axe: {
            run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }>;
            getRules: () => Array<{ ruleId: string }>;
          };
        }
      ).axe;
      const known = new Set(axe.getRules().map((r) => r.ruleId));
      // The whole page, react-aria's live announcer included: Button announces its pending state as text.
      const result = await axe.run(document, {
        runOnly: rules ? { type: 'rule', values: rules.filter((r) => known.has(r)) } : { type: 'tag', values: tags },
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target })),
      }));
    },
    { tags: AXE_TAGS, rules: rules ? [...rules] : undefined },
  );
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
}

/**
 * The audits Lighthouse's accessibility category scores (weight > 0), each an axe rule of the same id:
 * no violation of these is Lighthouse's accessibility 100, checked with axe on a page already open
 * (issue 35 item 2: every route in CI without a Lighthouse run per route).
 */
export async function lighthouseAccessibilityRules(): Promise<string[]> {
  const { default: config } = (await import('lighthouse/core/config/default-config.js')) as {
    default: { categories?: Record<string, { auditRefs: Array<{ id: string; weight: number }> }> };
  };
  return (config.categories?.accessibility?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id);
}
