/**
 * The confirmation dialog of spec §2 'Common interface': an alertdialog titled 'Are you sure you
 * want to make this change?' with Confirm and Cancel. Escape (or Cancel) cancels; Cancel has the
 * initial focus so a stray Enter does not confirm. While `isPending`, Confirm shows a spinner and
 * the dialog cannot be cancelled.
 */
import { commonTexts } from '@portal/domain';
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { ModalOverlay } from '../overlays/index.ts';
import * as styles from './ConfirmDialog.css.ts';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onConfirm: () => void;
  /** Cancel, Escape. */
  onCancel: () => void;
  /** @default 'Are you sure you want to make this change?' */
  title?: string;
  /** Optional explanation under the title. */
  children?: ReactNode;
  /** The change is being saved: spinner on Confirm, Cancel and Escape disabled. @default false */
  isPending?: boolean;
  /** @default 'Confirm' */
  confirmLabel?: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  /** Accessible name of Confirm while `isPending`. @default 'Loading' */
  pendingLabel?: string;
}

export function ConfirmDialog({
  isOpen,
  onConfirm,
  onCancel,
  title = commonTexts.confirmDialogTitle,
  children,
  isPending = false,
  confirmLabel = commonTexts.confirm,
  cancelLabel = commonTexts.cancel,
  pendingLabel = commonTexts.loading,
}: ConfirmDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
    >
      <AriaModal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          {children !== undefined && <div className={styles.body}>{children}</div>}
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onCancel} isDisabled={isPending} autoFocus>
              {cancelLabel}
            </Button>
            <Button onPress={onConfirm} isPending={isPending} pendingLabel={pendingLabel}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
