/**
 * The second step of a login (issue 30): after a right password, the user confirms with a passkey, an
 * authenticator app's code or a recovery code. Shows the ways the user holds; the chosen code's field
 * with its help; the passkey's waiting state; a way back to the password. The error, if any, is the
 * page's (a banner above), so it is announced once.
 */
import { mfaTexts } from '@portal/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './SecondFactorForm.css.ts';

export type SecondFactorMethod = 'passkey' | 'totp' | 'recovery';

export interface SecondFactorFormProps {
  /** The ways the user holds. */
  methods: SecondFactorMethod[];
  /** The code being entered, if one was chosen. */
  codeMethod: 'totp' | 'recovery' | null;
  /** A code is being checked. */
  isVerifying?: boolean;
  /** The browser is asking for the passkey. */
  isPasskeyPending?: boolean;
  onPasskey: () => void;
  onChooseCode: (method: 'totp' | 'recovery') => void;
  onSubmitCode: (code: string) => void;
  onCancel: () => void;
  /** Level of the heading. @default 2 */
  headingLevel?: 1 | 2 | 3;
}

export function SecondFactorForm({
  methods,
  codeMethod,
  isVerifying = false,
  isPasskeyPending = false,
  onPasskey,
  onChooseCode,
  onSubmitCode,
  onCancel,
  headingLevel = 2,
}: SecondFactorFormProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  // The code typed, per way: another way chosen starts with an empty field.
  const [typed, setTyped] = useState<{ method: string | null; code: string }>({ method: null, code: '' });
  const code = typed.method === codeMethod ? typed.code : '';
  const setCode = (value: string) => setTyped({ method: codeMethod, code: value });
  const busy = isVerifying || isPasskeyPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim()) onSubmitCode(code);
  }

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {mfaTexts.secondFactorHeading}
      </Heading>
      <p className={styles.intro}>{mfaTexts.secondFactorIntro}</p>
      <div className={styles.choices}>
        {methods.includes('passkey') && (
          <Button variant={codeMethod ? 'secondary' : 'primary'} onPress={onPasskey} isPending={isPasskeyPending} isDisabled={isVerifying}>
            {mfaTexts.usePasskey}
          </Button>
        )}
        {methods.includes('totp') && codeMethod !== 'totp' && (
          <Button variant="secondary" onPress={() => onChooseCode('totp')} isDisabled={busy}>
            {mfaTexts.useApp}
          </Button>
        )}
        {methods.includes('recovery') && codeMethod !== 'recovery' && (
          <Button variant="secondary" onPress={() => onChooseCode('recovery')} isDisabled={busy}>
            {mfaTexts.useRecoveryCode}
          </Button>
        )}
      </div>
      {isPasskeyPending && <p role="status">{mfaTexts.passkeyWaiting}</p>}
      {codeMethod && (
        <form
          className={styles.form}
          onSubmit={submit}
          noValidate
          aria-label={codeMethod === 'totp' ? mfaTexts.appCode : mfaTexts.recoveryCode}
        >
          <TextField
            key={codeMethod}
            autoFocus
            label={codeMethod === 'totp' ? mfaTexts.appCode : mfaTexts.recoveryCode}
            description={codeMethod === 'totp' ? mfaTexts.appCodeHelp : mfaTexts.recoveryCodeHelp}
            name={codeMethod === 'totp' ? 'totp' : 'recovery-code'}
            autoComplete="one-time-code"
            inputMode={codeMethod === 'totp' ? 'numeric' : 'text'}
            value={code}
            onChange={setCode}
            isDisabled={busy}
            isRequired
          />
          <Button type="submit" variant="primary" isPending={isVerifying} isDisabled={!code.trim() || isPasskeyPending}>
            {mfaTexts.confirm}
          </Button>
        </form>
      )}
      <p className={styles.note}>{mfaTexts.lostFactors}</p>
      <div>
        <Button variant="link" onPress={onCancel} isDisabled={busy}>
          {mfaTexts.backToLogin}
        </Button>
      </div>
    </section>
  );
}
