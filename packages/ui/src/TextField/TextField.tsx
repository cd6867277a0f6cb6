/**
 * A labelled text input on RAC TextField, with an optional description and validation error.
 *
 * Spec §5: the input uses native validity (pattern, required and the type's own; RAC's native validation
 * behaviour) and shows a message once filled and invalid: RAC checks the input when the user leaves a
 * field whose value changed, or submits the form, so a filled, invalid field says so as soon as it is left
 * (no submit needed), and its message stays until the next check. A field left empty and untouched says
 * nothing until the submit. The label sits above the field rather than floating inside it, and there is
 * no number type (min, max, step): docs/spec-coverage.md §5.9.
 */
import type { ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextField as AriaTextField, composeRenderProps } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from 'react-aria-components';
import { Icon } from '../icons/Icon.tsx';
import * as styles from './TextField.css.ts';
import { cx } from '../utils/cx.ts';

export const textFieldTypes = ['text', 'email'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'type'> {
  /** The visible label (also the accessible name). */
  label: string;
  /** Help text under the label, linked with aria-describedby. */
  description?: ReactNode;
  /**
   * Shown when the field is invalid (`isInvalid`, or native validation such as `isRequired`).
   * A function receives RAC's validation result.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** @default 'text' */
  type?: TextFieldType;
  placeholder?: string;
}

export function TextField({ label, description, errorMessage, type = 'text', placeholder, className, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} type={type} className={composeRenderProps(className, (c) => cx(styles.field, c))}>
      <Label className={styles.label}>{label}</Label>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <Input className={styles.input} placeholder={placeholder} />
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
