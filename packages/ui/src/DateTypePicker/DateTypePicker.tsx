/**
 * The date-type picker (spec §2 Transactions): which date the date range filters on — Effective
 * date, Processed date, Execution date or Reporting date — as a controlled RAC Select.
 */
import { Button, ListBox, ListBoxItem, Label, Select, SelectValue } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { DATE_TYPES, DATE_TYPE_IDS, isDateTypeId, transactionsTexts } from '@portal/domain';
import type { DateTypeId } from '@portal/domain';
import { Icon } from '../icons/Icon.tsx';
import { Popover } from '../overlays/index.ts';
import * as styles from './DateTypePicker.css.ts';
import { cx } from '../utils/cx.ts';

export interface DateTypePickerProps {
  /** The chosen date type id (EFFECTIVE_EVENT, PROCESSED, EFFECTIVE or REPORTING). */
  value: DateTypeId;
  onChange: (id: DateTypeId) => void;
  /** Visible label. @default 'Date type' */
  label?: string;
  isDisabled?: boolean;
  className?: string;
}

const options = DATE_TYPE_IDS.map((id) => ({ id, name: DATE_TYPES[id] }));

export function DateTypePicker({ value, onChange, label = transactionsTexts.dateTypeLabel, isDisabled, className }: DateTypePickerProps) {
  return (
    <Select
      className={cx(styles.root, className)}
      value={value}
      onChange={(key: Key | null) => {
        if (isDateTypeId(key) && key !== value) onChange(key);
      }}
      isDisabled={isDisabled}
    >
      <Label className={styles.label}>{label}</Label>
      <Button className={styles.trigger}>
        <SelectValue />
        <Icon name="chevronDown" size={18} />
      </Button>
      <Popover placement="bottom start" className={styles.popover}>
        <ListBox items={options} className={styles.listBox}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.name} className={styles.option}>
              {({ isSelected }) => (
                <>
                  <span className={styles.check}>{isSelected && <Icon name="success" size={16} />}</span>
                  {option.name}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
