/**
 * The app shell's frame without data or script (issue 15 item 1): the same top bar, navigation area
 * and `main` boxes as AppShell, so it can be rendered into the page's HTML at build time and paint
 * before the app runs. Nothing in it can be operated: no menu button, the navigation is a skeleton
 * hidden from assistive technology (no links that go nowhere), and `main` is marked busy.
 */
import type { ReactNode } from 'react';
import * as navStyles from '../NavBar/NavBar.css.ts';
import { TopBar } from '../TopBar/TopBar.tsx';
import { cx } from '../utils/cx.ts';
import { visuallyHidden } from '../utils/visually-hidden.css.ts';
import * as styles from './AppShell.css.ts';
import * as frameStyles from './AppShellFrame.css.ts';

export interface AppShellFrameProps {
  /** How many navigation entries to hold a place for (the usual client has four). @default 4 */
  navItemCount?: number;
  /** The page's level-one heading until the screen brings its own (read, not shown), e.g. 'Loading'. */
  heading?: string;
  /** The busy main area's content, e.g. a spinner. */
  children?: ReactNode;
}

export function AppShellFrame({ navItemCount = 4, heading, children }: AppShellFrameProps) {
  return (
    <div className={styles.shell} data-navigation="">
      <TopBar />
      {navItemCount > 0 && (
        <div className={styles.navArea} aria-hidden="true">
          <div className={navStyles.nav}>
            <ul className={navStyles.list}>
              {Array.from({ length: navItemCount }, (_, i) => (
                <li key={i} className={navStyles.item}>
                  <span className={cx(navStyles.link, frameStyles.navEntry)}>
                    <span className={frameStyles.navIcon} />
                    <span className={frameStyles.navLabel} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
      <div className={styles.body}>
        <main id="main-content" className={styles.main} aria-busy="true">
          {heading && <h1 className={visuallyHidden}>{heading}</h1>}
          {children}
        </main>
      </div>
    </div>
  );
}
