/**
 * A password input with a show/hide toggle (spec: login, register, change password). The toggle is a
 * RAC Button with aria-pressed that does not take focus from the input when clicked: RAC's ToggleButton
 * brings Disclosure and ToggleButtonGroup along (~3.5 KiB gzip on the login page, which has a budget).
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, FieldError, Input, Label, Text, TextField as AriaTextField, composeRenderProps } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from 'react-aria-components';
import { Icon } from '../icons/Icon.tsx';
import * as fieldStyles from '../TextField/TextField.css.ts';
import * as styles from './PasswordField.css.ts';
import { cx } from '../utils/cx.ts';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'children' | 'type'> {
  label: string;
  description?: ReactNode;
  /** Shown when the field is invalid. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Start with the password visible. @default false */
  defaultRevealed?: boolean;
  /** Accessible name of the toggle while the password is hidden. @default 'Show password' */
  showLabel?: string;
  /** Accessible name of the toggle while the password is shown. @default 'Hide password' */
  hideLabel?: string;
}

export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  defaultRevealed = false,
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  autoComplete = 'current-password',
  className,
  ...props
}: PasswordFieldProps) {
  const [isRevealed, setRevealed] = useState(defaultRevealed);
  return (
    <AriaTextField
      {...props}
      autoComplete={autoComplete}
      type={isRevealed ? 'text' : 'password'}
      className={composeRenderProps(className, (c) => cx(fieldStyles.field, c))}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <div className={styles.inputWrapper}>
        <Input className={cx(fieldStyles.input, styles.input)} placeholder={placeholder} spellCheck={false} autoCapitalize="off" />
        <Button
          className={styles.toggle}
          aria-pressed={isRevealed}
          onPress={() => setRevealed((revealed) => !revealed)}
          isDisabled={props.isDisabled}
          aria-label={isRevealed ? hideLabel : showLabel}
          // A pointer press keeps the caret in the input; keyboard users still reach the toggle by Tab.
          preventFocusOnPress
        >
          <Icon name={isRevealed ? 'eyeOff' : 'eye'} />
        </Button>
      </div>
      <FieldError className={fieldStyles.error}>
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
