/** The frame of the public screens (login, forgotten, register, reset, terms): logo header and a narrow main column. */
import type { ReactNode } from 'react';
import { useTheme } from '../themes/ThemeFrame.tsx';
import * as styles from './PublicLayout.css.ts';

export interface PublicLayoutProps {
  children: ReactNode;
}

export function PublicLayout({ children }: PublicLayoutProps) {
  const theme = useTheme();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <img className={styles.logo} src={theme.logoSrc} alt={theme.logoAlt} />
      </header>
      <main className={styles.main} id="main">
        {children}
      </main>
    </div>
  );
}
