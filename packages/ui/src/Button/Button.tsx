/** Buttons on RAC Button, and a RAC Link that looks like a button. */
import { useEffect, useRef } from 'react';
// react-aria's own live announcer (the one RAC uses), reached by its public './*' export.
import { announce } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { Button as AriaButton, Link as AriaLink, composeRenderProps } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps, LinkProps as AriaLinkProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Button.css.ts';
import { cx } from '../utils/cx.ts';

export const buttonVariants = ['primary', 'secondary', 'link'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export interface ButtonProps extends AriaButtonProps {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /** Accessible name of the spinner shown while `isPending`. @default 'Loading' */
  pendingLabel?: string;
}

/**
 * The pending state is handled here, not by RAC: RAC announces it by pointing the live region at the
 * button and its spinner (aria-labelledby), which dangle once the page has moved on (axe role-img-alt
 * for 7 s). Announcing the pending label as text keeps the announcement true on its own.
 */
export function Button({
  variant = 'primary',
  fullWidth = false,
  pendingLabel = 'Loading',
  isPending = false,
  className,
  children,
  onPress,
  type,
  onFocusChange,
  ...props
}: ButtonProps) {
  const isFocused = useRef(false);
  const wasPending = useRef(isPending);
  useEffect(() => {
    if (isPending && !wasPending.current && isFocused.current) announce(pendingLabel, 'assertive');
    wasPending.current = isPending;
  }, [isPending, pendingLabel]);
  return (
    <AriaButton
      {...props}
      // A pending submit button must not submit again; presses are ignored while pending.
      type={isPending && type === 'submit' ? 'button' : type}
      onPress={isPending ? undefined : onPress}
      onFocusChange={(focused) => {
        isFocused.current = focused;
        onFocusChange?.(focused);
      }}
      className={composeRenderProps(className, (c) => cx(styles.base, styles.variant[variant], fullWidth && styles.fullWidth, c))}
      // RAC does not pass aria-busy through, so add it (and the pending state) on the rendered <button>.
      render={(domProps) => (
        <button
          {...domProps}
          aria-busy={isPending || undefined}
          aria-disabled={isPending || domProps['aria-disabled']}
          data-pending={isPending || undefined}
        />
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          <span className={styles.label}>{content}</span>
          {isPending && (
            <span className={styles.spinner}>
              <Spinner size="small" tone="current" label={pendingLabel} />
            </span>
          )}
        </>
      ))}
    </AriaButton>
  );
}

export interface LinkButtonProps extends AriaLinkProps {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default false */
  fullWidth?: boolean;
}

/** A navigation link styled as a button (uses the app's RAC RouterProvider for `href`). */
export function LinkButton({ variant = 'primary', fullWidth = false, className, ...props }: LinkButtonProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (c) => cx(styles.base, styles.variant[variant], fullWidth && styles.fullWidth, c))}
    />
  );
}
