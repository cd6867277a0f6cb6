/**
 * The date-range picker of spec §2 'Common interface': presets from `@portal/domain` plus Custom,
 * where Custom shows two unlinked RAC Calendars (From and To, each with its own month and with
 * month and year dropdowns) limited to the global minimum and maximum. Nothing changes until Apply;
 * Cancel, Escape or a click outside keep the previous range.
 */
import { parseDate, type CalendarDate } from '@internationalized/date';
import { ALL_DATES_START, commonTexts, dateRangePresets, type IsoDate } from '@portal/domain';
import { useId, useMemo, useState } from 'react';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarMonthPicker,
  CalendarYearPicker,
  Dialog,
  DialogTrigger,
  I18nProvider,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../icons/Icon.tsx';
import { Popover } from '../overlays/Popover.tsx';
import * as styles from './DateRangePicker.css.ts';
import { CUSTOM_DATE_RANGE_ID, calendarBounds, describeDateRange, type DateRangeValue } from './date-range-value.ts';
import { cx } from '../utils/cx.ts';

export interface DateRangePickerProps {
  value: DateRangeValue;
  /** Called on Apply with the new range (not called when nothing changed). */
  onChange: (value: DateRangeValue) => void;
  /** Today's London date ('YYYY-MM-DD'); presets are resolved against it. */
  today: IsoDate;
  /** Earliest selectable date. @default '2006-01-01' */
  minDate?: IsoDate;
  /** Latest selectable date. @default today */
  maxDate?: IsoDate;
  /** Visible label before the trigger. @default 'Date range' */
  label?: string;
  /** The picker's other words (each defaults to the catalogue's); pass only those to change. */
  labels?: Partial<DateRangePickerLabels>;
  isDisabled?: boolean;
  className?: string;
}

/** Texts inside the popover; the defaults are `commonTexts.dateRange*` from @portal/domain. */
export interface DateRangePickerLabels {
  /** @default 'Custom' */
  custom: string;
  /** @default 'From' */
  from: string;
  /** @default 'To' */
  to: string;
  /** @default 'Cancel' */
  cancel: string;
  /** @default 'Apply' */
  apply: string;
  /** Accessible names of the calendar controls. @default commonTexts.dateRangePreviousMonth */
  previousMonth: string;
  /** @default commonTexts.dateRangeNextMonth */
  nextMonth: string;
  /** @default commonTexts.dateRangeMonth */
  month: string;
  /** @default commonTexts.dateRangeYear */
  year: string;
}

export const defaultDateRangePickerLabels: DateRangePickerLabels = {
  custom: commonTexts.dateRangeCustom,
  from: commonTexts.dateRangeFrom,
  to: commonTexts.dateRangeTo,
  cancel: commonTexts.dateRangeCancel,
  apply: commonTexts.dateRangeApply,
  previousMonth: commonTexts.dateRangePreviousMonth,
  nextMonth: commonTexts.dateRangeNextMonth,
  month: commonTexts.dateRangeMonth,
  year: commonTexts.dateRangeYear,
};

interface MonthYearPickerProps {
  min: IsoDate;
  max: IsoDate;
  text: DateRangePickerLabels;
}

/** Month and year dropdowns inside a Calendar; they move only that calendar's visible month. */
function MonthYearPickers({ min, max, text }: MonthYearPickerProps) {
  const minMonth = min.slice(0, 7);
  const maxMonth = max.slice(0, 7);
  const years = Number(max.slice(0, 4)) - Number(min.slice(0, 4)) + 1;
  return (
    <div className={styles.pickers}>
      <CalendarMonthPicker format="short">
        {({ value, onChange, items }) => (
          <select
            className={styles.select}
            aria-label={text.month}
            value={String(value)}
            onChange={(event) => onChange(Number(event.target.value))}
          >
            {items.map((item) => {
              const month = item.date.toString().slice(0, 7);
              return (
                <option key={item.id} value={item.id} disabled={month < minMonth || month > maxMonth}>
                  {item.formatted}
                </option>
              );
            })}
          </select>
        )}
      </CalendarMonthPicker>
      <CalendarYearPicker visibleYears={Math.max(1, years)}>
        {({ value, onChange, items }) => (
          <select
            className={styles.select}
            aria-label={text.year}
            value={String(value)}
            onChange={(event) => onChange(Number(event.target.value))}
          >
            {items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.formatted}
              </option>
            ))}
          </select>
        )}
      </CalendarYearPicker>
    </div>
  );
}

