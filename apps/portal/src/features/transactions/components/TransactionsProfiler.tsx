/**
 * React's <Profiler> around the transactions screen for the benchmark only: compiled in when the
 * bench builds with VITE_TRANSACTIONS_PROFILE=1 (and react-dom's profiling build); otherwise the
 * constant is false, the branch is dropped and production renders the children alone.
 */
import { Profiler } from 'react';
import type { ProfilerOnRenderCallback, ReactNode } from 'react';

const PROFILE = import.meta.env.VITE_TRANSACTIONS_PROFILE === '1';

/** One commit as the bench reads it from `window.__transactionsProfile`. */
export interface TransactionsCommit {
  phase: string;
  actualDuration: number;
  baseDuration: number;
  commitTime: number;
}

const record: ProfilerOnRenderCallback = (_id, phase, actualDuration, baseDuration, _startTime, commitTime) => {
  const target = window as unknown as { __transactionsProfile?: TransactionsCommit[] };
  (target.__transactionsProfile ??= []).push({ phase, actualDuration, baseDuration, commitTime });
};

export function TransactionsProfiler({ children }: { children: ReactNode }) {
  if (!PROFILE) return children;
  return (
    <Profiler id="transactions" onRender={record}>
      {children}
    </Profiler>
  );
}
