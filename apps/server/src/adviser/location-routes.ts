/**
 * The theme's fallback path (spec §7: "if not ok, follow the adviser's locations link then its theme
 * link"): a location resource with a `theme` link, and that theme. A user reads only the locations
 * it may see: an adviser its firm's, a client (or an adviser viewing one) the client's adviser's.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DEFAULT_HIGHLIGHT_COLOUR, resourceLinks } from '@portal/api';
import type { LocationTheme } from '@portal/api';
import type { Database } from '../db/schema.ts';
import { effectiveClientId } from '../auth/access.ts';
import { errors } from '../errors.ts';
import type { ActiveSession } from '../plugins/session.ts';
import { requireSession } from '../plugins/session.ts';
import { findLocation, themeLocationIdOf } from '../repositories/locations.ts';
import { visibleLocations } from './repository.ts';

export const locationLinks = {
  location: (locationId: number) => `/nui/nbs/locations/${locationId}/resource`,
  theme: (locationId: number) => `/nui/nbs/locations/${locationId}/theme`,
};

const params = z.object({ locationId: z.string().regex(/^\d{1,10}$/).transform(Number) }).strict();
type Params = z.infer<typeof params>;

async function mayRead(db: Kysely<Database>, session: ActiveSession, locationId: number): Promise<boolean> {
  const clientId = effectiveClientId(session);
  if (clientId !== null) return (await themeLocationIdOf(db, { clientId, adviserId: null })) === locationId;
  if (session.user.adviserId === null) return false;
  return (await visibleLocations(db, session.user.adviserId, locationId)).length > 0;
}

export async function locationResourceRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const readable = async (session: ActiveSession, locationId: number) => {
    if (!(await mayRead(db, session, locationId))) throw errors.forbidden();
    const location = await findLocation(db, locationId);
    if (!location) throw errors.notFound('No such location.');
    return location;
  };

  app.get<{ Params: Params }>('/nui/nbs/locations/:locationId/resource', { schema: { params } }, async (request) => {
    const location = await readable(requireSession(request), request.params.locationId);
    return {
      locationId: location.location_id,
      name: location.name,
      _links: { self: { href: locationLinks.location(location.location_id) }, theme: { href: locationLinks.theme(location.location_id) } },
    };
  });

  app.get<{ Params: Params; Reply: LocationTheme }>('/nui/nbs/locations/:locationId/theme', { schema: { params } }, async (request) => {
    const location = await readable(requireSession(request), request.params.locationId);
    const branded = location.highlight_colour !== null;
    return {
      themeName: branded ? (location.theme_name ?? `location-${location.location_id}`) : 'default',
      highlightColour: location.highlight_colour ?? DEFAULT_HIGHLIGHT_COLOUR,
      isBranded: branded,
      _links: {
        self: { href: locationLinks.theme(location.location_id) },
        logo: { href: resourceLinks.locationLogo(branded && location.logo_svg ? location.location_id : 'default') },
      },
    };
  });
}
