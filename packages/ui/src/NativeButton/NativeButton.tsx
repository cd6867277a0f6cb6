/**
 * The Button's twin on a plain <button> (issue 35: the login page's first script carries no React Aria):
 * the same variants, classes, pending state, announcement and data attributes (native-states.ts), so it
 * looks and reads exactly as Button. A press is the element's click (pointer, Enter, Space); a pointer's
 * click also focuses the button where the browser would not (Safari), as React Aria's press does, so a dialog it
 * opens gives focus back to it. Use it where a page's first JS is on a budget; Button elsewhere.
 */
import { useEffect, useRef, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { ButtonVariant } from '../Button/Button.tsx';
import * as styles from '../Button/Button.css.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../utils/cx.ts';
import { useNativeStates } from '../utils/native-states.ts';

export interface NativeButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'onClick' | 'children'> {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /** Accessible name of the spinner shown while `isPending`. @default 'Loading' */
  pendingLabel?: string;
  /** Shows a spinner over the label; presses are ignored and a submit button does not submit. @default false */
  isPending?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Called on a press (click, Enter, Space). */
  onPress?: () => void;
  children?: ReactNode;
}

// The live announcer React Aria's pieces share, loaded when a pending state is first announced.
const announce = (message: string) =>
  void import('react-aria/private/live-announcer/LiveAnnouncer').then((m) => m.announce(message, 'assertive'));

export function NativeButton({
  variant = 'primary',
  fullWidth = false,
  pendingLabel = 'Loading',
  isPending = false,
  isDisabled = false,
  onPress,
  type = 'button',
  className,
  children,
  onFocus,
  onBlur,
  ...props
}: NativeButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(isPending);
  const { data, handlers } = useNativeStates<HTMLButtonElement>(isDisabled || isPending);
  useEffect(() => {
    if (isPending && !wasPending.current && ref.current === document.activeElement) announce(pendingLabel);
    wasPending.current = isPending;
  }, [isPending, pendingLabel]);
  return (
    <button
      {...props}
      {...handlers}
      {...data}
      ref={ref}
      type={isPending && type === 'submit' ? 'button' : type}
      disabled={isDisabled}
      className={cx(styles.base, styles.variant[variant], fullWidth && styles.fullWidth, className)}
      aria-busy={isPending || undefined}
      aria-disabled={isPending || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      onFocus={(event) => {
        handlers.onFocus(event);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        handlers.onBlur();
        onBlur?.(event);
      }}
      onClick={(event) => {
        // A pointer's click (detail ≥ 1) focuses; a form's implicit submission (Enter in a field) leaves focus in the field.
        if (event.detail > 0 && document.activeElement !== event.currentTarget) event.currentTarget.focus({ preventScroll: true });
        if (!isPending) onPress?.();
      }}
    >
      <span className={styles.label}>{children}</span>
      {isPending && (
        <span className={styles.spinner}>
          <Spinner size="small" tone="current" label={pendingLabel} />
        </span>
      )}
    </button>
  );
}

export interface NativePlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'onClick'> {
  /** @default false */
  isDisabled?: boolean;
  onPress?: () => void;
  /** Keep focus where it is on a pointer press (a field's toggle keeps the caret in its input). @default false */
  preventFocusOnPress?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button of the component's own look (an icon button: a field's toggle, a banner's dismiss, a popover's
 * trigger) with the same data attributes as RAC Button, on a plain <button>.
 */
export function NativePlainButton({
  isDisabled = false,
  onPress,
  preventFocusOnPress = false,
  type = 'button',
  onFocus,
  onBlur,
  ...props
}: NativePlainButtonProps) {
  const { data, handlers } = useNativeStates<HTMLButtonElement>(isDisabled);
  return (
    <button
      {...props}
      {...handlers}
      {...data}
      type={type}
      disabled={isDisabled}
      data-disabled={isDisabled || undefined}
      onFocus={(event) => {
        handlers.onFocus(event);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        handlers.onBlur();
        onBlur?.(event);
      }}
      onMouseDown={preventFocusOnPress ? (event) => event.preventDefault() : undefined}
      onClick={(event) => {
        if (!preventFocusOnPress && event.detail > 0 && document.activeElement !== event.currentTarget) {
          event.currentTarget.focus({ preventScroll: true });
        }
        onPress?.();
      }}
    />
  );
}
