/**
 * The browser's passkey ceremonies (issue 30) through @simplewebauthn/browser, which is loaded only
 * when a ceremony starts (a click, or the login page's username suggestions once it is idle): it is
 * never part of a page's first script.
 */
import { routes, type PasskeyAssertion } from '@portal/api/browser';
import { call } from '../api-client.ts';

const webauthn = () => import('@simplewebauthn/browser');

/**
 * A passkey assertion for the server's options: signing in (any passkey of this site), a second step
 * or a re-authentication (the signed-in user's own). With `autofill`, the browser offers the passkeys
 * among the username field's suggestions (conditional UI) and answers when one is picked.
 */
export async function passkeyAssertion(autofill = false): Promise<PasskeyAssertion> {
  const [{ startAuthentication }, options] = await Promise.all([webauthn(), call(routes.passkeySigninOptions)]);
  const response = await startAuthentication({ optionsJSON: options as never, useBrowserAutofill: autofill });
  return response as unknown as PasskeyAssertion;
}

/** Whether the browser can offer passkeys among the username field's suggestions. */
export async function supportsPasskeyAutofill(): Promise<boolean> {
  if (typeof window === 'undefined' || !('PublicKeyCredential' in window)) return false;
  const { browserSupportsWebAuthnAutofill } = await webauthn();
  return browserSupportsWebAuthnAutofill();
}

/** A new passkey for the signed-in user: the server's options, the browser's ceremony, the server's check. */
export async function registerPasskey() {
  const [{ startRegistration }, options] = await Promise.all([webauthn(), call(routes.passkeyRegisterOptions)]);
  const response = await startRegistration({ optionsJSON: options as never });
  return call(routes.passkeyRegister, { json: { response: response as never } });
}
