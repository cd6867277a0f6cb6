/**
 * Spec §8 'General': network failures are reported and shown via the global message. A route's
 * request that fails without an answer (request-tracking.ts: the failure is already reported with its
 * error code by Deferred / useSettled) puts the couldn't-connect message in the global message, with
 * that code and a 'Try again' that runs the route's loader again as its own Retry (counted, spec §4).
 */
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router-dom';
import { networkFailureMessage } from '@portal/domain';
import { useMessages } from '../messages.tsx';
import { isNetworkFailure, onRequestFailed } from './request-tracking.ts';
import { markRetry } from './retries.ts';

export function NetworkFailureMessage() {
  const { show } = useMessages();
  const revalidator = useRevalidator();
  // The revalidator changes on every navigation; the listener reads the latest.
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(
    () =>
      onRequestFailed((id, tracking, error) => {
        if (!isNetworkFailure(error)) return;
        show({
          severity: tracking.severity ?? 'error',
          text: networkFailureMessage(),
          ...(tracking.errorCode ? { errorCode: tracking.errorCode } : {}),
          onRetry: () => {
            markRetry(id);
            void latest.current.revalidate();
          },
        });
      }),
    [show],
  );
  return null;
}
