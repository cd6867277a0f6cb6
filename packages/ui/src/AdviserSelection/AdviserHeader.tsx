/** The client-selection screen's header (spec §2): the firm logo and a Logout button. */
import { adviserTexts } from '@portal/domain';
import { Button } from '../Button/Button.tsx';
import { useTheme } from '../themes/ThemeFrame.tsx';
import * as styles from './AdviserSelection.css.ts';

export interface AdviserHeaderProps {
  onLogout: () => void;
  /** Spinner on Logout while the call runs. @default false */
  isLoggingOut?: boolean;
  /** @default 'Logout' */
  logoutLabel?: string;
}

export function AdviserHeader({ onLogout, isLoggingOut = false, logoutLabel = adviserTexts.logout }: AdviserHeaderProps) {
  const theme = useTheme();
  return (
    <header className={styles.header}>
      <img className={styles.logo} src={theme.logoSrc} alt={theme.logoAlt} />
      <Button variant="secondary" onPress={onLogout} isPending={isLoggingOut}>
        {logoutLabel}
      </Button>
    </header>
  );
}
