/**
 * Personal details' Two-step login (issue 30): on or off; the passkeys with Remove and Add a passkey;
 * the authenticator app (set up or removed); how many recovery codes are left with Make new recovery
 * codes; and, for a client, Turn off two-step login behind a confirmation. Advisers and support agents
 * (`required`) keep at least one factor: they cannot turn it off.
 */
import { mfaTexts as texts } from '@portal/domain';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import { PasskeyList, type PasskeyItem } from '../PasskeyList/PasskeyList.tsx';
import * as styles from './MfaEnrolment.css.ts';

export interface TwoStepStatus {
  passkeys: readonly PasskeyItem[];
  totp: boolean;
  recoveryCodesLeft: number;
  required: boolean;
}

/** The change under way: a passkey's credential id for its removal. */
export type TwoStepPending = 'addPasskey' | 'setUpApp' | 'removeApp' | 'newCodes' | 'turnOff' | { removePasskey: string };

export interface TwoStepLoginProps {
  status: TwoStepStatus;
  onAddPasskey: () => void;
  onSetUpApp: () => void;
  onRemovePasskey: (credentialId: string) => void;
  onRemoveApp: () => void;
  onNewCodes: () => void;
  onTurnOff: () => void;
  /** 'Turn off two-step login?' is open. */
  isConfirmingOff?: boolean;
  onConfirmOff?: () => void;
  onCancelOff?: () => void;
  pending?: TwoStepPending | null;
  notice?: string | null;
  error?: string | null;
  onDismiss?: () => void;
}

export function TwoStepLogin({
  status,
  onAddPasskey,
  onSetUpApp,
  onRemovePasskey,
  onRemoveApp,
  onNewCodes,
  onTurnOff,
  isConfirmingOff = false,
  onConfirmOff = () => undefined,
  onCancelOff = () => undefined,
  pending = null,
  notice,
  error,
  onDismiss,
}: TwoStepLoginProps) {
  const on = status.passkeys.length > 0 || status.totp;
  const busy = pending !== null;
  const removing = typeof pending === 'object' && pending !== null ? pending.removePasskey : null;
  return (
    <div className={styles.stack}>
      {notice && (
        <MessageBanner severity="success" dismissible onDismiss={onDismiss}>
          {notice}
        </MessageBanner>
      )}
      {error && (
        <MessageBanner severity="error" dismissible onDismiss={onDismiss}>
          {error}
        </MessageBanner>
      )}
      <p className={styles.text}>{on ? texts.on : texts.off}</p>
      {!on && <p className={styles.muted}>{texts.offer}</p>}
      <div className={styles.section}>
        <h3 className={styles.subheading}>{texts.passkeys}</h3>
        {status.passkeys.length > 0 && (
          <PasskeyList passkeys={status.passkeys} onRemove={onRemovePasskey} pending={removing} isDisabled={busy && removing === null} />
        )}
        <div className={styles.actions}>
          <Button variant={on ? 'secondary' : 'primary'} onPress={onAddPasskey} isPending={pending === 'addPasskey'} isDisabled={busy}>
            {texts.addPasskey}
          </Button>
        </div>
      </div>
      <div className={styles.section}>
        <h3 className={styles.subheading}>{texts.app}</h3>
        {status.totp ? (
          <>
            <p className={styles.text}>{texts.appOn}</p>
            <div className={styles.actions}>
              <Button variant="secondary" onPress={onRemoveApp} isPending={pending === 'removeApp'} isDisabled={busy}>
                {texts.removeApp}
              </Button>
            </div>
          </>
        ) : (
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onSetUpApp} isPending={pending === 'setUpApp'} isDisabled={busy}>
              {texts.setUpApp}
            </Button>
          </div>
        )}
      </div>
      {on && (
        <div className={styles.section}>
          <h3 className={styles.subheading}>{texts.recoveryCodesHeading}</h3>
          <p className={styles.text}>{texts.recoveryCodesLeft(status.recoveryCodesLeft)}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onNewCodes} isPending={pending === 'newCodes'} isDisabled={busy}>
              {texts.newRecoveryCodes}
            </Button>
          </div>
        </div>
      )}
      {on && status.required && <p className={styles.muted}>{texts.mustKeepOne}</p>}
      {on && !status.required && (
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onTurnOff} isDisabled={busy}>
            {texts.turnOff}
          </Button>
        </div>
      )}
      <ConfirmDialog
        isOpen={isConfirmingOff}
        onConfirm={onConfirmOff}
        onCancel={onCancelOff}
        isPending={pending === 'turnOff'}
        confirmLabel={texts.turnOff}
      >
        {texts.turnOffConfirm}
      </ConfirmDialog>
    </div>
  );
}
