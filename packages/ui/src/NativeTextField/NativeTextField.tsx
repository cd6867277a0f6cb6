/**
 * The TextField's and PasswordField's twins on a plain <input> (issue 35: the login page's first script
 * carries no React Aria): the same label, classes, data attributes and ids, and the same native validity
 * as React Aria's native validation behaviour — the input's own constraints (required, the type's), and
 * the message (the browser's validationMessage) shown once the field is checked: when the user leaves a
 * field whose value changed (the native change event), or when the form asks (the invalid event; the
 * first invalid field of the form takes focus). The message then stays until the next check.
 */
import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Icon } from '../icons/Icon.tsx';
import { NativePlainButton } from '../NativeButton/NativeButton.tsx';
import * as styles from '../TextField/TextField.css.ts';
import * as passwordStyles from '../PasswordField/PasswordField.css.ts';
import { cx } from '../utils/cx.ts';
import { useNativeStates } from '../utils/native-states.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'disabled' | 'required'>;

export interface NativeTextFieldProps extends InputProps {
  /** The visible label (also the accessible name). */
  label: string;
  /** Help text under the label, linked with aria-describedby. */
  description?: ReactNode;
  /** Shown instead of the browser's validation message when the field is invalid. */
  errorMessage?: string;
  /** @default 'text' */
  type?: 'text' | 'email';
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
}

/** The message the field shows: checked on leaving a changed field and when its form asks. */
function useNativeValidity() {
  const ref = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    // No browser tooltip for the validation message (React Aria sets the same).
    if (!input.hasAttribute('title')) input.title = '';
    const check = () => setMessage(input.validity.valid ? null : input.validationMessage);
    const onInvalid = (event: Event) => {
      setMessage((shown) => shown ?? input.validationMessage);
      const first = input.form && [...input.form.elements].find((el) => (el as HTMLInputElement).validity?.valid === false);
      if (!event.defaultPrevented && first === input) input.focus();
      event.preventDefault();
    };
    const form = input.form;
    const reset = () => setMessage(null);
    input.addEventListener('invalid', onInvalid);
    input.addEventListener('change', check);
    form?.addEventListener('reset', reset);
    return () => {
      input.removeEventListener('invalid', onInvalid);
      input.removeEventListener('change', check);
      form?.removeEventListener('reset', reset);
    };
  }, []);
  return { ref, message };
}

interface FieldParts {
  label: string;
  description?: ReactNode;
  errorMessage?: string;
  isRequired: boolean;
  isDisabled: boolean;
  className?: string;
  /** Renders the input with its props (and, for a password, the toggle beside it). */
  input: (props: InputHTMLAttributes<HTMLInputElement> & { ref: Ref<HTMLInputElement> }) => ReactNode;
}

function NativeField({ label, description, errorMessage, isRequired, isDisabled, className, input }: FieldParts) {
  const id = useId();
  const { ref, message } = useNativeValidity();
  const { data, handlers } = useNativeStates<HTMLInputElement>(isDisabled, []);
  const isInvalid = message !== null;
  const describedBy = [description && `${id}-description`, isInvalid && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={cx(styles.field, className)}
      data-required={isRequired || undefined}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <label className={styles.label} id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      {description && (
        <span className={styles.description} id={`${id}-description`}>
          {description}
        </span>
      )}
      {input({
        ref,
        id,
        required: isRequired,
        disabled: isDisabled,
        'aria-describedby': describedBy,
        'aria-invalid': isInvalid || undefined,
        ...handlers,
        // Focus shows the ring on any focus, as the caret does (the field surface's data-focused).
        ...data,
        'data-invalid': isInvalid || undefined,
        'data-disabled': isDisabled || undefined,
      } as InputHTMLAttributes<HTMLInputElement> & { ref: Ref<HTMLInputElement> })}
      {isInvalid && (
        <span className={styles.error} id={`${id}-error`} slot="errorMessage">
          <Icon name="error" size={16} />
          {errorMessage ?? message}
        </span>
      )}
    </div>
  );
}

/** Composes the field's handlers with the caller's own focus and blur handlers. */
function withCaller(
  fieldProps: InputHTMLAttributes<HTMLInputElement>,
  { onFocus, onBlur }: Pick<InputProps, 'onFocus' | 'onBlur'>,
): InputHTMLAttributes<HTMLInputElement> {
  return {
    ...fieldProps,
    onFocus: (event) => {
      fieldProps.onFocus?.(event);
      onFocus?.(event);
    },
    onBlur: (event) => {
      fieldProps.onBlur?.(event);
      onBlur?.(event);
    },
  };
}

export function NativeTextField({
  label,
  description,
  errorMessage,
  type = 'text',
  value,
  defaultValue,
  onChange,
  isRequired = false,
  isDisabled = false,
  className,
  onFocus,
  onBlur,
  ...props
}: NativeTextFieldProps) {
  return (
    <NativeField
      label={label}
      description={description}
      errorMessage={errorMessage}
      isRequired={isRequired}
      isDisabled={isDisabled}
      className={className}
      input={({ ref, ...fieldProps }) => (
        <input
          {...props}
          {...withCaller(fieldProps, { onFocus, onBlur })}
          ref={ref}
          type={type}
          value={value}
          defaultValue={defaultValue}
          onChange={(event) => onChange?.(event.target.value)}
          className={styles.input}
        />
      )}
    />
  );
}

export interface NativePasswordFieldProps extends Omit<NativeTextFieldProps, 'type'> {
  /** Start with the password visible. @default false */
  defaultRevealed?: boolean;
  /** Accessible name of the toggle while the password is hidden. @default 'Show password' */
  showLabel?: string;
  /** Accessible name of the toggle while the password is shown. @default 'Hide password' */
  hideLabel?: string;
}

/** A password input with a show/hide toggle (aria-pressed) that does not take focus from the input when clicked. */
export function NativePasswordField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  isRequired = false,
  isDisabled = false,
  defaultRevealed = false,
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  autoComplete = 'current-password',
  className,
  onFocus,
  onBlur,
  ...props
}: NativePasswordFieldProps) {
  const [isRevealed, setRevealed] = useState(defaultRevealed);
  return (
    <NativeField
      label={label}
      description={description}
      errorMessage={errorMessage}
      isRequired={isRequired}
      isDisabled={isDisabled}
      className={className}
      input={({ ref, ...fieldProps }) => (
        <div className={passwordStyles.inputWrapper}>
          <input
            {...props}
            {...withCaller(fieldProps, { onFocus, onBlur })}
            ref={ref}
            type={isRevealed ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="off"
            spellCheck={false}
            value={value}
            defaultValue={defaultValue}
            onChange={(event) => onChange?.(event.target.value)}
            className={cx(styles.input, passwordStyles.input)}
          />
          <PasswordToggle
            isRevealed={isRevealed}
            isDisabled={isDisabled}
            label={isRevealed ? hideLabel : showLabel}
            onToggle={() => setRevealed((revealed) => !revealed)}
          />
        </div>
      )}
    />
  );
}

function PasswordToggle({
  isRevealed,
  isDisabled,
  label,
  onToggle,
}: {
  isRevealed: boolean;
  isDisabled: boolean;
  label: string;
  onToggle: () => void;
}) {
  return (
    <NativePlainButton
      className={passwordStyles.toggle}
      aria-pressed={isRevealed}
      aria-label={label}
      isDisabled={isDisabled}
      onPress={onToggle}
      // A pointer press keeps the caret in the input; keyboard users still reach the toggle by Tab.
      preventFocusOnPress
    >
      <Icon name={isRevealed ? 'eyeOff' : 'eye'} />
    </NativePlainButton>
  );
}
