/**
 * Setting up an authenticator app (issue 30): the QR code and the key to type in, then the 6-digit code
 * the app shows. A wrong code says so and the user tries again; Cancel leaves the set-up.
 */
import { useState, type FormEvent } from 'react';
import { commonTexts, mfaTexts as texts } from '@portal/domain';
import { Button } from '../Button/Button.tsx';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { QrCode } from './QrCode.tsx';
import * as styles from './MfaEnrolment.css.ts';

export interface AppSetupProps {
  /** The key (base32), shown in groups of four. */
  secret: string;
  /** The otpauth:// address the QR code carries. */
  uri: string;
  onCode: (code: string) => void;
  onCancel: () => void;
  /** The code is being checked. */
  isPending?: boolean;
  error?: string | null;
}

export function AppSetup({ secret, uri, onCode, onCancel, isPending = false, error }: AppSetupProps) {
  const [code, setCode] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onCode(code);
  };
  return (
    <section className={styles.stack} aria-labelledby="app-setup-heading">
      <h2 id="app-setup-heading" className={styles.subheading}>
        {texts.app}
      </h2>
      {error && <MessageBanner severity="error">{error}</MessageBanner>}
      <p className={styles.text}>{texts.appSetupIntro}</p>
      <div className={styles.setup}>
        <QrCode value={uri} label={texts.qrCodeLabel} className={styles.qr} />
        <div className={styles.section}>
          <p className={styles.muted}>{texts.appKey}</p>
          <p className={styles.key} data-testid="totp-key">
            {secret.match(/.{1,4}/g)?.join(' ')}
          </p>
        </div>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={texts.app}>
        <TextField
          label={texts.appCode}
          description={texts.appCodeHelp}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={setCode}
          isDisabled={isPending}
          isRequired
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isPending={isPending} isDisabled={code.replace(/\s/g, '').length !== 6}>
            {texts.confirm}
          </Button>
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            {commonTexts.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}
