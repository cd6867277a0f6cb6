/**
 * The second step offered or required (issue 30). 'offer': a client after sign-in is asked to add a
 * passkey (Add a passkey / Not now). 'required': an adviser or support agent without a factor must add
 * one before anything else — a passkey, or an authenticator app instead; there is no Not now.
 */
import { mfaTexts as texts } from '@portal/domain';
import { Button } from '../Button/Button.tsx';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import * as styles from './MfaEnrolment.css.ts';

export interface PasskeyOfferProps {
  mode: 'offer' | 'required';
  onAddPasskey: () => void;
  /** Required only: set up an authenticator app instead. */
  onSetUpApp?: () => void;
  /** Offer only: Not now. */
  onDecline?: () => void;
  pending?: 'addPasskey' | 'setUpApp' | null;
  error?: string | null;
}

export function PasskeyOffer({ mode, onAddPasskey, onSetUpApp, onDecline, pending = null, error }: PasskeyOfferProps) {
  const busy = pending !== null;
  return (
    <div className={styles.stack}>
      {error && <MessageBanner severity="error">{error}</MessageBanner>}
      <p className={styles.text}>{mode === 'required' ? texts.enrolRequired : texts.offer}</p>
      <div className={styles.actions}>
        <Button variant="primary" onPress={onAddPasskey} isPending={pending === 'addPasskey'} isDisabled={busy}>
          {texts.offerAccept}
        </Button>
        {mode === 'required' && onSetUpApp && (
          <Button variant="secondary" onPress={onSetUpApp} isPending={pending === 'setUpApp'} isDisabled={busy}>
            {texts.setUpApp}
          </Button>
        )}
        {mode === 'offer' && onDecline && (
          <Button variant="secondary" onPress={onDecline} isDisabled={busy}>
            {texts.offerDecline}
          </Button>
        )}
      </div>
      {busy && pending === 'addPasskey' && (
        <p className={styles.muted} role="status">
          {texts.passkeyWaiting}
        </p>
      )}
    </div>
  );
}
