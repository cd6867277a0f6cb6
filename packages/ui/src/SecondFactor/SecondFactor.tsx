/**
 * The second step at sign-in (issue 30): after a right password, the user confirms it is them with a
 * passkey, an authenticator app's code or a recovery code — the ways they hold. States: choosing,
 * waiting for the passkey, entering a code, checking it; a wrong code, too many codes or a refused
 * passkey show their message. Back to log in leaves the pending login.
 */
import { useState, type FormEvent } from 'react';
import { mfaTexts as texts } from '@portal/domain';
import { Button } from '../Button/Button.tsx';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import { PageHeading } from '../Page/Page.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from '../MfaEnrolment/MfaEnrolment.css.ts';

export type SecondFactorMethod = 'passkey' | 'totp' | 'recovery';
export type SecondFactorStep = 'choosing' | 'passkey' | 'code' | 'verifying';

export interface SecondFactorProps {
  /** The ways the user holds. */
  methods: readonly SecondFactorMethod[];
  step: SecondFactorStep;
  /** The code asked for in 'code' and 'verifying'. */
  codeMethod: 'totp' | 'recovery' | null;
  error?: string | null;
  onPasskey: () => void;
  onChooseCode: (method: 'totp' | 'recovery') => void;
  onCode: (code: string) => void;
  onCancel: () => void;
}

const chooseLabel = { totp: texts.useApp, recovery: texts.useRecoveryCode } as const;

function CodeForm({ method, verifying, onCode }: { method: 'totp' | 'recovery'; verifying: boolean; onCode: (code: string) => void }) {
  const [code, setCode] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onCode(code);
  };
  const app = method === 'totp';
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={texts.secondFactorHeading}>
      <TextField
        label={app ? texts.appCode : texts.recoveryCode}
        description={app ? texts.appCodeHelp : texts.recoveryCodeHelp}
        name={app ? 'totp' : 'recovery'}
        autoComplete={app ? 'one-time-code' : 'off'}
        inputMode={app ? 'numeric' : 'text'}
        spellCheck="false"
        value={code}
        onChange={setCode}
        isDisabled={verifying}
        isRequired
        // The code field is the reason the user came here (the way was just chosen).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={verifying} isDisabled={!code.trim()}>
          {texts.confirm}
        </Button>
      </div>
    </form>
  );
}

export function SecondFactor({ methods, step, codeMethod, error, onPasskey, onChooseCode, onCode, onCancel }: SecondFactorProps) {
  const busy = step === 'passkey' || step === 'verifying';
  const showCode = (step === 'code' || step === 'verifying') && codeMethod !== null;
  const otherWays = (['passkey', 'totp', 'recovery'] as const).filter((m) => methods.includes(m) && !(showCode && m === codeMethod));
  return (
    <div className={styles.stack}>
      <PageHeading>{texts.secondFactorHeading}</PageHeading>
      {error && <MessageBanner severity="error">{error}</MessageBanner>}
      {showCode ? (
        <CodeForm key={codeMethod} method={codeMethod} verifying={step === 'verifying'} onCode={onCode} />
      ) : (
        <p className={styles.text}>{texts.secondFactorIntro}</p>
      )}
      <div className={styles.choices}>
        {otherWays.map((method) =>
          method === 'passkey' ? (
            <Button
              key={method}
              variant={showCode ? 'secondary' : 'primary'}
              onPress={onPasskey}
              isPending={step === 'passkey'}
              isDisabled={busy}
            >
              {texts.usePasskey}
            </Button>
          ) : (
            <Button key={method} variant="secondary" onPress={() => onChooseCode(method)} isDisabled={busy}>
              {chooseLabel[method]}
            </Button>
          ),
        )}
      </div>
      {step === 'passkey' && (
        <p className={styles.muted} role="status">
          {texts.passkeyWaiting}
        </p>
      )}
      <p className={styles.muted}>{texts.lostFactors}</p>
      <div className={styles.actions}>
        <Button variant="link" onPress={onCancel} isDisabled={step === 'verifying'}>
          {texts.backToLogin}
        </Button>
      </div>
    </div>
  );
}
