/**
 * In the client app, a runtime error outside React (fatal.ts raises CRITICAL_ERROR_EVENT with the report's
 * code) shows spec §8's critical message in the global message: 'An error occurred while you were
 * attempting to use the product.' with the code. Kept out of the public pages' entry, whose bytes are budgeted.
 */
import { useEffect } from 'react';
import { generalTexts } from '@portal/domain';
import { CRITICAL_ERROR_EVENT, useMessages, type CriticalErrorEvent } from './messages.tsx';

export function CriticalErrorMessages(): null {
  const { show } = useMessages();
  useEffect(() => {
    const onCritical = (event: Event) =>
      show({ severity: 'error', text: generalTexts.critical, errorCode: (event as CriticalErrorEvent).detail.errorCode });
    window.addEventListener(CRITICAL_ERROR_EVENT, onCritical);
    return () => window.removeEventListener(CRITICAL_ERROR_EVENT, onCritical);
  }, [show]);
  return null;
}
