/**
 * The global message banner (spec §2 Common interface): one message at a time with a severity, an
 * optional error code and 'Try again'; cleared when the user leaves the page unless redirecting.
 */
import { MessageBanner } from '@portal/ui/MessageBanner';
import { media } from '@portal/ui/themes';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** The window event a runtime error raises (fatal.ts); CriticalErrorMessages shows its message (spec §8 critical) and code. */
export const CRITICAL_ERROR_EVENT = 'portal:critical-error';
export type CriticalErrorEvent = CustomEvent<{ errorCode: string }>;

export type Severity = 'error' | 'warning' | 'info' | 'success';

export interface GlobalMessage {
  severity: Severity;
  text: string;
  errorCode?: string;
  onRetry?: () => void;
  /** Keep the message across the next navigation (e.g. logout → login). */
  keepOnNavigate?: boolean;
}

interface MessageApi {
  message: GlobalMessage | null;
  show: (message: GlobalMessage) => void;
  clear: () => void;
  /** Called on navigation: drops the message unless it asked to survive one redirect. */
  onNavigate: () => void;
}

const MessageContext = createContext<MessageApi | null>(null);

export function MessageProvider({ children, initial = null }: { children: ReactNode; initial?: GlobalMessage | null }) {
  const [message, setMessage] = useState<GlobalMessage | null>(initial);
  const show = useCallback((m: GlobalMessage) => setMessage(m), []);
  const clear = useCallback(() => setMessage(null), []);
  const onNavigate = useCallback(() => setMessage((m) => (m?.keepOnNavigate ? { ...m, keepOnNavigate: false } : null)), []);
  const value = useMemo(() => ({ message, show, clear, onNavigate }), [message, show, clear, onNavigate]);
  return <MessageContext.Provider value={value}>{children}</MessageContext.Provider>;
}

export function useMessages(): MessageApi {
  const value = useContext(MessageContext);
  if (!value) throw new Error('useMessages outside MessageProvider');
  return value;
}

/** On the mobile layout a new message scrolls the page to the top, where the banner is (spec §2). */
export function scrollToMessageOnMobile(win: Pick<Window, 'matchMedia' | 'scrollTo'> = window): void {
  if (typeof win.matchMedia === 'function' && win.matchMedia(media.mobile).matches) win.scrollTo({ top: 0, behavior: 'smooth' });
}

/** The global message banner; each layout places it where page content starts. */
export function GlobalMessageBanner() {
  const { message, clear } = useMessages();
  useEffect(() => {
    if (message) scrollToMessageOnMobile();
  }, [message]);
  if (!message) return null;
  return (
    <div role="region" aria-label="Messages">
      <MessageBanner
        severity={message.severity}
        errorCode={message.errorCode}
        onRetry={
          message.onRetry
            ? () => {
                clear();
                message.onRetry?.();
              }
            : undefined
        }
        onDismiss={clear}
      >
        {message.text}
      </MessageBanner>
    </div>
  );
}
