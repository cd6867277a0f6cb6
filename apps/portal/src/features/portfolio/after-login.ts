/**
 * Where the client root leads after login (spec §2 Welcome): the welcome screen on the first login
 * (no previous login), news when the newest item is later than the last login, otherwise home.
 * Screens that do not exist yet in this build are skipped, so no link is dead.
 */
import { NO_ADVISER_ID, type ClientResource } from '@portal/api/browser';
import { AVAILABLE_CLIENT_SCREENS, paths } from '../../shared/paths.ts';

/** Usernames already welcomed in this page load: the greeting shows once, not on every visit to /client. */
const welcomed = new Set<string>();

export function markWelcomed(username: string): void {
  welcomed.add(username);
}

export type AfterLogin = { kind: 'welcome' } | { kind: 'redirect'; to: string };

export interface AfterLoginInput {
  username: string;
  lastLogin: string | null;
  newestNewsDate: string | null;
  /**
   * The server's answer to the same question (client resource `newsSinceLastLogin`: the real feed's
   * newest item against the previous login); when given it decides, as the portal holds no feed at /client.
   */
  newsSinceLastLogin?: boolean;
  screens?: ReadonlySet<string>;
}

export function afterLogin(input: AfterLoginInput): AfterLogin {
  const screens = input.screens ?? AVAILABLE_CLIENT_SCREENS;
  if (input.lastLogin === null && !welcomed.has(input.username)) return { kind: 'welcome' };
  const newsIsNew =
    input.newsSinceLastLogin ??
    (input.newestNewsDate !== null &&
      input.lastLogin !== null &&
      new Date(input.newestNewsDate).getTime() > new Date(input.lastLogin).getTime());
  if (newsIsNew && screens.has('news')) return { kind: 'redirect', to: paths.client.news.href() };
  return { kind: 'redirect', to: paths.client.home.href() };
}

/** A real adviser: present and not the no-adviser placeholder (spec §1). */
export function hasRealAdviser(client: Pick<ClientResource, 'adviser' | 'adviserId'>): boolean {
  return client.adviser !== null && client.adviserId !== NO_ADVISER_ID;
}
