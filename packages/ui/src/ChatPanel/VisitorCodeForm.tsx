/**
 * A new visitor's e-mail check (security review M8): the code e-mailed to the address they gave opens
 * the chat. A credential form (CredentialForm with its CodeField): the refusal above it (a wrong code,
 * or a spent one with the way to a new code), busy while the code is checked.
 */
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { CredentialForm } from '../CredentialForm/CredentialForm.tsx';
import { CodeField } from '../CredentialForm/CredentialFields.tsx';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import * as styles from './ChatPanel.css.ts';

export interface VisitorCodeLabels {
  intro: string;
  code: string;
  submit: string;
  invalidFormat: string;
  resend: string;
  changeDetails: string;
}

export interface VisitorCodeFormProps {
  labels: VisitorCodeLabels;
  /** How many digits the code has. */
  length: number;
  /** Why the last code did not open the chat (wrong, or spent: then `isSpent`). */
  error?: string | null;
  /** The code can no longer work (expired, or tried too often): only a new code helps. */
  isSpent?: boolean;
  /** The code is being checked. */
  isBusy?: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onChangeDetails: () => void;
}

export function VisitorCodeForm({ labels, length, error, isSpent = false, isBusy = false, ...on }: VisitorCodeFormProps) {
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const digits = code.replace(/\s/g, '');
  const wellFormed = new RegExp(`^\\d{${length}}$`).test(digits);
  return (
    <div className={styles.composer}>
      <p className={styles.status}>{labels.intro}</p>
      <CredentialForm
        label={labels.code}
        submitLabel={labels.submit}
        placement="card"
        canSubmit={!isSpent && digits.length > 0}
        isBusy={isBusy}
        isDisabled={isBusy || isSpent}
        errors={error ? <MessageBanner severity="error">{error}</MessageBanner> : null}
        onSubmit={() => {
          setTouched(true);
          if (wellFormed) on.onSubmit(digits);
        }}
        secondaryAction={
          <Button variant="secondary" onPress={on.onChangeDetails} isDisabled={isBusy}>
            {labels.changeDetails}
          </Button>
        }
      >
        <CodeField
          label={labels.code}
          value={code}
          onChange={setCode}
          inputMode="numeric"
          maxLength={length + 4}
          isInvalid={touched && !wellFormed}
          errorMessage={labels.invalidFormat}
        />
      </CredentialForm>
      <div className={styles.actions}>
        <Button variant={isSpent ? 'primary' : 'secondary'} onPress={on.onResend} isDisabled={isBusy}>
          {labels.resend}
        </Button>
      </div>
    </div>
  );
}
