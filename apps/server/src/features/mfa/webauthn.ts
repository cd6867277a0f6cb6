/**
 * Passkeys through @simplewebauthn/server. The relying party is the portal's configured public address
 * (PORTAL_PUBLIC_URL) — never a request header. Without one, outside production, it is `localhost` on
 * any port (WebAuthn needs a domain name: an IP address is no relying party). Challenges are stored one
 * use and short-lived, and taken as the library checks them (webauthn_challenges).
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import * as repo from './repository.ts';

export const CHALLENGE_TTL_SECONDS = 300;
const RP_NAME = 'Client portal';

interface RelyingParty {
  rpID: string;
  /** The origins a ceremony may come from. */
  origins: (clientOrigin: string) => string[];
}

const LOCALHOST = /^http:\/\/localhost(:\d{1,5})?$/;

export function relyingParty(config: AppConfig): RelyingParty {
  if (config.publicUrl) {
    const url = new URL(config.publicUrl);
    return { rpID: url.hostname, origins: () => [url.origin] };
  }
  if (process.env.NODE_ENV === 'production') throw new HttpError(503, 'ServiceUnavailable', 'Passkeys need PORTAL_PUBLIC_URL.');
  // Development and tests: the origin the browser reports is accepted only when it is localhost's.
  return { rpID: 'localhost', origins: (origin) => (LOCALHOST.test(origin) ? [origin] : ['http://localhost']) };
}

/** The origin and challenge a ceremony's clientDataJSON carries (checked again by the library). */
function clientData(response: { response: { clientDataJSON: string } }): { origin: string; challenge: string } {
  try {
    const data = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8')) as Record<string, unknown>;
    return { origin: String(data.origin ?? ''), challenge: String(data.challenge ?? '') };
  } catch {
    throw new HttpError(400, 'BadRequest', 'clientDataJSON is not valid.');
  }
}

const refused = () => new HttpError(401, 'IncorrectCredentials', 'The passkey was not accepted.');

export async function registrationOptions(
  db: Kysely<Database>,
  config: AppConfig,
  user: { userId: number; username: string; displayName: string },
) {
  const rp = relyingParty(config);
  const existing = await repo.listPasskeys(db, user.userId);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: user.username,
    userDisplayName: user.displayName,
    // A stable handle per user (no personal data): the user id.
    userID: new TextEncoder().encode(`u${user.userId}`),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: p.transports })),
    // A discoverable credential with user verification: a passkey, which signs in on its own.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: CHALLENGE_TTL_SECONDS * 1000,
  });
  await repo.insertChallenge(db, {
    challenge: options.challenge,
    userId: user.userId,
    purpose: 'register',
    now: config.now(),
    ttlSeconds: CHALLENGE_TTL_SECONDS,
  });
  return options;
}

export async function verifyRegistration(
  db: Kysely<Database>,
  config: AppConfig,
  userId: number,
  response: RegistrationResponseJSON,
): Promise<{ credentialId: string; publicKey: Uint8Array; counter: number; transports: string[] }> {
  const rp = relyingParty(config);
  const { origin } = clientData(response);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: async (challenge) => (await repo.consumeChallenge(db, challenge, 'register', config.now()))?.user_id === userId,
      expectedOrigin: rp.origins(origin),
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    });
  } catch {
    throw new HttpError(400, 'Invalid', 'The passkey could not be registered.');
  }
  if (!verification.verified) throw new HttpError(400, 'Invalid', 'The passkey could not be registered.');
  const { credential } = verification.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: (response.response.transports ?? []).slice(0, 8),
  };
}

/** Options for navigator.credentials.get: any passkey of this site (null user), or the user's own. */
export async function authenticationOptions(db: Kysely<Database>, config: AppConfig, userId: number | null) {
  const rp = relyingParty(config);
  const allow = userId === null ? [] : await repo.listPasskeys(db, userId);
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    userVerification: 'required',
    allowCredentials: allow.map((p) => ({ id: p.credential_id, transports: p.transports })),
    timeout: CHALLENGE_TTL_SECONDS * 1000,
  });
  await repo.insertChallenge(db, {
    challenge: options.challenge,
    userId,
    purpose: 'authenticate',
    now: config.now(),
    ttlSeconds: CHALLENGE_TTL_SECONDS,
  });
  return options;
}

/**
 * Checks an assertion: its challenge was ours (and, when issued for a user, for this credential's
 * user), the signature verifies under the stored key with user verification. Returns the user.
 */
export async function verifyAssertion(db: Kysely<Database>, config: AppConfig, response: AuthenticationResponseJSON): Promise<number> {
  const rp = relyingParty(config);
  const { origin } = clientData(response);
  const stored = await repo.findPasskey(db, response.id);
  if (!stored) throw refused();
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: async (challenge) => {
        const row = await repo.consumeChallenge(db, challenge, 'authenticate', config.now());
        return row !== undefined && (row.user_id === null || row.user_id === stored.user_id);
      },
      expectedOrigin: rp.origins(origin),
      expectedRPID: rp.rpID,
      credential: {
        id: stored.credential_id,
        publicKey: new Uint8Array(stored.public_key),
        counter: Number(stored.counter),
        transports: stored.transports as never,
      },
      requireUserVerification: true,
    });
  } catch {
    throw refused();
  }
  if (!verification.verified) throw refused();
  await repo.touchPasskey(db, stored.credential_id, verification.authenticationInfo.newCounter, config.now());
  return stored.user_id;
}
