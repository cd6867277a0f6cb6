/**
 * The inactivity warning of spec §4/§8/§9: 'You are about to be logged out due to inactivity, would
 * you like to continue?' with a Continue button. An alertdialog whose name is the warning itself;
 * Continue has the focus and Escape also continues (staying logged in is the only choice offered).
 * The timer lives elsewhere: this only shows the warning while `isOpen`.
 */
import { generalTexts } from '@portal/domain';
import { Dialog, Heading, Modal as AriaModal } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import * as dialogStyles from '../ConfirmDialog/ConfirmDialog.css.ts';
import { ModalOverlay } from '../overlays/index.ts';

export interface InactivityModalProps {
  isOpen: boolean;
  /** Continue pressed or Escape: the user is still here. */
  onContinue: () => void;
  /** The warning, which is also the dialog's name. @default 'You are about to be logged out due to inactivity, would you like to continue?' */
  message?: string;
  /** @default 'Continue' */
  continueLabel?: string;
}

export function InactivityModal({
  isOpen,
  onContinue,
  message = generalTexts.inactivityWarning,
  continueLabel = generalTexts.inactivityContinue,
}: InactivityModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onContinue();
      }}
      isDismissable={false}
    >
      <AriaModal className={dialogStyles.modal}>
        <Dialog role="alertdialog" className={dialogStyles.dialog}>
          <Heading slot="title" className={dialogStyles.title}>
            {message}
          </Heading>
          <div className={dialogStyles.actions}>
            <Button onPress={onContinue} autoFocus>
              {continueLabel}
            </Button>
          </div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
