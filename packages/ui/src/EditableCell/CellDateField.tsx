/**
 * A date editor for an editable cell: RAC DateField (day, month and year segments, en-GB order) over
 * an ISO date text, so the cell and its machine keep a plain 'YYYY-MM-DD' string.
 */
import { parseDate, type CalendarDate } from '@internationalized/date';
import { DateField, DateInput, DateSegment, I18nProvider } from 'react-aria-components';
import type { EditableCellEditorProps } from './EditableCell.tsx';
import * as styles from './CellDateField.css.ts';

export interface CellDateFieldProps extends EditableCellEditorProps {
  /** The latest date allowed (ISO), e.g. today for a value date that cannot be in the future. */
  maxValue?: string;
}

function toDate(text: string): CalendarDate | null {
  try {
    return text === '' ? null : parseDate(text);
  } catch {
    return null;
  }
}

export function CellDateField({ value, onChange, label, isInvalid, maxValue }: CellDateFieldProps) {
  const max = maxValue === undefined ? null : toDate(maxValue);
  return (
    <I18nProvider locale="en-GB">
      <DateField
        aria-label={label}
        value={toDate(value)}
        onChange={(date) => onChange(date ? date.toString() : '')}
        isInvalid={isInvalid}
        {...(max ? { maxValue: max } : {})}
        className={styles.field}
      >
        <DateInput className={styles.input}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
      </DateField>
    </I18nProvider>
  );
}
