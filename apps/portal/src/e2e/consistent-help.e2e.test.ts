/**
 * WCAG 3.2.6 Consistent Help over the WCAG route list in Chromium: for each persona and at 390 and
 * 1440 px, every kind of help (Contacts, live chat, phone, e-mail, the login help link) sits in one
 * place common to every page that offers it.
 */
import { describe, expect, inject, it } from 'vitest';
import { helpPlaces, inconsistentHelp, type HelpPlace } from './wcag/consistent-help.ts';
import { WCAG_ROUTES, type Persona } from './wcag/routes.ts';
import { personaContexts } from './wcag/sign-in.ts';

const baseUrl = inject('baseUrl');
const contextFor = personaContexts(() => baseUrl);

async function placesOn(persona: Persona, width: number): Promise<Map<string, HelpPlace[]>> {
  const context = await contextFor(persona);
  const pages = new Map<string, HelpPlace[]>();
  for (const route of WCAG_ROUTES.filter((r) => r.persona === persona)) {
    const page = await context.newPage();
    try {
      await page.setViewportSize({ width, height: 800 });
      await route.prepare?.(page, baseUrl);
      await page.goto(`${baseUrl}${route.path}`);
      await page.locator(route.ready).first().waitFor({ state: 'attached', timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      pages.set(route.name, await helpPlaces(page));
    } finally {
      await page.close();
    }
  }
  return pages;
}

describe('the finding itself', () => {
  it('reports a kind of help that moves between pages, and accepts extra help in one page’s content', () => {
    const moved = new Map<string, HelpPlace[]>([
      ['a', [{ kind: 'contacts', place: 'menu 4/8' }]],
      ['b', [{ kind: 'contacts', place: 'menu 5/8' }]],
    ]);
    expect(inconsistentHelp(moved)).toHaveLength(1);
    const extra = new Map<string, HelpPlace[]>([
      ['a', [{ kind: 'live-chat', place: 'menu 5/8' }]],
      [
        'contacts',
        [
          { kind: 'live-chat', place: 'main' },
          { kind: 'live-chat', place: 'menu 5/8' },
        ],
      ],
    ]);
    expect(inconsistentHelp(extra)).toEqual([]);
  });
});

describe.each(['public', 'client', 'impersonated'] as const)('%s pages', (persona) => {
  it.each([390, 1440])('offer each kind of help in one common place at %i px', async (width) => {
    const pages = await placesOn(persona, width);
    expect(inconsistentHelp(pages)).toEqual([]);
    // Not vacuous: the client shell offers Contacts and live chat on every page (from its side menu).
    if (persona === 'client') {
      for (const [name, places] of pages)
        expect(
          places.map((h) => h.kind),
          name,
        ).toEqual(expect.arrayContaining(['contacts', 'live-chat']));
    }
  });
});
