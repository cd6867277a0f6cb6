/**
 * The login's second step (issue 30) as the login machine says it: loaded only when a right password
 * leads to it, so it is not part of the login page's first script.
 */
import type { LoginEvent } from '@portal/machines';
import { SecondFactor, type SecondFactorStep } from '@portal/ui/SecondFactor';
import { signInApi } from '../api.ts';
import type { LoginActor } from '../login-flow.ts';

type LoginSnapshot = ReturnType<LoginActor['getSnapshot']>;

export interface SecondStepProps {
  snapshot: LoginSnapshot;
  send: (event: LoginEvent) => void;
}

function stepOf(snapshot: LoginSnapshot): SecondFactorStep {
  if (snapshot.matches({ secondFactor: 'passkey' })) return 'passkey';
  if (snapshot.matches({ secondFactor: 'verifying' })) return 'verifying';
  if (snapshot.matches({ secondFactor: 'code' })) return 'code';
  return 'choosing';
}

export default function SecondStep({ snapshot, send }: SecondStepProps) {
  const { methods, codeMethod, error } = snapshot.context;
  return (
    <SecondFactor
      methods={methods}
      step={stepOf(snapshot)}
      codeMethod={codeMethod}
      error={error?.text ?? null}
      onPasskey={() => send({ type: 'login.passkey' })}
      onChooseCode={(method) => send({ type: 'login.chooseCode', method })}
      onCode={(code) => send({ type: 'login.code', code })}
      onCancel={() => {
        // The login waiting for its second step ends on the server too.
        void signInApi.logout().catch(() => undefined);
        send({ type: 'login.cancel' });
      }}
    />
  );
}
