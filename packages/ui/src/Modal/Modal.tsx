/**
 * A modal dialog with a title and a close button (spec §2 Common interface: max width 60rem, max
 * height 70rem). Controlled by `isOpen`/`onOpenChange` or placed inside a RAC DialogTrigger.
 */
import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal as AriaModal } from 'react-aria-components';
import { ModalOverlay } from '../overlays/ModalOverlay.tsx';
import * as styles from './Modal.css.ts';

export interface ModalProps {
  title: string;
  children: ReactNode;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether clicking outside closes it. @default true */
  isDismissable?: boolean;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /** Use 'alertdialog' for confirmations and warnings. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
}

export function Modal({ title, children, isOpen, onOpenChange, isDismissable = true, closeLabel = 'Close', role = 'dialog' }: ModalProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable}>
      <AriaModal className={styles.modal}>
        <Dialog className={styles.dialog} role={role}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <Button className={styles.close} aria-label={closeLabel} onPress={close}>
                  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" focusable="false">
                    <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </Button>
              </div>
              {children}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
