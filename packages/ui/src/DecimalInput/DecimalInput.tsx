/**
 * A decimal text field following spec §5: each keystroke or paste keeps numeric text only (the
 * domain's sanitiseDecimalText), and leaving the field shows the default value or zero with the decimals.
 */
import { decimalOnBlur, sanitiseDecimalText } from '@portal/domain';
import type { ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextField as AriaTextField, composeRenderProps } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import * as fieldStyles from '../TextField/TextField.css.ts';
import { cx } from '../utils/cx.ts';
import { visuallyHidden } from '../utils/visually-hidden.css.ts';
import * as styles from './DecimalInput.css.ts';

export interface DecimalInputProps extends Omit<
  AriaTextFieldProps,
  'children' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'inputMode'
> {
  /** The label (the accessible name; shown unless `hideLabel`). */
  label: string;
  /** Visually hide the label, e.g. inside a table cell whose column names it. @default false */
  hideLabel?: boolean;
  /** The text of the field (controlled). */
  value: string;
  /** Receives the kept text after each change, and the blurred text on leaving the field. */
  onChange: (value: string) => void;
  /** Allowed decimal places; extra digits are cut off. @default 2 */
  decimals?: number;
  /** Keep a leading minus (a lone minus too). @default false */
  allowNegative?: boolean;
  /** The largest number; a bigger one is replaced by it. */
  max?: number;
  /** Shown on leaving an empty or non-numeric field. @default 0 */
  blurValue?: number;
  description?: ReactNode;
  errorMessage?: string;
}

export function DecimalInput({
  label,
  hideLabel = false,
  value,
  onChange,
  decimals = 2,
  allowNegative = false,
  max,
  blurValue,
  description,
  errorMessage,
  className,
  onBlur,
  ...props
}: DecimalInputProps) {
  return (
    <AriaTextField
      {...props}
      value={value}
      inputMode="decimal"
      onChange={(text) => onChange(sanitiseDecimalText(text, { decimals, allowNegative, ...(max !== undefined ? { max } : {}) }))}
      onBlur={(event) => {
        const shown = decimalOnBlur(value, { decimals, ...(blurValue !== undefined ? { defaultValue: blurValue } : {}) });
        if (shown !== value) onChange(shown);
        onBlur?.(event);
      }}
      className={composeRenderProps(className, (c) => cx(fieldStyles.field, c))}
    >
      <Label className={hideLabel ? visuallyHidden : fieldStyles.label}>{label}</Label>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <Input className={cx(fieldStyles.input, styles.input)} />
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
