/**
 * Two-step login's screens driven by its machine (issue 30, @portal/machines mfaEnrolmentMachine):
 * Personal details' section ('manage'), the offer after sign-in ('offer') and the enrolment advisers
 * and support agents must make first ('required'). A change the server refuses for want of a fresh
 * factor opens 'Confirm it is you' and is made again once confirmed.
 */
import { useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { mfaTexts as texts } from '@portal/domain';
import { mfaEnrolmentMachine, type MfaEnrolmentMode } from '@portal/machines';
import { AppSetup, MessageBanner, PasskeyOffer, RecoveryCodes, Spinner, TwoStepLogin, type TwoStepPending } from '@portal/ui';
import { twoStepApi } from './api.ts';
import { ReauthPrompt, reauthentication } from './ReauthPrompt.tsx';

const machine = mfaEnrolmentMachine.provide({
  actors: {
    loadStatus: fromPromise(() => twoStepApi.status()),
    change: fromPromise(({ input }) => twoStepApi.change(input)),
    reauthentication,
    declineOffer: fromPromise<unknown>(() => twoStepApi.declineOffer()),
  },
});

export interface TwoStepFlowProps {
  mode: MfaEnrolmentMode;
  /** The offer was answered or the required factor added. */
  onDone?: () => void;
}

export function TwoStepFlow({ mode, onDone }: TwoStepFlowProps) {
  const [snapshot, send] = useMachine(machine, { input: { mode } });
  const { status, pending, app, recoveryCodes, notice, error } = snapshot.context;
  const done = snapshot.status === 'done';
  const reported = useRef(false);
  useEffect(() => {
    if (!done || reported.current) return;
    reported.current = true;
    onDone?.();
  }, [done, onDone]);

  if (snapshot.matches('loading') || done) return <Spinner label={texts.heading} />;
  if (snapshot.matches('loadFailed'))
    return (
      <MessageBanner severity="error" onRetry={() => send({ type: 'mfa.retry' })}>
        {texts.loadFailed}
      </MessageBanner>
    );
  if (snapshot.matches('showingCodes') && recoveryCodes)
    return <RecoveryCodes codes={recoveryCodes} notice={notice} onAcknowledge={() => send({ type: 'mfa.acknowledge' })} />;

  const changing = snapshot.matches('changing');
  const reauthenticating = snapshot.matches('reauthenticating');
  const inFlight: TwoStepPending | null =
    (changing || reauthenticating) && pending && pending.kind !== 'confirmApp'
      ? pending.kind === 'removePasskey'
        ? { removePasskey: pending.credentialId }
        : pending.kind
      : null;

  const reauth = (
    <ReauthPrompt
      snapshot={snapshot}
      passkey={status !== null && status.passkeys.length > 0}
      onCancel={() => send({ type: 'reauth.cancel' })}
    />
  );

  let view;
  if (app && (snapshot.matches('appSetup') || pending?.kind === 'confirmApp')) {
    view = (
      <AppSetup
        secret={app.secret}
        uri={app.uri}
        error={error}
        isPending={changing}
        onCode={(code) => send({ type: 'mfa.appCode', code })}
        onCancel={() => send({ type: 'mfa.cancel' })}
      />
    );
  } else if (mode !== 'manage') {
    view = (
      <PasskeyOffer
        mode={mode}
        error={error}
        pending={inFlight === 'addPasskey' || inFlight === 'setUpApp' ? inFlight : null}
        onAddPasskey={() => send({ type: 'mfa.addPasskey' })}
        onSetUpApp={() => send({ type: 'mfa.setUpApp' })}
        onDecline={() => send({ type: 'mfa.decline' })}
      />
    );
  } else if (status) {
    view = (
      <TwoStepLogin
        status={status}
        pending={inFlight}
        notice={notice}
        error={error}
        onDismiss={() => send({ type: 'mfa.dismiss' })}
        onAddPasskey={() => send({ type: 'mfa.addPasskey' })}
        onSetUpApp={() => send({ type: 'mfa.setUpApp' })}
        onRemovePasskey={(credentialId) => send({ type: 'mfa.removePasskey', credentialId })}
        onRemoveApp={() => send({ type: 'mfa.removeApp' })}
        onNewCodes={() => send({ type: 'mfa.newCodes' })}
        onTurnOff={() => send({ type: 'mfa.turnOff' })}
        isConfirmingOff={snapshot.matches('confirmingOff') || (changing && pending?.kind === 'turnOff')}
        onConfirmOff={() => send({ type: 'mfa.confirm' })}
        onCancelOff={() => send({ type: 'mfa.cancel' })}
      />
    );
  }
  return (
    <>
      {view}
      {reauth}
    </>
  );
}
