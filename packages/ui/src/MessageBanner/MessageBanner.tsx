/**
 * The global message banner (spec "Common interface"): error, warning, info or success, with an error
 * code and a 'Try again' action. Errors are role="alert", others role="status". The collapsible kind is
 * CollapsibleMessageBanner, a module of its own: RAC's Disclosure would otherwise ride on every page
 * that can show a message, the login page among them.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { NativeButton, NativePlainButton } from '../NativeButton/NativeButton.tsx';
import { Icon } from '../icons/Icon.tsx';
import { visuallyHidden } from '../utils/visually-hidden.css.ts';
import * as styles from './MessageBanner.css.ts';
import { cx } from '../utils/cx.ts';

export const messageSeverities = ['error', 'warning', 'info', 'success'] as const;
export type MessageSeverity = (typeof messageSeverities)[number];

export const severityPrefix: Record<MessageSeverity, string> = {
  error: 'Error:',
  warning: 'Warning:',
  info: 'Information:',
  success: 'Success:',
};

export interface MessageBannerProps {
  /** @default 'info' */
  severity?: MessageSeverity;
  /** Bold first line. */
  title?: string;
  /** The message. */
  children?: ReactNode;
  /** Four-digit code shown as 'Error code: 1234'. */
  errorCode?: string;
  /** Shows a 'Try again' button that calls this. */
  onRetry?: () => void;
  /** Shows the retry button's spinner. @default false */
  isRetrying?: boolean;
  /** @default 'Try again' */
  retryLabel?: string;
  /** Shows a close button that removes the banner (and calls `onDismiss`). @default false */
  dismissible?: boolean;
  onDismiss?: () => void;
  /** @default 'Dismiss message' */
  dismissLabel?: string;
  className?: string;
  id?: string;
}

export function MessageBanner({
  severity = 'info',
  title,
  children,
  errorCode,
  onRetry,
  isRetrying = false,
  retryLabel = 'Try again',
  dismissible = false,
  onDismiss,
  dismissLabel = 'Dismiss message',
  className,
  id,
}: MessageBannerProps) {
  return (
    <BannerFrame
      severity={severity}
      dismissible={dismissible}
      onDismiss={onDismiss}
      dismissLabel={dismissLabel}
      className={className}
      id={id}
    >
      {title ? (
        <p className={styles.title}>
          <span className={visuallyHidden}>{`${severityPrefix[severity]} `}</span>
          {title}
        </p>
      ) : (
        <span className={visuallyHidden}>{`${severityPrefix[severity]} `}</span>
      )}
      <BannerBody errorCode={errorCode} onRetry={onRetry} isRetrying={isRetrying} retryLabel={retryLabel}>
        {children}
      </BannerBody>
    </BannerFrame>
  );
}

type FrameProps = Pick<MessageBannerProps, 'dismissible' | 'onDismiss' | 'dismissLabel' | 'className' | 'id'> & {
  severity: MessageSeverity;
  children: ReactNode;
};

/** The banner's box: its role, severity icon and dismiss button around the content. */
export function BannerFrame({ severity, dismissible, onDismiss, dismissLabel = 'Dismiss message', className, id, children }: FrameProps) {
  const [isDismissed, setDismissed] = useState(false);
  if (isDismissed) return null;
  return (
    <div
      id={id}
      role={severity === 'error' ? 'alert' : 'status'}
      className={cx(styles.banner, styles.severity[severity], className)}
      data-severity={severity}
    >
      <Icon name={severity} size={22} className={styles.icon[severity]} />
      <div className={styles.content}>{children}</div>
      {dismissible && (
        <NativePlainButton
          className={styles.dismiss}
          aria-label={dismissLabel}
          onPress={() => {
            setDismissed(true);
            onDismiss?.();
          }}
        >
          <Icon name="close" size={18} />
        </NativePlainButton>
      )}
    </div>
  );
}

type BodyProps = Pick<MessageBannerProps, 'children' | 'errorCode' | 'onRetry' | 'isRetrying' | 'retryLabel'>;

/** The message, its error code and the retry action. */
export function BannerBody({ children, errorCode, onRetry, isRetrying = false, retryLabel = 'Try again' }: BodyProps) {
  return (
    <>
      {children && <div className={styles.body}>{children}</div>}
      {errorCode && <div className={styles.errorCode}>Error code: {errorCode}</div>}
      {onRetry && (
        <div className={styles.actions}>
          <NativeButton variant="secondary" onPress={onRetry} isPending={isRetrying}>
            {retryLabel}
          </NativeButton>
        </div>
      )}
    </>
  );
}
