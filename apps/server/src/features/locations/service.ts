/**
 * Location rules: who may read which location (an adviser its firm's; a client, or an adviser viewing
 * one, the client's adviser's), and the theme a location answers (firm colour and logo, or the default).
 */
import type { Kysely } from 'kysely';
import { DEFAULT_HIGHLIGHT_COLOUR, href, resourceLinks, routes } from '@portal/api';
import type { LocationTheme } from '@portal/api';
import type { Database } from '../../db/schema.ts';
import { errors } from '../../http-error.ts';
import type { ActiveSession } from '../../access/session-types.ts';
import { visibleLocations } from '../../access/adviser-visibility.ts';
import { effectiveClientId } from '../../access/access.ts';
import { findLocation, themeLocationIdOf } from './repository.ts';

export const DEFAULT_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" role="img" aria-label="Client portal"><rect width="240" height="64" rx="8" fill="#f78f21"/><circle cx="32" cy="32" r="14" fill="none" stroke="#fff" stroke-width="4"/><text x="56" y="40" font-family="Helvetica, Arial, sans-serif" font-size="20" font-weight="700" fill="#fff">Client portal</text></svg>`;

const rootLocationHref = href(routes.rootLocation, {});

export const DEFAULT_THEME: LocationTheme = {
  themeName: 'default',
  highlightColour: DEFAULT_HIGHLIGHT_COLOUR,
  isBranded: false,
  _links: { self: { href: rootLocationHref }, logo: { href: resourceLinks.locationLogo('default') } },
};

/** The theme of the session's own location (GET /nui/nbs/locations/1): the firm's, or the default. */
export async function sessionTheme(db: Kysely<Database>, session: ActiveSession): Promise<LocationTheme> {
  const locationId = await themeLocationIdOf(db, { clientId: effectiveClientId(session), adviserId: session.user.adviserId });
  const location = locationId === null ? undefined : await findLocation(db, locationId);
  if (!location?.highlight_colour) return DEFAULT_THEME;
  return {
    themeName: location.theme_name ?? `location-${location.location_id}`,
    highlightColour: location.highlight_colour,
    isBranded: true,
    _links: {
      self: { href: rootLocationHref },
      logo: { href: resourceLinks.locationLogo(location.logo_svg ? location.location_id : 'default') },
    },
  };
}

async function mayRead(db: Kysely<Database>, session: ActiveSession, locationId: number): Promise<boolean> {
  const clientId = effectiveClientId(session);
  if (clientId !== null) return (await themeLocationIdOf(db, { clientId, adviserId: null })) === locationId;
  if (session.user.adviserId === null) return false;
  return (await visibleLocations(db, session.user.adviserId, locationId)).length > 0;
}

/** A location the session may read, or 403 / 404. */
export async function readableLocation(db: Kysely<Database>, session: ActiveSession, locationId: number) {
  if (!(await mayRead(db, session, locationId))) throw errors.forbidden();
  const location = await findLocation(db, locationId);
  if (!location) throw errors.notFound('No such location.');
  return location;
}
