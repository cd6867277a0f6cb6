/**
 * Who-am-i, the theme of the user's location with its logo (spec §7), and the theme's fallback path
 * ("if not ok, follow the adviser's locations link then its theme link"): a location resource with
 * a `theme` link, and that theme.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_HIGHLIGHT_COLOUR, resourceLinks } from '@portal/api';
import { effectiveClientId } from '../../access/access.ts';
import { endpoint } from '../endpoint.ts';
import { themeLocationIdOf } from './repository.ts';
import { DEFAULT_LOGO, readableLocation, sessionTheme } from './service.ts';

export default async function locationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpoint('whoAmI', { viewer: true }),
    handler: async (request) => {
      const session = request.viewer;
      return { location: await themeLocationIdOf(db, { clientId: effectiveClientId(session), adviserId: session.user.adviserId }) };
    },
  });

  api.route({ ...endpoint('rootLocation', { viewer: true }), handler: async (request) => sessionTheme(db, request.viewer) });

  api.route({
    ...endpoint('locationLogo', { viewer: true }),
    handler: async (request, reply) => {
      const session = request.viewer;
      const { locationId } = request.params;
      // Decided (hardening, issue 14): a firm's logo is read like its theme — by users of that firm
      // and the clients it advises — not by every logged-in user; the default logo by anyone logged in.
      const svg = locationId === 'default' ? DEFAULT_LOGO : ((await readableLocation(db, session, locationId)).logo_svg ?? DEFAULT_LOGO);
      return (
        reply
          .type('image/svg+xml')
          // An SVG opened directly must not run script.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; sandbox")
          .send(svg)
      );
    },
  });

  api.route({
    ...endpoint('locationResource', { viewer: true }),
    handler: async (request) => {
      const location = await readableLocation(db, request.viewer, request.params.locationId);
      return {
        locationId: location.location_id,
        name: location.name,
        _links: {
          self: { href: resourceLinks.locationResource(location.location_id) },
          theme: { href: resourceLinks.locationTheme(location.location_id) },
        },
      };
    },
  });

  api.route({
    ...endpoint('locationTheme', { viewer: true }),
    handler: async (request) => {
      const location = await readableLocation(db, request.viewer, request.params.locationId);
      const branded = location.highlight_colour !== null;
      return {
        themeName: branded ? (location.theme_name ?? `location-${location.location_id}`) : 'default',
        highlightColour: location.highlight_colour ?? DEFAULT_HIGHLIGHT_COLOUR,
        isBranded: branded,
        _links: {
          self: { href: resourceLinks.locationTheme(location.location_id) },
          logo: { href: resourceLinks.locationLogo(branded && location.logo_svg ? location.location_id : 'default') },
        },
      };
    },
  });
}
