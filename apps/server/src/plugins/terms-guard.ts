/**
 * The terms, enforced on the server (security review L10, ASVS 2.3.1): a client who has not accepted
 * the terms reads and changes no client data, whatever calls it makes — every route that serves or
 * changes a client's data answers 403 TermsNotAccepted until POST /nui/nbs/acceptTerms. The session
 * calls (login, session info, keepalive, logout), the terms themselves, the password change, the
 * public forms, live support and the reports stay open. Agents are treated as having accepted (spec §4).
 */
import fp from 'fastify-plugin';
import { routes } from '@portal/api';
import { isAgent } from '../access/access.ts';
import { HttpError } from '../http-error.ts';

/** The routes a client without accepted terms may still call (`METHOD path`). */
export const TERMS_EXEMPT: ReadonlySet<string> = new Set(
  [
    routes.login,
    routes.logout,
    routes.keepalive,
    routes.sessionInfo,
    routes.register,
    routes.forgottenPassword,
    routes.resetPassword,
    routes.newPassword,
    routes.reset,
    routes.changePassword,
    routes.acceptTerms,
    routes.whoAmI,
    routes.rootLocation,
    routes.locationLogo,
    routes.locationTheme,
    routes.errorLog,
    routes.cspReport,
    routes.devOutbox,
    routes.printState,
    routes.supportConversations,
    routes.supportStart,
    routes.supportVerifyEmail,
    routes.supportConversation,
    routes.supportSend,
    routes.supportEnd,
    routes.supportTranscript,
    routes.supportQueue,
    routes.supportClaim,
    routes.supportEvents,
  ].map((r) => `${r.method} ${r.path}`),
);

export default fp(
  async (app) => {
    // After the session plugin's onRequest hook (registered before this one) has loaded the session.
    app.addHook('onRequest', async (request) => {
      const session = request.session;
      if (!session || session.user.termsAccepted || isAgent(session)) return;
      const route = request.routeOptions.url;
      if (route === undefined || !route.startsWith('/nui/')) return;
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      if (TERMS_EXEMPT.has(`${method} ${route}`)) return;
      throw new HttpError(403, 'TermsNotAccepted');
    });
  },
  { name: 'terms-guard', fastify: '5.x', dependencies: ['session'] },
);
