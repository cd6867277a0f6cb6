/**
 * The client portal frame (spec §2 'Navigation and header'): top bar with logo, banner and menu
 * button, the side-menu drawer, the main navigation (bottom bar < 960 px, side bar ≥ 960 px) and
 * the `main` content area (max 1400 px, centred). The top bar hides on scrolling down past 80 px.
 * The drawer (react-aria Modal, Dialog, FocusScope: ~35 KiB gzip) is loaded when the Menu button is
 * first hovered, focused or pressed, so a page's first load does not carry it.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { NavBar } from '../NavBar/NavBar.tsx';
import type { NavItem } from '../NavBar/NavBar.tsx';
import type { SideMenuItem } from '../SideMenu/SideMenu.tsx';
import { TopBar } from '../TopBar/TopBar.tsx';
import { layout } from '../themes/layout.ts';
import * as styles from './AppShell.css.ts';
import { useHideOnScroll } from './use-hide-on-scroll.ts';

const loadSideMenu = () => import('../SideMenu/SideMenu.tsx');
const SideMenu = lazy(() => loadSideMenu().then((m) => ({ default: m.SideMenu })));
/** Fetched ahead of the first open; a failure is left to the lazy import (an unhandled rejection otherwise). */
const prefetchSideMenu = () => void loadSideMenu().catch(() => undefined);

export interface AppShellProps {
  /** Replaces the theme logo in the top bar. */
  logo?: ReactNode;
  /** Top-bar banner, e.g. the adviser's read-only banner. */
  banner?: ReactNode;
  /** Side-menu entries (Personal details … Log out). */
  menuItems: SideMenuItem[];
  /** Main navigation entries (Home, Analysis, …). */
  navItems: NavItem[];
  children: ReactNode;
  /** Hides the main navigation, e.g. for print or pre-login screens. @default false */
  hideNavigation?: boolean;
  /** The skip link's text. @default 'Skip to main content' */
  skipLinkLabel?: string;
}

export function AppShell({
  logo,
  banner,
  menuItems,
  navItems,
  children,
  hideNavigation = false,
  skipLinkLabel = 'Skip to main content',
}: AppShellProps) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  // Mounted from the first press on (then kept, so closing runs its exit and restores focus as before).
  const [isMenuWanted, setMenuWanted] = useState(false);
  // A tap on a phone has no hover before it (issue 31 item 4): the menu's module loads once the page is
  // idle after landing, so the first press paints the menu at once rather than waiting for the chunk.
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const id = requestIdleCallback(prefetchSideMenu, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }, []);
  const isTopBarHidden = useHideOnScroll(layout.scrollHideThreshold, { isDisabled: isMenuOpen });
  const mainRef = useRef<HTMLElement>(null);
  // SC 2.4.11: the top bar shows again while focus is inside it (Shift+Tab back to the Menu button).
  const [isFocusInTopBar, setFocusInTopBar] = useState(false);
  const isBarHidden = isTopBarHidden && !isFocusInTopBar;
  return (
    <div className={styles.shell} data-top-bar-hidden={isBarHidden || undefined} data-navigation={hideNavigation ? undefined : ''}>
      <a
        href="#main-content"
        className={styles.skipLink}
        onClick={(event) => {
          // Focus main without touching the URL, which belongs to the app's router.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {skipLinkLabel}
      </a>
      <div
        className={styles.topBarFocusScope}
        onFocus={() => {
          setFocusInTopBar(true);
          prefetchSideMenu();
        }}
        onBlur={() => setFocusInTopBar(false)}
        onPointerEnter={prefetchSideMenu}
        onPointerDown={prefetchSideMenu}
      >
        <TopBar
          logo={logo}
          banner={banner}
          isHidden={isBarHidden}
          isMenuOpen={isMenuOpen}
          onMenuPress={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        />
      </div>
      {isMenuWanted && (
        <Suspense fallback={null}>
          <SideMenu items={menuItems} isOpen={isMenuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
      {!hideNavigation && navItems.length > 0 && (
        <div className={styles.navArea}>
          <NavBar items={navItems} />
        </div>
      )}
      <div className={styles.body}>
        <main id="main-content" ref={mainRef} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
