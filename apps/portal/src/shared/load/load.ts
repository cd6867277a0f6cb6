/**
 * Generic data loading with the spec §8 'General' failure handling: loading / success / error,
 * a retry that counts, and the message that changes after more than 2 retries.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { randomErrorCode } from '@portal/domain';
import { reportError } from '../report.ts';

export type LoadState<T> =
  | { status: 'loading'; data: undefined; retries: number }
  | { status: 'success'; data: T; retries: number }
  | { status: 'error'; data: undefined; retries: number; errorCode: string; error: unknown };

export interface Loaded<T> {
  state: LoadState<T>;
  retry: () => void;
}

/** Loads `load()` whenever `key` changes; `retry()` loads again and counts the retries. */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading', data: undefined, retries: 0 });
  const [attempt, setAttempt] = useState(0);
  const retriesRef = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    retriesRef.current = 0;
  }, [key]);

  useEffect(() => {
    const controller = new AbortController();
    const retries = retriesRef.current;
    setState({ status: 'loading', data: undefined, retries });
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, retries });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const errorCode = randomErrorCode();
        reportError({ errorCode, error, context: key });
        setState({ status: 'error', data: undefined, retries, errorCode, error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => {
    retriesRef.current += 1;
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
