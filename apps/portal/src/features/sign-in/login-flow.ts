/**
 * The login machine (spec §2 Login) with the app's authenticate call: loaded by use-login-flow.ts on
 * first use or once the page is idle, so XState is not part of the login page's first JS.
 */
import { createActor, fromPromise } from 'xstate';
import { loginMachine } from '@portal/machines';
import { signInApi as calls } from './api.ts';

const machine = loginMachine.provide({
  actors: { authenticate: fromPromise(({ input }) => calls.login(input.username, input.password)) },
});

export type LoginActor = ReturnType<typeof startLoginFlow>;

export function startLoginFlow(nextPath: string | null) {
  return createActor(machine, { input: { nextPath } }).start();
}
