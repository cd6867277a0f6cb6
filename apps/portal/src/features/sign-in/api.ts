/**
 * The sign-in feature's server calls (spec §7), each `call(routes.x, …)`. Each one forgets the
 * session's server data after it answers (shared/session-cache.ts): a sign-in, sign-out or password
 * change starts another session. Refusals come back as errorCodes, which the machines map to messages.
 */
import {
  routes,
  type AcceptTermsRequest,
  type MfaVerifyRequest,
  type PasskeyAssertion,
  type ChangePasswordRequest,
  type ForgottenPasswordRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '@portal/api/browser';
import { call } from '../../shared/api-client.ts';
import { forgettingAfter } from '../../shared/session-cache.ts';

export const signInApi = {
  login: forgettingAfter((username: string, password: string) => call(routes.login, { form: { username, password } })),
  /** A passkey alone signs in; with a login waiting for its second step, completes it (issue 30). */
  passkeySignin: forgettingAfter((response: PasskeyAssertion) => call(routes.passkeySignin, { json: { response } })),
  /** The second step with an authenticator app's code or a recovery code (issue 30). */
  mfaVerify: forgettingAfter((body: MfaVerifyRequest) => call(routes.mfaVerify, { json: body })),
  logout: forgettingAfter(() => call(routes.logout)),
  register: forgettingAfter((body: RegisterRequest) => call(routes.register, { json: body })),
  forgottenPassword: forgettingAfter((body: ForgottenPasswordRequest) => call(routes.forgottenPassword, { json: body })),
  resetPassword: forgettingAfter((body: ResetPasswordRequest) => call(routes.resetPassword, { json: body })),
  changePassword: forgettingAfter((body: ChangePasswordRequest) => call(routes.changePassword, { json: body })),
  acceptTerms: forgettingAfter((body: AcceptTermsRequest) => call(routes.acceptTerms, { json: body })),
};
