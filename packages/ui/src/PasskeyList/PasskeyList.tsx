/**
 * The user's passkeys (issue 30): each with its name, when it was added and last used, and a Remove
 * button named for it. The passkey being removed shows a spinner; the others wait.
 */
import { formatDateTime, mfaTexts as texts } from '@portal/domain';
import { Button } from '../Button/Button.tsx';
import * as styles from '../SignedInDevices/SignedInDevices.css.ts';

export interface PasskeyItem {
  credentialId: string;
  name: string;
  /** ISO instants. */
  createdAt: string;
  lastUsedAt: string | null;
}

export interface PasskeyListProps {
  passkeys: readonly PasskeyItem[];
  onRemove: (credentialId: string) => void;
  /** The passkey being removed. */
  pending?: string | null;
  /** No change can be made now (another change is under way). */
  isDisabled?: boolean;
}

export function PasskeyList({ passkeys, onRemove, pending = null, isDisabled = false }: PasskeyListProps) {
  return (
    <ul className={styles.list} aria-label={texts.passkeys}>
      {passkeys.map((passkey) => (
        <li key={passkey.credentialId} className={styles.row}>
          <div className={styles.main}>
            <h4 className={styles.name}>{passkey.name}</h4>
            <p className={styles.muted}>
              {[
                texts.passkeyAddedOn(formatDateTime(passkey.createdAt)),
                passkey.lastUsedAt && texts.passkeyLastUsed(formatDateTime(passkey.lastUsedAt)),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          <Button
            variant="secondary"
            isPending={pending === passkey.credentialId}
            isDisabled={isDisabled || (pending !== null && pending !== passkey.credentialId)}
            onPress={() => onRemove(passkey.credentialId)}
          >
            {texts.removePasskey(passkey.name)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
