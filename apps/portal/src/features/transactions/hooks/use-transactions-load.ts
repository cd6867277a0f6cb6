/**
 * Runs the transaction paging machine for a request (account, date type and range): resolves the
 * account by id, follows its links to the first events page (then each next link) and, alongside,
 * to the cash balances. A payments-only request (income history) asks with payments=only, which needs
 * no transactions role, and skips the cash balances, which do. A new request restarts it; a failure is reported once with the code the page shows.
 */
import { useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { linkHref, transactionDatesParams } from '@portal/api/browser';
import { randomErrorCode } from '@portal/domain';
import type { CashBalance, TransactionsLoadState } from '@portal/domain';
import { transactionPagingMachine } from '@portal/machines';
import type { ResolvedTransactionsAccount, TransactionsPage, TransactionsRequest } from '@portal/machines';
import { transactionsApi as calls } from '../api.ts';
import { reportError } from '../../../shared/report.ts';

const machine = transactionPagingMachine.provide({
  actors: {
    resolveAccount: fromPromise<ResolvedTransactionsAccount, TransactionsRequest>(async ({ input, signal }) => {
      const dates = transactionDatesParams(input.dateType, input.startDate, input.endDate);
      // The server carries the flag into the events link (and every next link) it answers.
      const identity = await calls.accountById(input.accountId, input.paymentsOnly ? { ...dates, payments: 'only' } : dates, signal);
      const eventsHref = linkHref(identity, 'transactionEvents');
      const cashBalancesHref = input.paymentsOnly ? null : linkHref(identity, 'cashBalances');
      if (!eventsHref || (!input.paymentsOnly && !cashBalancesHref)) throw new Error('The account resource has no transaction links');
      return { eventsHref, cashBalancesHref: cashBalancesHref ?? null };
    }),
    fetchCashBalances: fromPromise<readonly CashBalance[], { href: string }>(
      async ({ input, signal }) => (await calls.cashBalances(input.href, signal)).cashBalances,
    ),
    fetchPage: fromPromise<TransactionsPage, { href: string }>(async ({ input, signal }) => {
      const page = await calls.transactionEvents(input.href, signal);
      return {
        events: page._embedded.transactionEventResourceList,
        totalPages: page.page.totalPages,
        nextHref: page._links.next?.href ?? null,
      };
    }),
  },
});

export interface TransactionsLoad {
  load: TransactionsLoadState;
  cashBalances: readonly CashBalance[];
  /** The four-digit code of the last failure (shown and reported), or null. */
  errorCode: string | null;
  retry: () => void;
}

const selectLoad = (s: { context: { load: TransactionsLoadState } }) => s.context.load;
const selectBalances = (s: { context: { cashBalances: readonly CashBalance[] } }) => s.context.cashBalances;
const selectError = (s: { context: { error: unknown } }) => s.context.error;

/** `request` must keep its identity while its parts are unchanged (useMemo). */
export function useTransactionsLoad(request: TransactionsRequest | null): TransactionsLoad {
  const actor = useActorRef(machine);
  const key = request
    ? `${request.accountId}|${request.dateType}|${request.startDate}|${request.endDate}|${request.paymentsOnly ? 'payments' : 'all'}`
    : '';
  // The caller memoises the request on its parts: a new object means a new request.
  useEffect(() => {
    if (request) actor.send({ type: 'transactions.load', request });
  }, [actor, request]);

  const load = useSelector(actor, selectLoad);
  const cashBalances = useSelector(actor, selectBalances);
  const error = useSelector(actor, selectError);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  useEffect(() => {
    if (!error) return setErrorCode(null);
    const code = randomErrorCode();
    reportError({ errorCode: code, error, context: `transactions:${key}` });
    setErrorCode(code);
  }, [error, key]);

  return useMemo(
    () => ({ load, cashBalances, errorCode, retry: () => actor.send({ type: 'transactions.retry' }) }),
    [actor, load, cashBalances, errorCode],
  );
}
