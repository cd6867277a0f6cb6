/** Buttons on RAC Button, and a RAC Link that looks like a button. */
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

export function Button({ variant = 'primary', fullWidth = false, pendingLabel = 'Loading', className, children, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (c) => cx(styles.button({ variant, fullWidth }), c))}
      // RAC does not pass aria-busy through, so add it on the rendered <button>.
      render={(domProps) => <button {...domProps} aria-busy={props.isPending || undefined} />}
    >
      {composeRenderProps(children, (content, { isPending }) => (
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
  return <AriaLink {...props} className={composeRenderProps(className, (c) => cx(styles.button({ variant, fullWidth }), c))} />;
}
