/**
 * 'Confirm it is you' before a sensitive change (issue 30 item 3), for every change the server may
 * refuse for want of a fresh factor (the second factors, the fee authority, a delivery preference; a
 * password change's own form asks for the current password): @portal/ui's ReauthDialog on the
 * reauthentication machine the change's machine invokes (`reauthentication` below, its call to the
 * server provided). The password or passkey goes to that machine; Cancel goes to the change's own. The
 * change's own dialog closes while this one asks (one dialog at a time) and comes back on Cancel.
 */
import { useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom, type AnyActorRef } from 'xstate';
import { reauthenticationMachine } from '@portal/machines';
import { ReauthDialog } from '@portal/ui';
import { useSession } from '../session.ts';
import { twoStepApi } from './api.ts';

/** The reauthentication machine with the server's call: what a change's machine is provided with. */
export const reauthentication = reauthenticationMachine.provide({
  actors: { reauthenticate: fromPromise(({ input }) => twoStepApi.reauthenticate(input)) },
});

type ReauthActor = ActorRefFrom<typeof reauthenticationMachine>;

/** The change machine's 'Confirm it is you' child while it asks, else undefined. */
export function reauthActorOf(snapshot: { children: Record<string, AnyActorRef | undefined> }): ReauthActor | undefined {
  return snapshot.children.reauthentication as ReauthActor | undefined;
}

export interface ReauthPromptProps {
  /** The change machine's snapshot: the dialog is open while it has a reauthentication child. */
  snapshot: { children: Record<string, AnyActorRef | undefined> };
  /** Cancel: sent to the change's machine (`reauth.cancel`). */
  onCancel: () => void;
  /** Offer 'Use a passkey'; by default when the session's user holds one. */
  passkey?: boolean;
}

export function ReauthPrompt({ snapshot, onCancel, passkey }: ReauthPromptProps) {
  const actor = reauthActorOf(snapshot);
  const error = useSelector(actor, (s) => s?.context.error ?? null);
  const pending = useSelector(actor, (s) => (s?.matches('checking') ? (s.context.way ?? null) : null));
  const session = useSession();
  const withPasskey = passkey ?? session?.mfa?.methods.includes('passkey') ?? false;
  return (
    <ReauthDialog
      isOpen={actor !== undefined}
      error={error}
      pending={pending}
      onPassword={(password) => actor?.send({ type: 'reauth.password', password })}
      onPasskey={withPasskey ? () => actor?.send({ type: 'reauth.passkey' }) : undefined}
      onCancel={onCancel}
    />
  );
}
