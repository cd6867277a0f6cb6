/**
 * The documents screen's filters (spec §2 Documents): category ('All documents' plus the distinct
 * categories, None read as Miscellaneous), account ('All accounts' plus the accounts) and date range.
 * Controlled: every change is reported with the whole new value; the portal navigates and refetches.
 */
import { documentCategoryChoices, documentCategoryLabel, documentsTexts } from '@portal/domain';
import type { IsoDate } from '@portal/domain';
import { Button, Label, ListBox, ListBoxItem, Select, SelectValue } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { AccountSelector } from '../AccountSelector/AccountSelector.tsx';
import type { SelectableAccount } from '../AccountSelector/AccountSelector.tsx';
import { DateRangePicker } from '../DateRangePicker/DateRangePicker.tsx';
import type { DateRangeValue } from '../DateRangePicker/dateRangeValue.ts';
import { Icon } from '../icons/Icon.tsx';
import { Popover } from '../overlays/index.ts';
import * as styles from './DocumentFilters.css.ts';
import { cx } from '../utils/cx.ts';

export interface DocumentFiltersValue {
  /** 'All' or a category as the server sends it ('None' for uncategorised). */
  category: string;
  /** An account number, or the selector's combined key for all accounts. */
  accountKey: string;
  dateRange: DateRangeValue;
}

/** The filters' words; the defaults are `documentsTexts` from @portal/domain. */
export interface DocumentFiltersLabels {
  /** @default documentsTexts.categoryLabel */
  category: string;
  /** @default documentsTexts.accountLabel */
  account: string;
  /** @default documentsTexts.allDocuments */
  allDocuments: string;
  /** @default documentsTexts.miscellaneous */
  miscellaneous: string;
  /** @default documentsTexts.allAccounts */
  allAccounts: string;
}

export const defaultDocumentFiltersLabels: DocumentFiltersLabels = {
  category: documentsTexts.categoryLabel,
  account: documentsTexts.accountLabel,
  allDocuments: documentsTexts.allDocuments,
  miscellaneous: documentsTexts.miscellaneous,
  allAccounts: documentsTexts.allAccounts,
};

export interface DocumentFiltersProps {
  value: DocumentFiltersValue;
  /** Called with the whole new value when one filter changes (not when the same choice is picked again). */
  onChange: (value: DocumentFiltersValue) => void;
  /** The categories of the client's documents, repeats allowed; 'All' is always offered first. */
  categories: readonly string[];
  accounts: readonly SelectableAccount[];
  /** The account selector's key for all accounts. @default 'Combined' */
  combinedKey?: string;
  /** Today's London date, for the date-range presets. */
  today: IsoDate;
  /** Pass only the words to change. */
  labels?: Partial<DocumentFiltersLabels>;
  isDisabled?: boolean;
  className?: string;
}

export function DocumentFilters({
  value,
  onChange,
  categories,
  accounts,
  combinedKey = 'Combined',
  today,
  labels,
  isDisabled,
  className,
}: DocumentFiltersProps) {
  const text = { ...defaultDocumentFiltersLabels, ...labels };
  const options = documentCategoryChoices(categories).map((id) => ({ id, name: documentCategoryLabel(id, text) }));
  const change = (next: Partial<DocumentFiltersValue>) => onChange({ ...value, ...next });

  return (
    <div className={cx(styles.root, className)}>
      <Select
        className={styles.field}
        value={value.category}
        onChange={(key: Key | null) => {
          if (key !== null && String(key) !== value.category) change({ category: String(key) });
        }}
        isDisabled={isDisabled}
      >
        <Label className={styles.label}>{text.category}</Label>
        <Button className={styles.trigger}>
          <SelectValue className={styles.value} />
          <Icon name="chevronDown" size={18} />
        </Button>
        <Popover placement="bottom start" className={styles.popover}>
          <ListBox items={options} className={styles.listBox}>
            {(option) => (
              <ListBoxItem id={option.id} textValue={option.name} className={styles.option}>
                {option.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
      <AccountSelector
        className={styles.field}
        accounts={accounts}
        selectedKey={value.accountKey}
        combinedKey={combinedKey}
        onSelectionChange={(accountKey) => {
          if (accountKey !== value.accountKey) change({ accountKey });
        }}
        label={text.account}
        labels={{ allAccounts: text.allAccounts }}
        isDisabled={isDisabled}
      />
      <DateRangePicker
        className={styles.dateRange}
        value={value.dateRange}
        onChange={(dateRange) => change({ dateRange })}
        today={today}
        isDisabled={isDisabled}
      />
    </div>
  );
}
