/**
 * Main navigation (spec §2): Home, Analysis, Transactions, Documents (with an unread badge) and an
 * external Library link, as RAC Links so the app's RouterProvider navigates client-side.
 */
import { Link } from 'react-aria-components';
import { Icon } from '../icons/Icon.tsx';
import { visuallyHidden } from '../utils/visuallyHidden.css.ts';
import * as styles from './NavBar.css.ts';
import { cx } from '../utils/cx.ts';

export const navIcons = ['home', 'analysis', 'transactions', 'documents', 'library'] as const;
export type NavIcon = (typeof navIcons)[number];

export interface NavItem {
  id: string;
  label: string;
  href: string;
  icon: NavIcon;
  /** Short visual badge, e.g. '!' for unread documents. */
  badge?: string;
  /** What the badge means, exposed as the link's accessible description. @default the badge text */
  badgeDescription?: string;
  /** Opens in a new tab (the Library link). */
  external?: boolean;
  /** The section the user is in: aria-current="page". */
  isCurrent?: boolean;
}

export interface NavBarProps {
  items: NavItem[];
  /** Landmark name. @default 'Main' */
  'aria-label'?: string;
  className?: string;
}

export function NavBar({ items, 'aria-label': ariaLabel = 'Main', className }: NavBarProps) {
  return (
    <nav aria-label={ariaLabel} className={cx(styles.nav, className)}>
      <ul className={styles.list}>
        {items.map((item) => {
          const badgeId = `nav-badge-${item.id}`;
          return (
            <li key={item.id} className={styles.item}>
              <Link
                className={styles.link}
                href={item.href}
                aria-current={item.isCurrent ? 'page' : undefined}
                aria-describedby={item.badge ? badgeId : undefined}
                target={item.external ? '_blank' : undefined}
                rel={item.external ? 'noopener noreferrer' : undefined}
              >
                <span className={styles.iconWrap}>
                  <Icon name={item.icon} size={24} className={styles.currentIcon} />
                  {item.badge && (
                    <span className={styles.badge} aria-hidden="true">
                      {item.badge}
                    </span>
                  )}
                </span>
                <span className={styles.label}>{item.label}</span>
                {item.external && (
                  <>
                    <Icon name="external" size={16} className={styles.external} />
                    <span className={visuallyHidden}>{' (opens in a new tab)'}</span>
                  </>
                )}
              </Link>
              {item.badge && (
                <span id={badgeId} hidden>
                  {item.badgeDescription ?? item.badge}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
