/**
 * A labelled text input on RAC TextField, with an optional description and validation error.
 *
 * Spec §5: the inputs use native validity (pattern, required, min, max, step, and the type's own) and
 * show a message once filled and invalid: RAC checks the input's native validity when the user leaves a
 * field whose value changed, or submits the form, and shows the message then (no submit needed); an edit
 * to a field that shows one checks it again at once, so the message goes as soon as the value is mended
 * (or emptied, when not required). A field left empty and untouched says nothing until the submit. The
 * label sits above the field rather than floating inside it (docs/spec-coverage.md §5.9).
 */
import type { FormEvent, ReactNode } from 'react';
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

/**
 * An edit that leaves the value valid has RAC check the field again at once, as leaving it would (RAC
 * commits the input's native validity on its change event): a shown message goes as soon as the value is
 * mended, while an invalid value keeps waiting for the field to be left, so no message shows mid-typing.
 */
const recheckWhenValid = ({ currentTarget: input }: FormEvent<HTMLInputElement>) =>
  input.validity.valid && input.dispatchEvent(new Event('change'));

export function TextField({ label, description, errorMessage, min, max, step, className, ...props }: TextFieldProps) {
  // RAC gives the input its type ('text' unless given) and placeholder; min, max and step are the input's own.
  return (
    <AriaTextField {...props} className={composeRenderProps(className, (c) => cx(styles.field, c))}>
      <Label className={styles.label}>{label}</Label>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <Input className={styles.input} min={min} max={max} step={step} onInput={recheckWhenValid} />
      <FieldError className={styles.error}>
        {(validation) => (
          <>
            <Icon name="error" size={16} />
            {typeof errorMessage === 'function' ? errorMessage(validation) : (errorMessage ?? validation.validationErrors.join(' '))}
          </>
        )}
      </FieldError>
    </AriaTextField>
  );
}
