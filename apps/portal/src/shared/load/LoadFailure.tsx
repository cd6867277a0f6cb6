/** The generic load-failure banner of spec §8 'General', reused by every screen that loads data. */
import { loadFailureMessage } from '@portal/domain';
import { MessageBanner } from '@portal/ui/MessageBanner';

export interface LoadFailureProps {
  /** What failed to load, in the user's words: 'account details', 'memo assets'… */
  thing: string;
  retries: number;
  errorCode: string;
  onRetry: () => void;
}

export function LoadFailure({ thing, retries, errorCode, onRetry }: LoadFailureProps) {
  const text = loadFailureMessage(thing, retries);
  return (
    <MessageBanner severity="error" errorCode={errorCode} onRetry={onRetry}>
      {text}
    </MessageBanner>
  );
}
