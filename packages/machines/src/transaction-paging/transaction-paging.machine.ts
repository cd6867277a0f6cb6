/**
 * The transactions load of spec §4: resolve the account (its links), then fetch pages one after
 * another by following each page's next link, merging progressively (page count -1 while pages are
 * to come; domain paging), with the cash balances fetched alongside unless the caller needs none. A new request — another account, range or
 * date type — clears everything and starts again, cancelling the call in flight.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { CashBalance, DateTypeId, IsoDate, TransactionEvent, TransactionsLoadState } from '@portal/domain';
import { startTransactionsLoad, transactionsLoadFailed, transactionsPageLoaded } from '@portal/domain';

export interface TransactionsRequest {
  accountId: number;
  accountNumber: string;
  dateType: DateTypeId;
  startDate: IsoDate;
  endDate: IsoDate;
  /** Only the events that paid money out (the income history): no transactions role needed, no cash balances. */
  paymentsOnly?: boolean;
}

/** What resolving the account gives: the links to the first events page and to the cash balances. */
export interface ResolvedTransactionsAccount {
  eventsHref: string;
  /** null when the caller needs no balances (payments only): they are then not fetched at all. */
  cashBalancesHref: string | null;
}

export interface TransactionsPage {
  events: readonly TransactionEvent[];
  /** page.totalPages of the response. */
  totalPages: number;
  /** The response's next link; null on the last page. */
  nextHref: string | null;
}

export interface TransactionPagingContext {
  request: TransactionsRequest | null;
  load: TransactionsLoadState;
  cashBalances: readonly CashBalance[];
  cashBalancesHref: string | null;
  nextHref: string | null;
  /** The failure of the last attempt (reported by the page with its error code). */
  error: unknown;
}

export type TransactionPagingEvent = { type: 'transactions.load'; request: TransactionsRequest } | { type: 'transactions.retry' };

const emptyContext = (request: TransactionsRequest | null): TransactionPagingContext => ({
  request,
  load: startTransactionsLoad(),
  cashBalances: [],
  cashBalancesHref: null,
  nextHref: null,
  error: null,
});

export const transactionPagingMachine = setup({
  types: {
    context: {} as TransactionPagingContext,
    events: {} as TransactionPagingEvent,
  },
  actors: {
    /** GET /accounts/ids/{accountId}: the links to follow. */
    resolveAccount: fromPromise<ResolvedTransactionsAccount, TransactionsRequest>(async () => {
      throw new Error('resolveAccount actor must be provided');
    }),
    /** GET the cash balances link. */
    fetchCashBalances: fromPromise<readonly CashBalance[], { href: string }>(async () => {
      throw new Error('fetchCashBalances actor must be provided');
    }),
    /** GET the events page a link names. */
    fetchPage: fromPromise<TransactionsPage, { href: string }>(async () => {
      throw new Error('fetchPage actor must be provided');
    }),
  },
  actions: {
    restart: assign(({ event }) => emptyContext(event.type === 'transactions.load' ? event.request : null)),
    restartSame: assign(({ context }) => emptyContext(context.request)),
    resolved: assign((_, params: ResolvedTransactionsAccount) => ({
      nextHref: params.eventsHref,
      cashBalancesHref: params.cashBalancesHref,
    })),
    balancesLoaded: assign((_, cashBalances: readonly CashBalance[]) => ({ cashBalances })),
    pageLoaded: assign(({ context }, page: TransactionsPage) => ({
      load: transactionsPageLoaded(context.load, { events: page.events, totalPages: page.totalPages, hasNext: page.nextHref !== null }),
      nextHref: page.nextHref,
    })),
    failed: assign(({ context }, params: { error: unknown }) => ({ load: transactionsLoadFailed(context.load), error: params.error })),
  },
  guards: {
    morePages: ({ context }) => context.nextHref !== null,
    noBalancesNeeded: ({ context }) => context.cashBalancesHref === null,
  },
}).createMachine({
  id: 'transactionPaging',
  context: emptyContext(null),
  initial: 'idle',
  on: {
    'transactions.load': { target: '.resolving', reenter: true, actions: 'restart' },
  },
  states: {
    idle: {},
    resolving: {
      invoke: {
        id: 'resolveAccount',
        src: 'resolveAccount',
        input: ({ context }) => context.request as TransactionsRequest,
        onDone: { target: 'loading', actions: { type: 'resolved', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The cash balances come alongside the pages, so the first rows do not wait for them.
    loading: {
      type: 'parallel',
      onDone: { target: 'loaded' },
      states: {
        pages: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'fetchPage',
                src: 'fetchPage',
                input: ({ context }) => ({ href: context.nextHref as string }),
                onDone: { target: 'pageArrived', actions: { type: 'pageLoaded', params: ({ event }) => event.output } },
                onError: {
                  target: '#transactionPaging.failed',
                  actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            // One page at a time: the next is asked for only after this one is merged.
            pageArrived: {
              always: [{ guard: 'morePages', target: 'fetching' }, { target: 'done' }],
            },
            done: { type: 'final' },
          },
        },
        balances: {
          initial: 'choosing',
          states: {
            // Transient: a payments-only load has no balances link (the call needs the transactions role).
            choosing: {
              always: [{ guard: 'noBalancesNeeded', target: 'done' }, { target: 'fetching' }],
            },
            fetching: {
              invoke: {
                id: 'fetchCashBalances',
                src: 'fetchCashBalances',
                input: ({ context }) => ({ href: context.cashBalancesHref as string }),
                onDone: { target: 'done', actions: { type: 'balancesLoaded', params: ({ event }) => event.output } },
                onError: {
                  target: '#transactionPaging.failed',
                  actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            done: { type: 'final' },
          },
        },
      },
    },
    loaded: {},
    failed: {
      on: { 'transactions.retry': { target: 'resolving', actions: 'restartSame' } },
    },
  },
});
