/**
 * The delivery-preference edit modal (spec §2 Settings, §4, §5): a selector of delivery options,
 * Cancel and Save, and a loading indicator; width between 280 and 750 px. The flow's rules (Save
 * disabled while saving, for an adviser and unless options loaded) come in as props from the machine.
 */
import { settingsTexts } from '@portal/domain';
import { Dialog, Heading, Label, Modal as AriaModal, Radio, RadioGroup } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import { ModalOverlay } from '../overlays/ModalOverlay.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './DeliveryPreferenceEditor.css.ts';
import * as radio from '../utils/radio.css.ts';

export interface DeliveryOptionItem {
  /** A key unique among the options (the page maps it back to the code). */
  value: string;
  label: string;
}

export interface DeliveryPreferenceEditorProps {
  isOpen: boolean;
  /** The document type being edited, e.g. 'Statements'. */
  documentType: string;
  options: readonly DeliveryOptionItem[];
  selected: string | null;
  onSelect: (value: string) => void;
  onSave: () => void;
  /** Cancel, Escape: the page resets the selection and closes. */
  onCancel: () => void;
  /** The options are still being fetched: the selector shows a spinner. @default false */
  isLoadingOptions?: boolean;
  /** 'There was a problem while fetching available delivery options.', with Try again. */
  optionsError?: string | null;
  onRetryOptions?: () => void;
  /** Saving: spinner on Save, Cancel waits. @default false */
  isSaving?: boolean;
  /** @default false */
  isSaveDisabled?: boolean;
  /** The server's message after a failed save. */
  saveError?: string | null;
  /** The adviser's read-only notice (spec §6). */
  readOnlyNotice?: string | null;
}

export function DeliveryPreferenceEditor({
  isOpen,
  documentType,
  options,
  selected,
  onSelect,
  onSave,
  onCancel,
  isLoadingOptions = false,
  optionsError = null,
  onRetryOptions,
  isSaving = false,
  isSaveDisabled = false,
  saveError = null,
  readOnlyNotice = null,
}: DeliveryPreferenceEditorProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isSaving) onCancel();
      }}
      isDismissable={!isSaving}
      isKeyboardDismissDisabled={isSaving}
    >
      <AriaModal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {settingsTexts.editTitle(documentType)}
          </Heading>
          {readOnlyNotice && <MessageBanner severity="warning">{readOnlyNotice}</MessageBanner>}
          {saveError && <MessageBanner severity="error">{saveError}</MessageBanner>}
          {optionsError ? (
            <MessageBanner severity="error" onRetry={onRetryOptions} retryLabel={settingsTexts.retry}>
              {optionsError}
            </MessageBanner>
          ) : isLoadingOptions ? (
            <Spinner label={settingsTexts.deliveryOptionLabel(documentType)} />
          ) : (
            <RadioGroup className={radio.group} value={selected} onChange={onSelect} isDisabled={isSaving}>
              <Label className={radio.label}>{settingsTexts.deliveryOptionLabel(documentType)}</Label>
              {options.map((option) => (
                <Radio key={option.value} value={option.value} className={radio.radio}>
                  <span className={radio.dot} aria-hidden="true" />
                  {option.label}
                </Radio>
              ))}
            </RadioGroup>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
              {settingsTexts.cancel}
            </Button>
            <Button onPress={onSave} isDisabled={isSaveDisabled && !isSaving} isPending={isSaving} pendingLabel={settingsTexts.saving}>
              {settingsTexts.save}
            </Button>
          </div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
