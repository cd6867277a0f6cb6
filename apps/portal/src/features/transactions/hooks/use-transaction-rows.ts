/**
 * Display rows built page by page: when the merged events grow by a page at the end (the server's
 * next page), only that page's events are turned into rows and appended; anything else (a new
 * load, an out-of-order merge) rebuilds. Fees by event are kept the same way.
 */
import { useMemo, useRef } from 'react';
import { buildTransactionRows } from '@portal/domain';
import type { CashBalance, TransactionEvent, TransactionRow, TransactionRowsContext, TrevFee } from '@portal/domain';

interface Built {
  events: readonly TransactionEvent[];
  rows: TransactionRow[];
  fees: Map<number, readonly TrevFee[]>;
  context: TransactionRowsContext;
  balances: Map<number, number>;
}

export interface TransactionRowsResult {
  rows: readonly TransactionRow[];
  /** trevFees of the events that have any (the table's fee tooltip). */
  fees: ReadonlyMap<number, readonly TrevFee[]>;
}

function balancesFor(events: readonly TransactionEvent[], balances: Map<number, number>): CashBalance[] {
  const out: CashBalance[] = [];
  for (const e of events) {
    const balance = balances.get(e.trevId);
    if (balance !== undefined) out.push({ trevId: e.trevId, balance });
  }
  return out;
}

/** Whether `next` is `previous` with events appended (same objects in the same places). */
function extends_(previous: readonly TransactionEvent[], next: readonly TransactionEvent[]): boolean {
  if (next.length < previous.length) return false;
  if (previous.length === 0) return true;
  return next[0] === previous[0] && next[previous.length - 1] === previous[previous.length - 1];
}

export function useTransactionRows(
  events: readonly TransactionEvent[],
  cashBalances: readonly CashBalance[],
  account: { accountType?: string | null; wrapperType?: string | null },
): TransactionRowsResult {
  const built = useRef<Built | null>(null);
  const { accountType, wrapperType } = account;
  return useMemo(() => {
    let current = built.current;
    if (
      !current ||
      current.context.accountType !== accountType ||
      current.context.wrapperType !== wrapperType ||
      current.context.cashBalances !== cashBalances ||
      !extends_(current.events, events)
    ) {
      current = {
        events: [],
        rows: [],
        fees: new Map(),
        context: { accountType, wrapperType, cashBalances },
        balances: new Map(cashBalances.map((c) => [c.trevId, c.balance])),
      };
    }
    const added = events.slice(current.events.length);
    if (added.length > 0 || current !== built.current) {
      const rows = current.rows.concat(
        buildTransactionRows(added, { accountType, wrapperType, cashBalances: balancesFor(added, current.balances) }),
      );
      const fees = added.some((e) => e.trevFees.length > 0) ? new Map(current.fees) : current.fees;
      for (const e of added) if (e.trevFees.length > 0) fees.set(e.trevId, e.trevFees);
      current = { ...current, events, rows, fees };
      built.current = current;
    }
    return { rows: current.rows, fees: current.fees };
  }, [events, cashBalances, accountType, wrapperType]);
}
