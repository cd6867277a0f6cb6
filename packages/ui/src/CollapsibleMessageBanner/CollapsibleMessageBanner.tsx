/**
 * A message banner whose body hides behind a disclosure button labelled with its title (spec: the memo
 * assets' load failure, 'Click for more details'). Same box, icon and actions as MessageBanner.
 */
import { Button as AriaButton, Disclosure, DisclosurePanel } from 'react-aria-components';
import { Icon } from '../icons/Icon.tsx';
import { BannerBody, BannerFrame, severityPrefix } from '../MessageBanner/MessageBanner.tsx';
import type { MessageBannerProps } from '../MessageBanner/MessageBanner.tsx';
import * as styles from '../MessageBanner/MessageBanner.css.ts';
import { visuallyHidden } from '../utils/visually-hidden.css.ts';
import { cx } from '../utils/cx.ts';

export interface CollapsibleMessageBannerProps extends MessageBannerProps {
  /** Whether the body starts shown. @default true */
  defaultExpanded?: boolean;
}

export function CollapsibleMessageBanner({
  severity = 'info',
  title,
  defaultExpanded = true,
  children,
  errorCode,
  onRetry,
  isRetrying,
  retryLabel,
  ...frame
}: CollapsibleMessageBannerProps) {
  return (
    <BannerFrame severity={severity} {...frame}>
      <Disclosure defaultExpanded={defaultExpanded} className={styles.content}>
        <div className={styles.title}>
          <AriaButton slot="trigger" className={styles.disclosureTrigger}>
            <span className={visuallyHidden}>{`${severityPrefix[severity]} `}</span>
            {title ?? 'Details'}
            <Icon name="chevronDown" size={18} className={styles.chevron} />
          </AriaButton>
        </div>
        <DisclosurePanel className={cx(styles.content, styles.panel)}>
          <BannerBody errorCode={errorCode} onRetry={onRetry} isRetrying={isRetrying} retryLabel={retryLabel}>
            {children}
          </BannerBody>
        </DisclosurePanel>
      </Disclosure>
    </BannerFrame>
  );
}
