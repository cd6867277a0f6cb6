/**
 * The transactions bench's side-by-side load: per round and per portal build, fetching every page
 * alone in the page, then opening the page until every event is shown. Rounds interleave builds,
 * so a drifting machine load hits each alike; each round's ratio is its own open ÷ fetch.
 */
import type { Page } from 'playwright-core';
import { figure, median } from './harness.ts';
import { openUntilAllShown } from './transactions-probes.ts';

export interface OpenTarget {
  label: string;
  baseUrl: string;
  page: Page;
}

interface Samples {
  alone: number[];
  open: number[];
  fromFirstRequest: number[];
}

export async function openRounds(targets: OpenTarget[], firstHref: string, accountNumber: string, rounds: number): Promise<void> {
  const samples = targets.map((): Samples => ({ alone: [], open: [], fromFirstRequest: [] }));
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, { baseUrl, page }] of targets.entries()) {
      const s = samples[i] as Samples;
      await page.goto(`${baseUrl}/client/home`);
      await page.waitForLoadState('networkidle');
      s.alone.push(await page.evaluate(fetchEveryPage, firstHref));
      const [shownAt, firstRequestAt] = await openUntilAllShown(page, `${baseUrl}/client/transactions/${accountNumber}/ALL_DATES`);
      s.open.push(shownAt);
      s.fromFirstRequest.push(shownAt - firstRequestAt);
    }
  }
  for (const [i, { label }] of targets.entries()) {
    const s = samples[i] as Samples;
    const ratios = s.open.map((v, r) => v / (s.alone[r] as number));
    const fromFirst = s.fromFirstRequest.map((v, r) => v / (s.alone[r] as number));
    console.log(`  [${label}]`);
    figure('browser: fetch every page alone (in the page)', median(s.alone), 'ms', `runs ${s.alone.map((v) => v.toFixed(0)).join(', ')}`);
    figure('browser: open page → all events shown', median(s.open), 'ms', `runs ${s.open.map((v) => v.toFixed(0)).join(', ')}`);
    figure(
      '  ratio open ÷ fetch alone, median of rounds',
      `${median(ratios).toFixed(2)}×`,
      '',
      `rounds ${ratios.map((v) => v.toFixed(2)).join(', ')}; budget 1.5×`,
    );
    figure(
      '  first events request → all shown ÷ fetch alone',
      `${median(fromFirst).toFixed(2)}×`,
      '',
      'the rest: document, session, account',
    );
  }
}

/** Every page through the next links, in the page; ms. */
async function fetchEveryPage(first: string): Promise<number> {
  const t0 = performance.now();
  let href: string | undefined = first;
  while (href) {
    const body = (await (await fetch(href)).json()) as { _links: { next?: { href: string } } };
    href = body._links.next?.href;
  }
  return performance.now() - t0;
}
