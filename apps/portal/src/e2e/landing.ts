/**
 * Where a client lands after logging in (spec §2 Welcome): news when the newest item is later than
 * the previous login, else home. Journeys that are about home accept either and then go home.
 */
import type { Page } from 'playwright-core';
import { mfaTexts, navigationTexts } from '@portal/domain';
import { paths } from '../shared/paths.ts';

export const LANDING = /\/client\/(home|news)$/;

/**
 * Waits for the post-login landing and, when it was news, follows the navigation's Home link (an
 * in-app navigation, not a reload: journeys with an installed clock keep their timers).
 */
export async function landOnHome(page: Page, baseUrl: string): Promise<void> {
  // A server that offers clients two-step login after sign-in (the topology's) shows the offer first: Not now.
  await page.waitForURL((url) => LANDING.test(url.pathname) || url.pathname === paths.twoStep.path);
  if (new URL(page.url()).pathname === paths.twoStep.path) {
    await page.getByRole('button', { name: mfaTexts.offerDecline }).click();
    await page.waitForURL(LANDING);
  }
  if (new URL(page.url()).pathname === paths.client.news.href()) {
    await page
      .getByRole('navigation', { name: navigationTexts.mainNavigation })
      .getByRole('link', { name: navigationTexts.nav.home })
      .click();
  }
  await page.waitForURL(`${baseUrl}${paths.client.home.href()}`);
}
