/**
 * The settings card's list (spec §2 Settings): each document type with its current delivery option
 * and an Edit control. Edit is a link when `editHref` is given (the edit modal has its own URL),
 * else a button; its accessible name says which document type it edits.
 */
import { settingsTexts } from '@portal/domain';
import { Button, LinkButton } from '../Button/Button.tsx';
import * as styles from './DeliveryPreferenceList.css.ts';

export interface DeliveryPreferenceItem {
  /** The document type's code (the edit URL's parameter). */
  code: string;
  /** The document type's description, e.g. 'Statements'. */
  label: string;
  /** The current delivery option's description; null when none is chosen yet. */
  option: string | null;
}

export interface DeliveryPreferenceListProps {
  items: readonly DeliveryPreferenceItem[];
  /** The address of the edit modal of a document type. */
  editHref?: (code: string) => string;
  onEdit?: (code: string) => void;
  /** @default 'Edit' */
  editText?: string;
  /** Accessible name of a row's Edit control. @default settingsTexts.editLabel */
  editLabel?: (label: string) => string;
  /** Shown for a type without an option. @default 'Not set' */
  noPreferenceText?: string;
}

export function DeliveryPreferenceList({
  items,
  editHref,
  onEdit,
  editText = settingsTexts.edit,
  editLabel = settingsTexts.editLabel,
  noPreferenceText = settingsTexts.noPreference,
}: DeliveryPreferenceListProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.code} className={styles.row}>
          <span className={styles.type}>{item.label}</span>
          <span className={styles.option}>{item.option ?? noPreferenceText}</span>
          {editHref ? (
            <LinkButton variant="secondary" href={editHref(item.code)} aria-label={editLabel(item.label)}>
              {editText}
            </LinkButton>
          ) : (
            <Button variant="secondary" onPress={() => onEdit?.(item.code)} aria-label={editLabel(item.label)}>
              {editText}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
