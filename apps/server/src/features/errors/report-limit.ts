/**
 * Per-address limit for the anonymous report endpoints (error log, CSP reports): a fixed window
 * counted in memory per instance — enough to stop one address filling the table or the log; several
 * instances each allow their own share, which bounds the total just the same.
 */
import { LRUCache } from 'lru-cache';

export interface ReportLimiter {
  /** Whether one more report from `address` is admitted at `nowMs`. */
  admit(address: string, nowMs: number): boolean;
}

export function createReportLimiter(max: number, windowMs: number): ReportLimiter {
  // Bounded: a flood from many addresses evicts the oldest windows rather than growing without end.
  const windows = new LRUCache<string, { start: number; count: number }>({ max: 10_000 });
  return {
    admit(address, nowMs) {
      const current = windows.get(address);
      if (!current || nowMs - current.start >= windowMs) {
        windows.set(address, { start: nowMs, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= max;
    },
  };
}
