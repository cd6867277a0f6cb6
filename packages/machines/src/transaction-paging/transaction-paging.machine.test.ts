import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { transactionsLoadStatus, type CashBalance, type TransactionEvent } from '@portal/domain';
import { modelOf } from '../testing/test-model.ts';
import {
  transactionPagingMachine,
  type ResolvedTransactionsAccount,
  type TransactionPagingEvent,
  type TransactionsPage,
  type TransactionsRequest,
} from './transaction-paging.machine.ts';

const request: TransactionsRequest = {
  accountId: 7,
  accountNumber: '70000007',
  dateType: 'EFFECTIVE_EVENT',
  startDate: '2024-11-20',
  endDate: '2025-11-20',
};

const ev = (trevId: number, trevEffectiveDate: string): TransactionEvent => ({
  trevId,
  trevTtypCode: 'BUY',
  trevTtypDescription: 'Buy',
  trevEffectiveDate,
  trevProcessedDate: trevEffectiveDate,
  trevReportingDate: trevEffectiveDate,
  trevAmount: -1,
  trevFees: [],
  eventStatus: 'Completed',
  pending: false,
  paymentDetails: null,
  accountTransactions: [],
});

interface Pending<T, I> {
  input: I;
  signal: AbortSignal;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** Fakes whose answers the test gives, one call at a time. */
function harness() {
  const resolves: Pending<ResolvedTransactionsAccount, TransactionsRequest>[] = [];
  const fetches: Pending<TransactionsPage, { href: string }>[] = [];
  const balances: Pending<readonly CashBalance[], { href: string }>[] = [];
  const machine = transactionPagingMachine.provide({
    actors: {
      resolveAccount: fromPromise<ResolvedTransactionsAccount, TransactionsRequest>(
        ({ input, signal }) => new Promise((resolve, reject) => resolves.push({ input, signal, resolve, reject })),
      ),
      fetchPage: fromPromise<TransactionsPage, { href: string }>(
        ({ input, signal }) => new Promise((resolve, reject) => fetches.push({ input, signal, resolve, reject })),
      ),
      fetchCashBalances: fromPromise<readonly CashBalance[], { href: string }>(
        ({ input, signal }) => new Promise((resolve, reject) => balances.push({ input, signal, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine).start();
  const settle = async () => {
    await new Promise((r) => setTimeout(r, 0));
  };
  return { actor, resolves, fetches, balances, settle };
}

describe('transaction paging machine', () => {
  it('resolves the account, then follows next links one page at a time, merging as pages arrive', async () => {
    const { actor, resolves, fetches, balances, settle } = harness();
    actor.send({ type: 'transactions.load', request });
    expect(actor.getSnapshot().value).toBe('resolving');
    expect(resolves[0]?.input).toEqual(request);
    resolves[0]?.resolve({ eventsHref: '/events?page=0', cashBalancesHref: '/balances' });
    await settle();
    // The first page and the cash balances are asked for together.
    expect(fetches.map((f) => f.input.href)).toEqual(['/events?page=0']);
    expect(balances.map((b) => b.input.href)).toEqual(['/balances']);
    balances[0]?.resolve([{ trevId: 3, balance: 10 }]);
    await settle();
    expect(actor.getSnapshot().context.cashBalances).toEqual([{ trevId: 3, balance: 10 }]);

    fetches[0]?.resolve({ events: [ev(3, '2025-03-01'), ev(2, '2025-02-01')], totalPages: 2, nextHref: '/events?page=1' });
    await settle();
    let context = actor.getSnapshot().context;
    expect(context.load.totalPages).toBe(-1);
    expect(transactionsLoadStatus(context.load)).toBe('loading');
    expect(context.load.events.map((e) => e.trevId)).toEqual([3, 2]);
    // Only now is the next page asked for.
    expect(fetches.map((f) => f.input.href)).toEqual(['/events?page=0', '/events?page=1']);

    fetches[1]?.resolve({ events: [ev(1, '2025-01-01')], totalPages: 2, nextHref: null });
    await waitFor(actor, (s) => s.matches('loaded'));
    context = actor.getSnapshot().context;
    expect(context.load.totalPages).toBe(2);
    expect(context.load.events.map((e) => e.trevId)).toEqual([3, 2, 1]);
    expect(fetches).toHaveLength(2);
  });

  it('no events: the page count becomes 0 (no data)', async () => {
    const { actor, resolves, fetches, balances, settle } = harness();
    actor.send({ type: 'transactions.load', request });
    resolves[0]?.resolve({ eventsHref: '/e', cashBalancesHref: '/b' });
    await settle();
    fetches[0]?.resolve({ events: [], totalPages: 0, nextHref: null });
    await settle();
    // Loaded only once the balances are in too.
    expect(actor.getSnapshot().matches('loaded')).toBe(false);
    balances[0]?.resolve([]);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(transactionsLoadStatus(actor.getSnapshot().context.load)).toBe('empty');
  });

  it('payments only: no balances link, so the balances are never asked for and the pages alone finish the load', async () => {
    const { actor, resolves, fetches, balances, settle } = harness();
    const paymentsRequest = { ...request, paymentsOnly: true };
    actor.send({ type: 'transactions.load', request: paymentsRequest });
    expect(resolves[0]?.input).toEqual(paymentsRequest);
    resolves[0]?.resolve({ eventsHref: '/e?payments=only', cashBalancesHref: null });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ loading: { pages: 'fetching', balances: 'done' } });
    fetches[0]?.resolve({ events: [ev(1, '2025-01-01')], totalPages: 1, nextHref: null });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(balances).toHaveLength(0);
    expect(actor.getSnapshot().context.cashBalances).toEqual([]);
    expect(actor.getSnapshot().context.load.events.map((e) => e.trevId)).toEqual([1]);
  });

  it('a failed page makes the count 0 with the error kept; retry starts the same request again', async () => {
    const { actor, resolves, fetches, settle } = harness();
    actor.send({ type: 'transactions.load', request });
    resolves[0]?.resolve({ eventsHref: '/e0', cashBalancesHref: '/b' });
    await settle();
    fetches[0]?.resolve({ events: [ev(1, '2025-01-01')], totalPages: 2, nextHref: '/e1' });
    await settle();
    const failure = Object.assign(new Error('boom'), { status: 500 });
    fetches[1]?.reject(failure);
    await waitFor(actor, (s) => s.matches('failed'));
    const { load, error } = actor.getSnapshot().context;
    expect(load.totalPages).toBe(0);
    expect(transactionsLoadStatus(load)).toBe('error');
    expect(error).toBe(failure);

    actor.send({ type: 'transactions.retry' });
    expect(actor.getSnapshot().value).toBe('resolving');
    expect(actor.getSnapshot().context.load.events).toEqual([]);
    expect(resolves[1]?.input).toEqual(request);
  });

  it('a new request clears the results and cancels the call in flight; its late answer is ignored', async () => {
    const { actor, resolves, fetches, settle } = harness();
    actor.send({ type: 'transactions.load', request });
    resolves[0]?.resolve({ eventsHref: '/old', cashBalancesHref: '/b' });
    await settle();
    fetches[0]?.resolve({ events: [ev(5, '2025-05-01')], totalPages: 3, nextHref: '/old1' });
    await settle();
    expect(fetches[1]?.input.href).toBe('/old1');

    const other = { ...request, accountId: 8, accountNumber: '80000008' };
    actor.send({ type: 'transactions.load', request: other });
    expect(fetches[1]?.signal.aborted).toBe(true);
    expect(actor.getSnapshot().context.load.events).toEqual([]);
    expect(actor.getSnapshot().context.request).toEqual(other);
    fetches[1]?.resolve({ events: [ev(4, '2025-04-01')], totalPages: 3, nextHref: '/old2' });
    await settle();
    expect(actor.getSnapshot().value).toBe('resolving');
    expect(actor.getSnapshot().context.load.events).toEqual([]);
    expect(resolves[1]?.input).toEqual(other);
  });
});

describe('transaction paging machine: failures and the start', () => {
  it('starts idle and empty; retry does nothing before a failure', () => {
    const { actor, resolves } = harness();
    expect(actor.getSnapshot().value).toBe('idle');
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ request: null, cashBalances: [], cashBalancesHref: null, nextHref: null, error: null });
    expect(transactionsLoadStatus(context.load)).toBe('loading');
    actor.send({ type: 'transactions.retry' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(resolves).toEqual([]);
  });

  it('a failed account lookup fails the load with its error, and retry asks again', async () => {
    const { actor, resolves, fetches } = harness();
    actor.send({ type: 'transactions.load', request });
    const failure = new Error('lookup');
    resolves[0]?.reject(failure);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(failure);
    expect(actor.getSnapshot().context.load.totalPages).toBe(0);
    expect(fetches).toEqual([]);
    actor.send({ type: 'transactions.retry' });
    expect(actor.getSnapshot().context).toMatchObject({ request, error: null, nextHref: null, cashBalancesHref: null });
    expect(resolves).toHaveLength(2);
  });

  it('failed cash balances fail the load and cancel the page in flight', async () => {
    const { actor, resolves, fetches, balances, settle } = harness();
    actor.send({ type: 'transactions.load', request });
    resolves[0]?.resolve({ eventsHref: '/e', cashBalancesHref: '/b' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ nextHref: '/e', cashBalancesHref: '/b' });
    const failure = new Error('balances');
    balances[0]?.reject(failure);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(failure);
    expect(fetches[0]?.signal.aborted).toBe(true);
    // A loaded history is not retried: retry belongs to the failed state only.
    actor.send({ type: 'transactions.load', request });
    resolves[1]?.resolve({ eventsHref: '/e', cashBalancesHref: '/b' });
    await settle();
    fetches[1]?.resolve({ events: [], totalPages: 0, nextHref: null });
    balances[1]?.resolve([]);
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'transactions.retry' });
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('the default calls refuse to run until the app provides them', async () => {
    const actor = createActor(transactionPagingMachine).start();
    actor.send({ type: 'transactions.load', request });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(String(actor.getSnapshot().context.error)).toContain('resolveAccount actor must be provided');
  });
});

// Generated paths: every state is reachable, and every path ends where its answers say.
const modelEvents = [
  { type: 'transactions.load', request },
  { type: 'transactions.retry' },
  { type: 'xstate.done.actor.resolveAccount', output: { eventsHref: '/e', cashBalancesHref: '/b' } },
  { type: 'xstate.done.actor.fetchCashBalances', output: [] },
  { type: 'xstate.error.actor.fetchCashBalances', error: new Error('x') },
  { type: 'xstate.error.actor.resolveAccount', error: new Error('x') },
  { type: 'xstate.done.actor.fetchPage', output: { events: [ev(1, '2025-01-01')], totalPages: 1, nextHref: null } },
  { type: 'xstate.error.actor.fetchPage', error: new Error('x') },
] as unknown as TransactionPagingEvent[];

describe('transaction paging machine (generated paths)', () => {
  it('reaches every resting state', () => {
    const model = createTestModel(modelOf(transactionPagingMachine), { events: modelEvents });
    const reached = new Set(model.getSimplePaths().flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
    for (const state of [
      'idle',
      'resolving',
      'loaded',
      'failed',
      { loading: { pages: 'fetching', balances: 'fetching' } },
      { loading: { pages: 'done', balances: 'fetching' } },
    ])
      expect(reached).toContain(JSON.stringify(state));
  });
});
