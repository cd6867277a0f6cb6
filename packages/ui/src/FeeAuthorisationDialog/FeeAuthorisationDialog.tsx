/**
 * The 'Ad-hoc fees ongoing authority' dialog (spec §2 Authorisations, §4, §5, §6): choose
 * 'Authorise' or 'Remove authorisation', tick 'I agree', Submit. The rules (Submit needs the box,
 * never for an adviser; the box resets while loading) are the fee-authorisation machine's; this
 * component shows its state.
 */
import { authorisationsTexts } from '@portal/domain';
import { Dialog, Heading, Label, Modal as AriaModal, Radio, RadioGroup } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import { ModalOverlay } from '../overlays/ModalOverlay.tsx';
import * as styles from './FeeAuthorisationDialog.css.ts';
import * as radio from '../utils/radio.css.ts';

export interface FeeAuthorisationDialogProps {
  isOpen: boolean;
  /** The authority Submit will set: true for 'Authorise', false for 'Remove authorisation'. */
  requested: boolean;
  onRequest: (enabled: boolean) => void;
  agreed: boolean;
  onAgree: (agreed: boolean) => void;
  onSubmit: () => void;
  /** Cancel, Escape, the close button. */
  onClose: () => void;
  /** @default false */
  isSaving?: boolean;
  /** From the machine: ticked and not an adviser. */
  canSubmit: boolean;
  /** The update-failed message. */
  error?: string | null;
  /** The adviser's read-only warning (spec §6). */
  readOnlyWarning?: string | null;
}

export function FeeAuthorisationDialog({
  isOpen,
  requested,
  onRequest,
  agreed,
  onAgree,
  onSubmit,
  onClose,
  isSaving = false,
  canSubmit,
  error = null,
  readOnlyWarning = null,
}: FeeAuthorisationDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isSaving) onClose();
      }}
      isDismissable={!isSaving}
      isKeyboardDismissDisabled={isSaving}
    >
      <AriaModal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {authorisationsTexts.dialogTitle}
          </Heading>
          {readOnlyWarning && <MessageBanner severity="warning">{readOnlyWarning}</MessageBanner>}
          {error && <MessageBanner severity="error">{error}</MessageBanner>}
          <p className={styles.text}>{authorisationsTexts.explanation}</p>
          <RadioGroup
            className={radio.group}
            value={requested ? 'on' : 'off'}
            onChange={(value) => onRequest(value === 'on')}
            isDisabled={isSaving}
          >
            <Label className={radio.label}>{authorisationsTexts.choiceLabel}</Label>
            <Radio value="on" className={radio.radio}>
              <span className={radio.dot} aria-hidden="true" />
              {authorisationsTexts.authorise}
            </Radio>
            <Radio value="off" className={radio.radio}>
              <span className={radio.dot} aria-hidden="true" />
              {authorisationsTexts.removeAuthorisation}
            </Radio>
          </RadioGroup>
          <Checkbox isSelected={agreed} onChange={onAgree} isDisabled={isSaving}>
            {authorisationsTexts.iAgree}
          </Checkbox>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onClose} isDisabled={isSaving}>
              {authorisationsTexts.cancel}
            </Button>
            <Button onPress={onSubmit} isDisabled={!canSubmit && !isSaving} isPending={isSaving}>
              {authorisationsTexts.submit}
            </Button>
          </div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
