/**
 * The global message banner (spec "Common interface"): error, warning, info or success, optionally
 * collapsible, with an error code and a 'Try again' action. Errors are role="alert", others role="status".
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../icons/Icon.tsx';
import { visuallyHidden } from '../utils/visuallyHidden.css.ts';
import * as styles from './MessageBanner.css.ts';
import { cx } from '../utils/cx.ts';

export const messageSeverities = ['error', 'warning', 'info', 'success'] as const;
export type MessageSeverity = (typeof messageSeverities)[number];

const severityPrefix: Record<MessageSeverity, string> = {
  error: 'Error:',
  warning: 'Warning:',
  info: 'Information:',
  success: 'Success:',
};

export interface MessageBannerProps {
  /** @default 'info' */
  severity?: MessageSeverity;
  /** Bold first line; the disclosure button's label when `collapsible`. */
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
  /** The body can be hidden and shown with a disclosure button. @default false */
  collapsible?: boolean;
  /** When collapsible, whether the body starts shown. @default true */
  defaultExpanded?: boolean;
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
  collapsible = false,
  defaultExpanded = true,
  dismissible = false,
  onDismiss,
  dismissLabel = 'Dismiss message',
  className,
  id,
}: MessageBannerProps) {
  const [isDismissed, setDismissed] = useState(false);
  if (isDismissed) return null;

  const body = (
    <>
      {children && <div className={styles.body}>{children}</div>}
      {errorCode && <div className={styles.errorCode}>Error code: {errorCode}</div>}
      {onRetry && (
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onRetry} isPending={isRetrying}>
            {retryLabel}
          </Button>
        </div>
      )}
    </>
  );

  return (
    <div
      id={id}
      role={severity === 'error' ? 'alert' : 'status'}
      className={cx(styles.banner, styles.severity[severity], className)}
      data-severity={severity}
    >
      <Icon name={severity} size={22} className={styles.icon[severity]} />
      <div className={styles.content}>
        {collapsible ? (
          <Disclosure defaultExpanded={defaultExpanded} className={styles.content}>
            <div className={styles.title}>
              <AriaButton slot="trigger" className={styles.disclosureTrigger}>
                <span className={visuallyHidden}>{`${severityPrefix[severity]} `}</span>
                {title ?? 'Details'}
                <Icon name="chevronDown" size={18} className={styles.chevron} />
              </AriaButton>
            </div>
            <DisclosurePanel className={cx(styles.content, styles.panel)}>{body}</DisclosurePanel>
          </Disclosure>
        ) : (
          <>
            {title ? (
              <p className={styles.title}>
                <span className={visuallyHidden}>{`${severityPrefix[severity]} `}</span>
                {title}
              </p>
            ) : (
              <span className={visuallyHidden}>{`${severityPrefix[severity]} `}</span>
            )}
            {body}
          </>
        )}
      </div>
      {dismissible && (
        <AriaButton
          className={styles.dismiss}
          aria-label={dismissLabel}
          onPress={() => {
            setDismissed(true);
            onDismiss?.();
          }}
        >
          <Icon name="close" size={18} />
        </AriaButton>
      )}
    </div>
  );
}
