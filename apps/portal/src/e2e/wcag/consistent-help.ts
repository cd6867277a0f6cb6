/**
 * WCAG 3.2.6 Consistent Help, measured in the page: where each kind of help (the Contacts page, live
 * chat, phone, e-mail, the login help link) is offered, as a place that does not depend on page content.
 */
import type { Page } from 'playwright-core';
import { CHAT, loginTexts, navigationTexts } from '@portal/domain';

export type HelpKind = 'contacts' | 'live-chat' | 'phone' | 'e-mail' | 'help-link';

/** One place a help kind is offered on a page: e.g. 'menu 4/8' or 'main'. */
export interface HelpPlace {
  kind: HelpKind;
  place: string;
}

const NAMES: Record<string, HelpKind> = {
  [navigationTexts.sideMenu.contacts]: 'contacts',
  [navigationTexts.sideMenu.liveSupport]: 'live-chat',
  [CHAT.launcher]: 'live-chat',
  [loginTexts.havingTrouble]: 'help-link',
};

/**
 * Help on the page as loaded (its landmark: banner, navigation, main, contentinfo…), then in the side
 * menu opened from the banner's Menu button (its position among the menu's items, e.g. 'menu 4/8').
 */
export async function helpPlaces(page: Page): Promise<HelpPlace[]> {
  const onPage = await page.evaluate((names) => {
    const landmark = (el: Element) => {
      const holder = el.closest(
        'header, nav, main, footer, aside, [role="banner"], [role="navigation"], [role="main"], [role="contentinfo"]',
      );
      if (!holder) return 'body';
      return (
        holder.getAttribute('role') ??
        { header: 'banner', nav: 'navigation', main: 'main', footer: 'contentinfo', aside: 'complementary' }[holder.localName]
      );
    };
    const found: Array<{ kind: string; place: string }> = [];
    for (const el of document.querySelectorAll('a[href], button')) {
      if ((el as HTMLElement).closest('[hidden], [inert]') || !(el as HTMLElement).getClientRects().length) continue;
      const href = el.getAttribute('href') ?? '';
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
      const kind = href.startsWith('tel:') ? 'phone' : href.startsWith('mailto:') ? 'e-mail' : names[name];
      if (kind) found.push({ kind, place: landmark(el) ?? 'body' });
    }
    return found;
  }, NAMES);
  const menuButton = page.getByRole('banner').getByRole('button', { name: navigationTexts.menuButton });
  if ((await menuButton.count()) === 0) return onPage as HelpPlace[];
  await menuButton.click();
  const menu = page.getByRole('dialog');
  await menu.waitFor();
  const items = await menu
    .locator('a[href], button, [role="menuitem"]')
    .evaluateAll((els) => els.map((el) => (el.textContent ?? '').trim()));
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  // The close button is not an entry: positions count the menu's entries only.
  const entries = items.filter((name) => name && (Object.values(navigationTexts.sideMenu) as string[]).includes(name));
  const inMenu = entries.flatMap((name, i) => (NAMES[name] ? [{ kind: NAMES[name], place: `menu ${i + 1}/${entries.length}` }] : []));
  return [...(onPage as HelpPlace[]), ...inMenu];
}

/**
 * The finding: for each kind of help, the pages that offer it must share one place (a page may add
 * more help in its own content, as Contacts does). Pages are compared within one persona and width.
 */
export function inconsistentHelp(pages: ReadonlyMap<string, HelpPlace[]>): string[] {
  const findings: string[] = [];
  const kinds = new Set([...pages.values()].flat().map((h) => h.kind));
  for (const kind of kinds) {
    const offering = [...pages].filter(([, places]) => places.some((h) => h.kind === kind));
    const placeSets = offering.map(([, places]) => new Set(places.filter((h) => h.kind === kind).map((h) => h.place)));
    const common = [...(placeSets[0] ?? [])].filter((place) => placeSets.every((set) => set.has(place)));
    if (common.length === 0) {
      findings.push(
        `${kind} in no common place: ${offering.map(([name, p]) => `${name} ${p.filter((h) => h.kind === kind).map((h) => h.place)}`).join('; ')}`,
      );
    }
  }
  return findings;
}
