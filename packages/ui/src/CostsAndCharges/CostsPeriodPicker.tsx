/**
 * The costs page's period (issue 32): the current or a past tax year from a list, or any dates from
 * the date-range picker (its presets too). Choosing navigates in the page; nothing is kept here.
 */
import { costsTexts, type IsoDate } from '@portal/domain';
import type { Key } from 'react-aria-components';
import { Button, Label, ListBox, ListBoxItem, Select, SelectValue } from 'react-aria-components';
import { DateRangePicker } from '../DateRangePicker/DateRangePicker.tsx';
import { CUSTOM_DATE_RANGE_ID } from '../DateRangePicker/date-range-value.ts';
import { Icon } from '../icons/Icon.tsx';
import { Popover } from '../overlays/Popover.tsx';
import * as styles from './CostsAndCharges.css.ts';

/** A tax year on offer, newest first (the costs call's `taxYears`). */
export interface CostsTaxYearOption {
  startYear: number;
  label: string;
}

/** The period shown: a tax year by its start year, or chosen dates. */
export type CostsPeriodValue = { kind: 'taxYear'; startYear: number } | { kind: 'range'; from: IsoDate; to: IsoDate };

export interface CostsPeriodPickerProps {
  taxYears: readonly CostsTaxYearOption[];
  value: CostsPeriodValue;
  /** The period's dates (a tax year's as the server resolved them), shown in the date-range trigger. */
  from: IsoDate;
  to: IsoDate;
  /** Today's London date: the date-range presets resolve against it. */
  today: IsoDate;
  /** The last day valued: a chosen range ends no later. */
  maxDate: IsoDate;
  /** The earliest account opening. */
  minDate: IsoDate;
  onChange: (value: CostsPeriodValue) => void;
  className?: string;
}

const RANGE_KEY = 'range';

export function CostsPeriodPicker({ taxYears, value, from, to, today, maxDate, minDate, onChange, className }: CostsPeriodPickerProps) {
  const selected = value.kind === 'taxYear' ? String(value.startYear) : RANGE_KEY;
  return (
    <div className={className ? `${styles.picker} ${className}` : styles.picker}>
      <Select
        className={styles.field}
        value={selected}
        onChange={(key: Key | null) => {
          if (key !== null && key !== RANGE_KEY) onChange({ kind: 'taxYear', startYear: Number(key) });
        }}
      >
        <Label className={styles.label}>{costsTexts.taxYear}</Label>
        <Button className={styles.trigger}>
          <SelectValue className={styles.value} />
          <Icon name="chevronDown" size={18} />
        </Button>
        <Popover className={styles.popover} placement="bottom start">
          <ListBox className={styles.listBox}>
            {taxYears.map((year, i) => (
              <ListBoxItem key={year.startYear} id={String(year.startYear)} className={styles.option}>
                {costsTexts.taxYearOption(year.label, i === 0)}
              </ListBoxItem>
            ))}
            {value.kind === 'range' && (
              <ListBoxItem id={RANGE_KEY} className={styles.option}>
                {costsTexts.chosenDates}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
      <DateRangePicker
        label={costsTexts.dateRange}
        today={today}
        minDate={minDate}
        maxDate={maxDate}
        value={{ id: CUSTOM_DATE_RANGE_ID, startDate: from, endDate: to }}
        onChange={(next) =>
          onChange({
            kind: 'range',
            from: next.startDate < minDate ? minDate : next.startDate,
            to: next.endDate > maxDate ? maxDate : next.endDate,
          })
        }
      />
    </div>
  );
}
