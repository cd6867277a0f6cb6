/**
 * The side menu (spec §2): a drawer from the right on RAC Modal/Dialog. Escape, a click outside and
 * the close button close it; focus is trapped inside and returns to the menu button.
 */
import { Button, Dialog, Heading, Link, Modal } from 'react-aria-components';
import { Icon } from '../icons/Icon.tsx';
import { ModalOverlay } from '../overlays/ModalOverlay.tsx';
import * as styles from './SideMenu.css.ts';

export interface SideMenuItem {
  id: string;
  label: string;
  /** Navigates (through the app's RAC RouterProvider). */
  href?: string;
  /** Runs an action instead, e.g. Log out. */
  onAction?: () => void;
  /** Marks the page the user is on (aria-current="page"). */
  isCurrent?: boolean;
}

export interface SideMenuProps {
  items: SideMenuItem[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Dialog heading. @default 'Menu' */
  title?: string;
  /** @default 'Close menu' */
  closeLabel?: string;
}

export function SideMenu({ items, isOpen, onOpenChange, title = 'Menu', closeLabel = 'Close menu' }: SideMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.drawer}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.heading}>
              {title}
            </Heading>
            <Button className={styles.closeButton} aria-label={closeLabel} onPress={close}>
              <Icon name="close" size={22} />
            </Button>
          </div>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.id}>
                {item.href ? (
                  <Link
                    className={styles.item}
                    href={item.href}
                    aria-current={item.isCurrent ? 'page' : undefined}
                    onPress={() => {
                      item.onAction?.();
                      close();
                    }}
                  >
                    {item.label}
                  </Link>
                ) : (
                  <Button
                    className={styles.item}
                    onPress={() => {
                      close();
                      item.onAction?.();
                    }}
                  >
                    {item.label}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
