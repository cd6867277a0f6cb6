/**
 * The state of a promise a page already holds (a loader's, or one started by the user's choice),
 * without suspending: for a view that must stay mounted — keeping focus and input — while the data
 * behind one of its parts changes. A failure is reported once with the code it gets.
 */
import { useEffect, useState } from 'react';
import { randomErrorCode } from '@portal/domain';
import { reportError } from '../report.ts';

export type PromiseState<T> =
  { status: 'loading'; data: undefined } | { status: 'ready'; data: T } | { status: 'error'; data: undefined; errorCode: string };

export function usePromiseState<T>(promise: Promise<T>, context: string): PromiseState<T> {
  const [state, setState] = useState<{ promise: Promise<T>; value: PromiseState<T> }>({
    promise,
    value: { status: 'loading', data: undefined },
  });
  useEffect(() => {
    let live = true;
    promise.then(
      (data) => live && setState({ promise, value: { status: 'ready', data } }),
      (error: unknown) => {
        if (!live) return;
        const errorCode = randomErrorCode();
        reportError({ errorCode, error, context });
        setState({ promise, value: { status: 'error', data: undefined, errorCode } });
      },
    );
    return () => {
      live = false;
    };
  }, [promise, context]);
  // A new promise is loading until it settles, whatever the last one did.
  return state.promise === promise ? state.value : { status: 'loading', data: undefined };
}
