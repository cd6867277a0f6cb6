/**
 * The login machine (spec §2 Login) with the app's authenticate call: loaded by use-login-flow.ts on
 * first use or once the page is idle, so XState is not part of the login page's first JS.
 */
import { createActor, fromPromise } from 'xstate';
import { loginMachine } from '@portal/machines';
import type { PasskeyAssertion } from '@portal/api/browser';
import { passkeyAssertion, supportsPasskeyAutofill } from '../../shared/two-step/passkeys.ts';
import { signInApi as calls } from './api.ts';

const machine = loginMachine.provide({
  actors: {
    authenticate: fromPromise(({ input }) => calls.login(input.username, input.password)),
    // The browser's ceremony (its library loads now), unless a passkey was picked from the username field.
    passkeySignIn: fromPromise(async ({ input }) =>
      calls.passkeySignin((input.response as PasskeyAssertion) ?? (await passkeyAssertion())),
    ),
    verifyCode: fromPromise(({ input }) => calls.mfaVerify(input)),
  },
});

export type LoginActor = ReturnType<typeof startLoginFlow>;

export function startLoginFlow(nextPath: string | null) {
  return createActor(machine, { input: { nextPath } }).start();
}

let offering = false;

/**
 * Offers the site's passkeys among the username field's suggestions (conditional UI, issue 30): the
 * browser answers when one is picked, and `choose` hands the answer to the login. Once at a time; a
 * ceremony the passkey button starts ends this one (the library aborts it), and the next focus offers
 * them again. The answer can come before the login's machine has started (a virtual or quick
 * authenticator answers at once, CI): `choose` queues it then rather than lose it.
 */
export function offerPasskeys(choose: (response: PasskeyAssertion) => void): void {
  if (offering) return;
  offering = true;
  void (async () => {
    if (!(await supportsPasskeyAutofill())) return;
    choose(await passkeyAssertion(true));
  })()
    .catch(() => undefined)
    .finally(() => {
      offering = false;
    });
}
