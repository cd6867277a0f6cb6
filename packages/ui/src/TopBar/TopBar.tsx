/** The fixed header: logo, optional banner (adviser read-only mode) and the 'Menu' button. */
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { Icon } from '../icons/Icon.tsx';
import { Logo } from './Logo.tsx';
import * as styles from './TopBar.css.ts';

export interface TopBarProps {
  /** Replaces the theme logo. */
  logo?: ReactNode;
  /** Content between logo and menu button, e.g. `<AdviserBanner>`. */
  banner?: ReactNode;
  /** Called when the menu button is pressed; without it the button is not shown. */
  onMenuPress?: () => void;
  /** Sets aria-expanded on the menu button. @default false */
  isMenuOpen?: boolean;
  /** Slides the bar out of view (see `useHideOnScroll`). @default false */
  isHidden?: boolean;
  /** @default 'Menu' */
  menuLabel?: string;
}

export function TopBar({ logo, banner, onMenuPress, isMenuOpen = false, isHidden = false, menuLabel = 'Menu' }: TopBarProps) {
  return (
    <header className={styles.topBar} data-hidden={isHidden || undefined}>
      <div className={styles.inner}>
        <div className={styles.logoSlot}>{logo ?? <Logo />}</div>
        <div className={styles.bannerSlot}>{banner}</div>
        {onMenuPress && (
          <Button className={styles.menuButton} onPress={onMenuPress} aria-expanded={isMenuOpen} aria-haspopup="dialog">
            <Icon name="menu" size={22} />
            {menuLabel}
          </Button>
        )}
      </div>
    </header>
  );
}
