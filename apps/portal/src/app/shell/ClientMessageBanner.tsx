/**
 * The client pages' global message (spec §2 Common interface: error, warning or info, collapsible, with
 * its error code and 'Try again'), drawn as a collapsible banner whose title names the kind of message
 * and whose body starts shown. ClientLayout loads this module with the first message (showing the plain
 * GlobalMessageBanner meanwhile), so no page's first script carries react-aria's Disclosure; the public
 * pages keep the plain banner (their first script has a byte budget).
 */
import { useEffect } from 'react';
import { globalMessageTitles } from '@portal/domain';
import { CollapsibleMessageBanner } from '@portal/ui';
import { scrollToMessageOnMobile, useMessages } from '../../shared/messages.tsx';

export default function ClientMessageBanner() {
  const { message, clear } = useMessages();
  useEffect(() => {
    if (message) scrollToMessageOnMobile();
  }, [message]);
  if (!message) return null;
  const retry = message.onRetry;
  return (
    <div role="region" aria-label="Messages">
      <CollapsibleMessageBanner
        severity={message.severity}
        title={globalMessageTitles[message.severity]}
        defaultExpanded
        errorCode={message.errorCode}
        onRetry={
          retry
            ? () => {
                clear();
                retry();
              }
            : undefined
        }
        onDismiss={clear}
      >
        {message.text}
      </CollapsibleMessageBanner>
    </div>
  );
}
