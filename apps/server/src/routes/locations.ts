/** Who-am-i and the theme of the user's adviser location with its logo (spec §7). */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DEFAULT_HIGHLIGHT_COLOUR, endpoints, resourceLinks } from '@portal/api';
import type { LocationTheme, WhoAmIResponse } from '@portal/api';
import type { Database } from '../db/schema.ts';
import { errors } from '../errors.ts';
import { requireSession } from '../plugins/session.ts';
import { effectiveClientId } from '../auth/access.ts';
import { findLocation, themeLocationIdOf } from '../repositories/locations.ts';

const DEFAULT_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" role="img" aria-label="Client portal"><rect width="240" height="64" rx="8" fill="#f78f21"/><circle cx="32" cy="32" r="14" fill="none" stroke="#fff" stroke-width="4"/><text x="56" y="40" font-family="Helvetica, Arial, sans-serif" font-size="20" font-weight="700" fill="#fff">Client portal</text></svg>`;

const DEFAULT_THEME: LocationTheme = {
  themeName: 'default',
  highlightColour: DEFAULT_HIGHLIGHT_COLOUR,
  isBranded: false,
  _links: { self: { href: endpoints.rootLocation }, logo: { href: resourceLinks.locationLogo('default') } },
};

const logoParams = z.object({ locationId: z.union([z.literal('default'), z.string().regex(/^\d{1,10}$/).transform(Number)]) }).strict();

export async function locationRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.get<{ Reply: WhoAmIResponse }>(endpoints.whoAmI, async (request) => {
    const session = requireSession(request);
    return { location: await themeLocationIdOf(db, { clientId: effectiveClientId(session), adviserId: session.user.adviserId }) };
  });

  app.get<{ Reply: LocationTheme }>(endpoints.rootLocation, async (request) => {
    const session = requireSession(request);
    const locationId = await themeLocationIdOf(db, { clientId: effectiveClientId(session), adviserId: session.user.adviserId });
    const location = locationId === null ? undefined : await findLocation(db, locationId);
    if (!location?.highlight_colour) return DEFAULT_THEME;
    return {
      themeName: location.theme_name ?? `location-${location.location_id}`,
      highlightColour: location.highlight_colour,
      isBranded: true,
      _links: { self: { href: endpoints.rootLocation }, logo: { href: resourceLinks.locationLogo(location.logo_svg ? location.location_id : 'default') } },
    };
  });

  app.get<{ Params: z.infer<typeof logoParams> }>('/nui/nbs/locations/:locationId/logo', { schema: { params: logoParams } }, async (request, reply) => {
    requireSession(request);
    const { locationId } = request.params;
    let svg = DEFAULT_LOGO;
    if (locationId !== 'default') {
      const location = await findLocation(db, locationId);
      if (!location) throw errors.notFound('No such location.');
      svg = location.logo_svg ?? DEFAULT_LOGO;
    }
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'private, max-age=3600')
      // An SVG opened directly must not run script.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(svg);
  });
}
