/**
 * Interim filters for the documents screen until `DocumentFilters` lands in @portal/ui: the existing
 * account selector and date-range picker with the same value shape ({ category, accountKey, dateRange });
 * the category stays as the route has it. Replaced by DocumentFilters (one import) when it arrives.
 */
import type { Account } from '@portal/api/browser';
import { documentsTexts, type IsoDate } from '@portal/domain';
import { AccountSelector, DateRangePicker, type DateRangeValue } from '@portal/ui';

export interface DocumentsFilterValue {
  category: string;
  accountKey: string;
  dateRange: DateRangeValue;
}

export interface DocumentsToolbarProps {
  value: DocumentsFilterValue;
  onChange: (value: DocumentsFilterValue) => void;
  categories: readonly string[];
  accounts: readonly Account[];
  combinedKey: string;
  today: IsoDate;
  className?: string;
}

export function DocumentsToolbar({ value, onChange, accounts, combinedKey, today, className }: DocumentsToolbarProps) {
  return (
    <div className={className}>
      <AccountSelector
        accounts={accounts}
        aria-label={documentsTexts.accountLabel}
        combinedKey={combinedKey}
        showCombined
        selectedKey={value.accountKey}
        onSelectionChange={(accountKey) => onChange({ ...value, accountKey })}
      />
      <DateRangePicker today={today} value={value.dateRange} onChange={(dateRange) => onChange({ ...value, dateRange })} />
    </div>
  );
}
