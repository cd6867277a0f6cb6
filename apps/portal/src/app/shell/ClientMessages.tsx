/** The shell's message area: the global message, collapsible in the client pages (its module loads with the first message; the plain banner meanwhile). */
import { lazy, Suspense } from 'react';
import { GlobalMessageBanner, useMessages } from '../../shared/messages.tsx';
import * as styles from './ClientMessages.css.ts';

const ClientMessageBanner = lazy(() => import('./ClientMessageBanner.tsx'));

export function ClientMessages() {
  const { message } = useMessages();
  if (!message) return null;
  return (
    <div className={styles.region}>
      <Suspense fallback={<GlobalMessageBanner />}>
        <ClientMessageBanner />
      </Suspense>
    </div>
  );
}
