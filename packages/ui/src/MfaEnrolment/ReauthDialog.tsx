/**
 * 'Confirm it is you' before a sensitive change (issue 30 item 3): the password, or a passkey when the
 * user holds one. A wrong password says so; Cancel drops the change.
 */
import { useState, type FormEvent } from 'react';
import { commonTexts, mfaTexts as texts } from '@portal/domain';
import { Button } from '../Button/Button.tsx';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import * as styles from './MfaEnrolment.css.ts';

export interface ReauthDialogProps {
  isOpen: boolean;
  onPassword: (password: string) => void;
  /** Offered when the user holds a passkey. */
  onPasskey?: () => void;
  onCancel: () => void;
  /** The password or passkey is being checked. */
  pending?: 'password' | 'passkey' | null;
  error?: string | null;
}

export function ReauthDialog({ isOpen, onPassword, onPasskey, onCancel, pending = null, error }: ReauthDialogProps) {
  const [password, setPassword] = useState('');
  const busy = pending !== null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onPassword(password);
    setPassword('');
  };
  return (
    <Modal
      title={texts.reauthHeading}
      isOpen={isOpen}
      isDismissable={false}
      closeLabel={commonTexts.cancel}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <div className={styles.stack}>
        {error && <MessageBanner severity="error">{error}</MessageBanner>}
        <p className={styles.text}>{texts.reauthIntro}</p>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={texts.reauthHeading}>
          <PasswordField
            label={texts.reauthPassword}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            isDisabled={busy}
            isRequired
          />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" isPending={pending === 'password'} isDisabled={busy || !password}>
              {texts.confirm}
            </Button>
            {onPasskey && (
              <Button variant="secondary" onPress={onPasskey} isPending={pending === 'passkey'} isDisabled={busy}>
                {texts.usePasskey}
              </Button>
            )}
            <Button variant="link" onPress={onCancel} isDisabled={busy}>
              {texts.cancel}
            </Button>
          </div>
        </form>
      </div>
    </Modal>
  );
}