interface RangeEndProps {
  label: string;
  value: IsoDate;
  min: IsoDate;
  max: IsoDate;
  onChange: (date: IsoDate) => void;
  text: DateRangePickerLabels;
}

function RangeEnd({ label, value, min, max, onChange, text }: RangeEndProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.rangeEnd}>
      <span id={labelId} className={styles.rangeEndLabel}>
        {label}
      </span>
      <Calendar<CalendarDate>
        aria-label={label}
        className={styles.calendar}
        value={parseDate(value)}
        minValue={parseDate(min)}
        maxValue={parseDate(max)}
        onChange={(date) => onChange(date.toString())}
      >
        <div className={styles.calendarHeader}>
          <AriaButton slot="previous" className={styles.navButton} aria-label={text.previousMonth}>
            <Icon name="chevronDown" size={18} className={styles.previousIcon} />
          </AriaButton>
          <MonthYearPickers min={min} max={max} text={text} />
          <AriaButton slot="next" className={styles.navButton} aria-label={text.nextMonth}>
            <Icon name="chevronDown" size={18} className={styles.nextIcon} />
          </AriaButton>
        </div>
        <CalendarGrid className={styles.grid} weekdayStyle="short">
          {(date) => <CalendarCell date={date} className={styles.cell} />}
        </CalendarGrid>
      </Calendar>
    </div>
  );
}

export function DateRangePicker({
  value,
  onChange,
  today,
  minDate = ALL_DATES_START,
  maxDate = today,
  label = commonTexts.dateRangeLabel,
  labels,
  isDisabled = false,
  className,
}: DateRangePickerProps) {
  const text = { ...defaultDateRangePickerLabels, ...labels };
  const labelId = useId();
  const triggerId = useId();
  const presets = useMemo(() => dateRangePresets(today), [today]);
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRangeValue>(value);

  const open = (next: boolean) => {
    // Every opening starts from the committed range, so Cancel and dismissing both revert.
    if (next) setDraft(value);
    setOpen(next);
  };

  const choose = (id: string) => {
    const preset = presets.find((candidate) => candidate.id === id);
    setDraft(preset ? { id: preset.id, startDate: preset.startDate, endDate: preset.endDate } : { ...draft, id: CUSTOM_DATE_RANGE_ID });
  };

  const apply = () => {
    if (draft.id !== value.id || draft.startDate !== value.startDate || draft.endDate !== value.endDate) onChange(draft);
    setOpen(false);
  };

  const bounds = calendarBounds(draft, minDate, maxDate);
  const isCustom = draft.id === CUSTOM_DATE_RANGE_ID;

  return (
    <div className={cx(styles.root, className)}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <DialogTrigger isOpen={isOpen} onOpenChange={open}>
        <AriaButton id={triggerId} aria-labelledby={`${labelId} ${triggerId}`} className={styles.trigger} isDisabled={isDisabled}>
          <span>{describeDateRange(value, presets)}</span>
          <Icon name="chevronDown" size={18} />
        </AriaButton>
        <Popover placement="bottom start" className={styles.popover}>
          <Dialog aria-label={label} className={styles.dialog}>
            <I18nProvider locale="en-GB">
              <div className={styles.body}>
                <RadioGroup aria-label={label} value={draft.id} onChange={choose} className={styles.presets}>
                  {presets.map((preset) => (
                    <Radio key={preset.id} value={preset.id} className={styles.preset}>
                      {preset.display}
                    </Radio>
                  ))}
                  <Radio value={CUSTOM_DATE_RANGE_ID} className={styles.preset}>
                    {text.custom}
                  </Radio>
                </RadioGroup>
                {isCustom && (
                  <div className={styles.calendars}>
                    <RangeEnd
                      label={text.from}
                      text={text}
                      value={draft.startDate}
                      min={bounds.from.min}
                      max={bounds.from.max}
                      onChange={(startDate) => setDraft({ ...draft, id: CUSTOM_DATE_RANGE_ID, startDate })}
                    />
                    <RangeEnd
                      label={text.to}
                      text={text}
                      value={draft.endDate}
                      min={bounds.to.min}
                      max={bounds.to.max}
                      onChange={(endDate) => setDraft({ ...draft, id: CUSTOM_DATE_RANGE_ID, endDate })}
                    />
                  </div>
                )}
              </div>
            </I18nProvider>
            <div className={styles.footer}>
              <Button variant="secondary" onPress={() => setOpen(false)}>
                {text.cancel}
              </Button>
              <Button onPress={apply}>{text.apply}</Button>
            </div>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}
