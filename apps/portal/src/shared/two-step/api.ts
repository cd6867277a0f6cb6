/**
 * Two-step login's server calls (issue 30): the user's factors, each change (a change forgets the
 * session's cached server data: it starts a new session id), and re-authentication.
 */
import { routes } from '@portal/api/browser';
import type { MfaChange, MfaChangeOutput, ReauthInput } from '@portal/machines';
import { call } from '../api-client.ts';
import { forgettingAfter } from '../session-cache.ts';
import { passkeyAssertion, registerPasskey } from './passkeys.ts';

function change(input: MfaChange): Promise<MfaChangeOutput> {
  switch (input.kind) {
    case 'addPasskey':
      return registerPasskey();
    case 'setUpApp':
      return call(routes.totpSetup);
    case 'confirmApp':
      return call(routes.totpConfirm, { json: { code: input.code } });
    case 'removePasskey':
      return call(routes.passkeyRemove, { params: { credentialId: input.credentialId } });
    case 'removeApp':
      return call(routes.totpRemove);
    case 'newCodes':
      return call(routes.recoveryCodes);
    case 'turnOff':
      return call(routes.mfaOff);
  }
}

async function reauthenticate(input: ReauthInput) {
  if ('password' in input) return call(routes.reauthenticate, { json: { password: input.password } });
  return call(routes.reauthenticate, { json: { passkey: await passkeyAssertion() } });
}

export const twoStepApi = {
  status: () => call(routes.mfaStatus),
  /** The offer's 'Not now' (the server pauses the offer). */
  declineOffer: () => call(routes.mfaOfferDecline),
  change: forgettingAfter(change),
  reauthenticate: forgettingAfter(reauthenticate),
};
