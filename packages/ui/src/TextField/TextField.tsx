/**
 * A labelled text input on RAC TextField, with an optional description and validation error.
 *
 * Spec §5: the inputs use native validity (pattern, required, min, max, step, and the type's own) and
 * show a message once filled and invalid: when the user leaves a field that holds a value the browser
 * finds invalid, its message shows at once (no submit needed), and it goes as soon as an edit makes the
 * value valid or empty; an empty required field waits for the form's submit (the input's invalid event).
 * The field owns its invalid state (RAC's `isInvalid`), so a Form's `validationErrors` do not reach it:
 * pass `isInvalid` and `errorMessage` instead. The label sits above the field rather than floating
 * inside it (docs/spec-coverage.md §5.9).
 */
import { useState } from 'react';
import type { FocusEvent, FormEvent, ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextField as AriaTextField, composeRenderProps } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from 'react-aria-components';
import { Icon } from '../icons/Icon.tsx';
import * as styles from './TextField.css.ts';
import { cx } from '../utils/cx.ts';

export const textFieldTypes = ['text', 'email', 'number'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'type'> {
  /** The visible label (also the accessible name). */
  label: string;
  /** Help text under the label, linked with aria-describedby. */
  description?: ReactNode;
  /**
   * Shown when the field is invalid (`isInvalid`, native validation such as `isRequired` on submit, or
   * a filled value the browser finds invalid). Without it, the browser's own message shows.
   * A function receives RAC's validation result.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** @default 'text' */
  type?: TextFieldType;
  placeholder?: string;
  /** Native range and step constraints (type 'number'). */
  min?: number;
  max?: number;
  step?: number | 'any';
}

/** The native constraints a value can break (customError is RAC's own marking, not the value's). */
const VALUE_FLAWS = [
  'badInput',
  'patternMismatch',
  'rangeOverflow',
  'rangeUnderflow',
  'stepMismatch',
  'tooLong',
  'tooShort',
  'typeMismatch',
  'valueMissing',
] as const satisfies readonly (keyof ValidityState)[];

/** True when the input's value breaks one of its native constraints. */
export function breaksNativeConstraint(input: HTMLInputElement): boolean {
  return VALUE_FLAWS.some((flaw) => input.validity[flaw]);
}

export function TextField({
  label,
  description,
  errorMessage,
  type = 'text',
  placeholder,
  min,
  max,
  step,
  className,
  isInvalid,
  ...props
}: TextFieldProps) {
  // What shows, decided here rather than by RAC's committed validation (which would keep a message
  // until the next blur): the browser's message ('' in a browser without one) for a value that breaks a
  // native constraint, from the moment the field is left filled or the form is submitted, until an
  // edit mends or empties it; null while there is none to show.
  const [shown, setShown] = useState<string | null>(null);
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (input.value === '' || !breaksNativeConstraint(input)) setShown(null);
    // Already shown: RAC has marked the input (customError), so its message is no longer the browser's.
    else setShown((current) => current ?? input.validationMessage);
  };
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (input.value === '' || !breaksNativeConstraint(input)) setShown(null);
  };
  // The form's submit checks every field, filled or not (an empty required one says so then).
  const onInvalid = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (breaksNativeConstraint(input)) setShown((current) => current ?? input.validationMessage);
  };
  return (
    <AriaTextField
      {...props}
      type={type}
      isInvalid={isInvalid ?? shown !== null}
      className={composeRenderProps(className, (c) => cx(styles.field, c))}
    >
      <Label className={styles.label}>{label}</Label>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <Input
        className={styles.input}
        placeholder={placeholder}
        min={min}
        max={max}
        step={step}
        onBlur={onBlur}
        onInput={onInput}
        onInvalid={onInvalid}
      />
      <FieldError className={styles.error}>
        {(validation) => (
          <>
            <Icon name="error" size={16} />
            {typeof errorMessage === 'function'
              ? errorMessage(validation)
              : (errorMessage ?? (validation.validationErrors.join(' ') || shown))}
          </>
        )}
      </FieldError>
    </AriaTextField>
  );
}
