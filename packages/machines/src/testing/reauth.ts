/**
 * Test support for a change that may ask 'Confirm it is you': the reauthentication machine with a
 * controlled reauthenticate call, and the child a change's machine invoked (its dialog's target).
 */
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { reauthenticationMachine, type ReauthInput, type ReauthenticationEvent } from '../reauthentication/reauthentication.machine.ts';
import { controlledCall } from './test-model.ts';

export function controlledReauth() {
  const call = controlledCall<unknown, ReauthInput>();
  return { ...call, machine: reauthenticationMachine.provide({ actors: { reauthenticate: call.logic } }) };
}

/** The 'Confirm it is you' child of a change's machine, while it asks (undefined otherwise). */
export function reauthChild(parent: AnyActorRef): ActorRefFrom<typeof reauthenticationMachine> | undefined {
  const children = parent.getSnapshot().children as Record<string, ActorRefFrom<typeof reauthenticationMachine> | undefined>;
  return children.reauthentication;
}

/** The dialog's password or passkey, sent where the dialog sends it. */
export function sendToReauth(parent: AnyActorRef, event: ReauthenticationEvent): void {
  const child = reauthChild(parent);
  if (!child) throw new Error('Not asking to confirm it is you');
  child.send(event);
}
