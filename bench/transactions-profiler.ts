/**
 * The transactions bench's React <Profiler> callback, compiled into the profiling build only
 * (bench/vite.profile.config.ts wraps the transactions table's screen with it): each commit goes to
 * `window.__transactionsProfile`, which the bench reads and clears (transactions-probes.ts).
 */
import type { ProfilerOnRenderCallback } from 'react';

/** One commit as the bench reads it from `window.__transactionsProfile`. */
export interface TransactionsCommit {
  phase: string;
  actualDuration: number;
  baseDuration: number;
  commitTime: number;
}

export const recordTransactionsCommit: ProfilerOnRenderCallback = (_id, phase, actualDuration, baseDuration, _startTime, commitTime) => {
  const target = window as unknown as { __transactionsProfile?: TransactionsCommit[] };
  (target.__transactionsProfile ??= []).push({ phase, actualDuration, baseDuration, commitTime });
};
