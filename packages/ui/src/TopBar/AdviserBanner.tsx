/** The adviser's read-only banner in the header (spec §2): 'username - read-only mode' and 'Switch client'. */
import { Button } from '../Button/Button.tsx';
import * as styles from './TopBar.css.ts';

export const switchClientErrorMessage = 'Something went wrong while switching clients, please try again';

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
}

export function AdviserBanner({ username, onSwitchClient, isSwitching = false, hasError = false, errorMessage = switchClientErrorMessage }: AdviserBannerProps) {
  return (
    <div className={styles.adviserBanner}>
      <span>{`${username} - read-only mode`}</span>
      <Button variant="secondary" onPress={onSwitchClient} isPending={isSwitching} pendingLabel="Switching client">
        Switch client
      </Button>
      {hasError && (
        <span role="alert" className={styles.adviserError}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
