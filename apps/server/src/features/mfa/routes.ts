/**
 * Second factors (issue 30): passkey sign-in (a passkey alone signs in; it also completes a password
 * login's second step), an app or recovery code as the second step, enrolment and removal, and the
 * re-authentication sensitive changes need. A session waiting for its second step reaches only these
 * calls (plugins/session.ts). Every change to the factors rotates the session id, ends the user's other
 * sessions and sends an e-mail notice.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { HttpError, errors } from '../../http-error.ts';
import { securityEvent } from '../../plugins/security-events.ts';
import type { ActiveSession, SessionData } from '../../access/session-types.ts';
import { isAgent } from '../../access/access.ts';
import { requireFreshFactor } from '../../access/fresh-factor.ts';
import { verifyPassword } from '../../access/passwords.ts';
import { endSessions, recordLoginSuccess } from '../../access/repository.ts';
import { clearThrottle, reserveThrottledAttempt } from '../../access/throttle-store.ts';
import { buildUserSession } from '../../access/user-session.ts';
import { endpoint } from '../endpoint.ts';
import { newTotpSecret, sealSecret, totpUri } from './factors.ts';
import { noticeSender } from '../../shared/notices.ts';
import { findMfaUser } from '../../shared/user-contact.ts';
import * as repo from './repository.ts';
import {
  acceptTotp,
  assertMayRemove,
  codesForFirstFactor,
  dropCodesWhenNoFactor,
  issueRecoveryCodes,
  mfaStatus,
  verifySecondFactor,
} from './service.ts';
import { authenticationOptions, registrationOptions, verifyAssertion, verifyRegistration } from './webauthn.ts';

export default async function mfaRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const notify = noticeSender(app);

  /** The user's own login, not an adviser viewing a client (whose writes are read-only anyway). */
  const ownSession = (request: FastifyRequest): ActiveSession => {
    const session = request.viewer;
    if (session.data.impersonatedClientId != null) throw new HttpError(403, 'ReadOnly');
    return session;
  };

  /** A full session for the user (new id), with a fresh factor now. */
  const signIn = async (request: FastifyRequest, reply: FastifyReply, userId: number, previousLogin: Date | null) => {
    const data: SessionData = { previousLogin: previousLogin?.toISOString() ?? null, authAt: config.now().toISOString() };
    await app.sessions.start(request, reply, userId, data);
    return buildUserSession(db, userId, data, app.sessionPreferences, config.mfaOffer);
  };

  /**
   * After a change to the factors: the other sessions end, this one gets a new id (and leaves an
   * enrolment step: a factor is held now), and the user is told by e-mail.
   */
  const afterChange = async (request: FastifyRequest, reply: FastifyReply, session: ActiveSession) => {
    await endSessions(db, session.user.userId, session.idHash);
    const { mfa: _step, ...data } = session.data;
    // A rotation: the absolute lifetime still counts from the sign-in (review M4).
    await app.sessions.start(request, reply, session.user.userId, data, { rotate: true });
    notify(session.user.userId, 'mfaChanged');
    securityEvent(request, 'mfa.changed', { userId: session.user.userId });
  };

  const statusOf = (session: ActiveSession) => mfaStatus(db, { userId: session.user.userId, clientId: session.user.clientId });

  /** Changing the factors needs a fresh factor; an enrolment right after the password has one. */
  const changing = (request: FastifyRequest): ActiveSession => {
    const session = ownSession(request);
    requireFreshFactor(session, config.now(), config.freshFactorSeconds);
    return session;
  };

  api.route({
    ...endpoint('passkeySigninOptions'),
    handler: async (request) => {
      // Anonymous: any passkey of this site (the browser offers them). With a session (a second step,
      // or a re-authentication): that user's own.
      return { ...(await authenticationOptions(db, config, request.session?.user.userId ?? null)) };
    },
  });

  api.route({
    ...endpoint('passkeySignin'),
    handler: async (request, reply) => {
      let userId: number;
      try {
        userId = await verifyAssertion(db, config, request.body.response as unknown as AuthenticationResponseJSON);
      } catch (error) {
        securityEvent(request, 'passkey.failure', {});
        throw error;
      }
      // A second step completes only the login it belongs to.
      if (request.session && request.session.user.userId !== userId) throw errors.incorrectCredentials();
      const user = await findMfaUser(db, userId);
      if (!user) throw errors.incorrectCredentials();
      if (user.locked_at) throw errors.locked();
      const previous = request.session
        ? request.session.data.previousLogin
          ? new Date(request.session.data.previousLogin)
          : null
        : user.last_login;
      if (!request.session) await recordLoginSuccess(db, userId, config.now());
      securityEvent(request, 'login.success', { userId, factor: 'passkey' });
      return signIn(request, reply, userId, previous);
    },
  });

  api.route({
    ...endpoint('mfaVerify'),
    handler: async (request, reply) => {
      const session = request.session;
      if (!session || session.data.mfa !== 'verify') throw errors.unauthorized();
      try {
        await verifySecondFactor(db, config, session.user.userId, request.body);
      } catch (error) {
        securityEvent(request, 'mfa.failure', { userId: session.user.userId, method: request.body.method });
        throw error;
      }
      securityEvent(request, 'mfa.success', { userId: session.user.userId, method: request.body.method });
      if (request.body.method === 'recovery') notify(session.user.userId, 'mfaChanged');
      return signIn(request, reply, session.user.userId, session.data.previousLogin ? new Date(session.data.previousLogin) : null);
    },
  });

  api.route({ ...endpoint('mfaStatus', { viewer: true }), handler: async (request) => statusOf(ownSession(request)) });

  // 'Not now' to the offer of two-step login after sign-in: not offered again for MFA_OFFER_PAUSE_DAYS.
  api.route({
    ...endpoint('mfaOfferDecline', { viewer: true }),
    handler: async (request) => {
      await repo.declineOffer(db, ownSession(request).user.userId);
      return {};
    },
  });

  api.route({
    ...endpoint('passkeyRegisterOptions', { viewer: true }),
    handler: async (request) => {
      const session = changing(request);
      const profile = await findMfaUser(db, session.user.userId);
      return {
        ...(await registrationOptions(db, config, {
          userId: session.user.userId,
          username: session.user.username,
          displayName: profile?.username ?? '',
        })),
      };
    },
  });

  api.route({
    ...endpoint('passkeyRegister', { viewer: true }),
    handler: async (request, reply) => {
      const session = changing(request);
      const now = config.now();
      const credential = await verifyRegistration(
        db,
        config,
        session.user.userId,
        request.body.response as unknown as RegistrationResponseJSON,
      );
      if (await repo.findPasskey(db, credential.credentialId)) throw new HttpError(409, 'Invalid', 'This passkey is already registered.');
      await repo.insertPasskey(db, { ...credential, userId: session.user.userId, name: request.body.name ?? 'Passkey', now });
      const recoveryCodes = await codesForFirstFactor(db, session.user.userId, now);
      await afterChange(request, reply, session);
      return { status: await statusOf(session), recoveryCodes };
    },
  });

  api.route({
    ...endpoint('passkeyRemove', { viewer: true }),
    handler: async (request, reply) => {
      const session = changing(request);
      await assertMayRemove(db, { userId: session.user.userId, clientId: session.user.clientId }, 'passkey');
      if (!(await repo.deletePasskey(db, session.user.userId, request.params.credentialId))) throw errors.notFound();
      await dropCodesWhenNoFactor(db, session.user.userId);
      await afterChange(request, reply, session);
      return { status: await statusOf(session), recoveryCodes: null };
    },
  });

  api.route({
    ...endpoint('totpSetup', { viewer: true }),
    handler: async (request) => {
      const session = changing(request);
      const secret = newTotpSecret();
      if (!(await repo.putPendingTotp(db, session.user.userId, sealSecret(secret, config.codeSecret), config.now())))
        throw new HttpError(409, 'Invalid', 'An authenticator app is already set up.');
      return { secret, uri: totpUri(secret, session.user.username) };
    },
  });

  api.route({
    ...endpoint('totpConfirm', { viewer: true }),
    handler: async (request, reply) => {
      const session = changing(request);
      if (!(await acceptTotp(db, config, session.user.userId, request.body.code, true)))
        throw new HttpError(400, 'Invalid', 'The code is not right.');
      const recoveryCodes = await codesForFirstFactor(db, session.user.userId, config.now());
      await afterChange(request, reply, session);
      return { status: await statusOf(session), recoveryCodes };
    },
  });

  api.route({
    ...endpoint('totpRemove', { viewer: true }),
    handler: async (request, reply) => {
      const session = changing(request);
      await assertMayRemove(db, { userId: session.user.userId, clientId: session.user.clientId }, 'totp');
      if (!(await repo.deleteTotp(db, session.user.userId))) throw errors.notFound();
      await dropCodesWhenNoFactor(db, session.user.userId);
      await afterChange(request, reply, session);
      return { status: await statusOf(session), recoveryCodes: null };
    },
  });

  api.route({
    ...endpoint('recoveryCodes', { viewer: true }),
    handler: async (request, reply) => {
      const session = changing(request);
      const status = await statusOf(session);
      if (status.passkeys.length === 0 && !status.totp) throw new HttpError(409, 'Invalid', 'Two-step login is off.');
      const recoveryCodes = await issueRecoveryCodes(db, session.user.userId, config.now());
      await afterChange(request, reply, session);
      return { status: await statusOf(session), recoveryCodes };
    },
  });

  api.route({
    ...endpoint('mfaOff', { viewer: true }),
    handler: async (request, reply) => {
      const session = changing(request);
      // Advisers and support agents keep theirs (issue 30: they must hold a second factor).
      if (isAgent(session) || session.user.clientId === null)
        throw new HttpError(403, 'Forbidden', 'Advisers and support agents keep a second factor.');
      const status = await statusOf(session);
      if (status.passkeys.length === 0 && !status.totp) throw new HttpError(409, 'Invalid', 'Two-step login is off.');
      await repo.deleteAllFactors(db, session.user.userId);
      await afterChange(request, reply, session);
      return { status: await statusOf(session), recoveryCodes: null };
    },
  });

  api.route({
    ...endpoint('reauthenticate', { viewer: true }),
    handler: async (request, reply) => {
      const session = ownSession(request);
      const now = config.now();
      const body = request.body;
      if ('password' in body) {
        // Wrong passwords count in the user's throttle, as at login.
        const key = `reauth:${session.user.userId}`;
        if (!(await reserveThrottledAttempt(db, key, now, config.login.lockoutThreshold)).admitted) throw errors.locked();
        const user = await findMfaUser(db, session.user.userId);
        if (!user || !(await verifyPassword(user.password_hash, body.password))) {
          securityEvent(request, 'reauth.failure', { userId: session.user.userId });
          throw new HttpError(400, 'IncorrectCredentials', 'The password is not right.');
        }
        await clearThrottle(db, [key], now);
      } else {
        const userId = await verifyAssertion(db, config, body.passkey as unknown as AuthenticationResponseJSON);
        if (userId !== session.user.userId) throw new HttpError(400, 'IncorrectCredentials', 'The passkey is not yours.');
      }
      securityEvent(request, 'reauth.success', { userId: session.user.userId });
      // A new id with the fresh time: the old id (and whatever may have seen it) is done.
      await app.sessions.start(request, reply, session.user.userId, { ...session.data, authAt: now.toISOString() }, { rotate: true });
      return {};
    },
  });
}
