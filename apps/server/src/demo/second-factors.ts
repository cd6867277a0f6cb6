/**
 * The demo adviser's and support agent's second factors (issue 30: they must hold one), seeded in demo
 * mode only with the rest of the demo (./seed.ts; a firm's server never loads this module):
 * - a passkey from one fixed P-256 key pair: the public key (COSE) is seeded; the private key (PKCS#8)
 *   is here for the automated logins, which sign the second step's assertion with it
 *   (`signDemoAssertion`, used by the server tests and the browser journeys alike);
 * - an authenticator-app secret, documented in README for a person trying the demo with an app.
 * Only `node:crypto` here: the portal's journeys import this file as it is.
 */
import { createHash, createPrivateKey, sign } from 'node:crypto';

/** The private key (PKCS#8, DER, base64) of the demo passkeys. A demo credential, like the demo password. */
export const DEMO_PASSKEY_PRIVATE_KEY =
  'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgKAjeQI8RJJGApJhd9icof3ycjBz+l/teO4W/v29PfOuhRANCAASL/Zq5h46F7uMJZDbzCEGL9BOP68dz3hLxDwjRxIPTB1aTAy1cfgcd+7ve2pm3IMeQSRgR8elgBzuarlbJP2es';

/** Its public key as COSE (EC2, ES256, P-256), base64url: what a registration would have stored. */
export const DEMO_PASSKEY_PUBLIC_KEY_COSE =
  'pQECAyYgASFYIIv9mrmHjoXu4wlkNvMIQYv0E4_rx3PeEvEPCNHEg9MHIlggVpMDLVx-Bx37u97ambcgx5BJGBHx6WAHO5quVsk_Z6w';

/** The authenticator-app secret (base32) of both demo staff logins (README: trying the demo). */
export const DEMO_TOTP_SECRET = 'EKHRKOACQ2ZJGW33PLP73YM2JRROBKEC';

/** The demo staff logins' passkeys: username → credential id (base64url). */
export const DEMO_PASSKEYS: Readonly<Record<string, string>> = {
  'demo.adviser@example.com': Buffer.from('demo-adviser-passkey').toString('base64url'),
  'support.agent@example.com': Buffer.from('demo-support-passkey').toString('base64url'),
};

/**
 * A WebAuthn assertion (AuthenticationResponseJSON) from the passkey `id` (one holding the demo key
 * pair) over `challenge`, as a platform authenticator that verified its user would make it: signed with
 * the demo private key. `origin` is the page's; its host is the relying party (features/mfa/webauthn.ts:
 * PORTAL_PUBLIC_URL's, or `localhost` without one).
 */
export function signDemoAssertion(id: string, challenge: string, origin: string) {
  const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin, crossOrigin: false }));
  // rpIdHash, flags (user present 0x01, user verified 0x04), signature counter 0 (the authenticator keeps none).
  const authenticatorData = Buffer.concat([
    createHash('sha256').update(new URL(origin).hostname).digest(),
    Buffer.from([0x05]),
    Buffer.alloc(4),
  ]);
  const key = createPrivateKey({ key: Buffer.from(DEMO_PASSKEY_PRIVATE_KEY, 'base64'), format: 'der', type: 'pkcs8' });
  const signature = sign('sha256', Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]), key);
  return {
    id,
    rawId: id,
    type: 'public-key' as const,
    response: {
      authenticatorData: authenticatorData.toString('base64url'),
      clientDataJSON: clientDataJSON.toString('base64url'),
      signature: signature.toString('base64url'),
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform' as const,
  };
}
