/** The new recovery codes (issue 30), shown once: the user says they are saved before going on. */
import { mfaTexts as texts } from '@portal/domain';
import { Button } from '../Button/Button.tsx';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import * as styles from './MfaEnrolment.css.ts';

export interface RecoveryCodesProps {
  codes: readonly string[];
  onAcknowledge: () => void;
  /** What went well just before (a passkey added, the app set up). */
  notice?: string | null;
}

export function RecoveryCodes({ codes, onAcknowledge, notice }: RecoveryCodesProps) {
  return (
    <section className={styles.stack} aria-labelledby="recovery-codes-heading">
      {notice && <MessageBanner severity="success">{notice}</MessageBanner>}
      <h2 id="recovery-codes-heading" className={styles.subheading}>
        {texts.recoveryCodesHeading}
      </h2>
      <p className={styles.text}>{texts.recoveryCodesIntro}</p>
      <ul className={styles.codes}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="primary" onPress={onAcknowledge}>
          {texts.savedCodes}
        </Button>
      </div>
    </section>
  );
}
