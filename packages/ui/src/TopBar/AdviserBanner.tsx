/** The adviser's read-only banner in the header (spec §2): 'username - read-only mode' and 'Switch client'. */
import { navigationTexts } from '@portal/domain';
import { Button } from '../Button/Button.tsx';
import * as styles from './TopBar.css.ts';

/** Kept for callers and tests: the catalogue's switch-client failure text. */
export const switchClientErrorMessage = navigationTexts.switchClientError;

export interface AdviserBannerProps {
  /** The adviser's username. */
  username: string;
  onSwitchClient: () => void;
  /** Shows a spinner on 'Switch client' while impersonation stops. @default false */
  isSwitching?: boolean;
  /** Shows the switch-client failure text. @default false */
  hasError?: boolean;
  /** @default 'Something went wrong while switching clients, please try again' */
  errorMessage?: string;
  /** The banner text for a username. @default navigationTexts.readOnlyBanner ('<username> - read-only mode') */
  readOnlyLabel?: (username: string) => string;
  /** @default 'Switch client' */
  switchClientLabel?: string;
  /** Accessible name of the button while switching. @default 'Switching client' */
  switchingLabel?: string;
}

export function AdviserBanner({
  username,
  onSwitchClient,
  isSwitching = false,
  hasError = false,
  errorMessage = switchClientErrorMessage,
  readOnlyLabel = navigationTexts.readOnlyBanner,
  switchClientLabel = navigationTexts.switchClient,
  // Not in the catalogue (spec wording not shown), so it stays a literal default.
  switchingLabel = 'Switching client',
}: AdviserBannerProps) {
  return (
    <div className={styles.adviserBanner}>
      <span>{readOnlyLabel(username)}</span>
      <Button variant="secondary" onPress={onSwitchClient} isPending={isSwitching} pendingLabel={switchingLabel}>
        {switchClientLabel}
      </Button>
      {hasError && (
        <span role="alert" className={styles.adviserError}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
