/**
 * `fastify.sessionPreferences`: the reader of a client's preferences that every session answer holds
 * (spec §3). The preferences feature owns it; app.ts passes it here, so the features that build a session
 * answer (auth, adviser, mfa) and the access kernel's user-session.ts import no other feature.
 */
import fp from 'fastify-plugin';
import type { PreferencesReader } from '../access/impersonated-session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessionPreferences: PreferencesReader;
  }
}

export default fp<{ sessionPreferences: PreferencesReader }>(
  async (app, { sessionPreferences }) => {
    app.decorate('sessionPreferences', sessionPreferences);
  },
  { name: 'session-preferences', fastify: '5.x' },
);
