/**
 * Builds the valuation series (migration 0010) from the stored events, unit movements and prices, with
 * the same arithmetic as ./analysis.ts, so reading two rows gives the figures a replay would. Written
 * when data is written: the demo seed builds every account; a new event or price rebuilds only the
 * days from its date on (rows before it stay, their running sums are the starting point).
 */
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { ANALYSIS_CATEGORIES, addDays } from '@portal/domain';
import type { AnalysisCategory } from '@portal/domain';
import { bulkInsert } from '../../db/bulk-insert.ts';
import type { Database, ValuationSeriesTable } from '../../db/schema.ts';
import { grossFlowPence, kindOf } from './analysis.ts';
import { NO_GROWTH, nextGrowth, rebuildCombinedSeries, type GrowthIndex } from './growth-index.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The categories kept as running sums (GAIN_LOSS is derived from the others). */
export const SERIES_CATEGORIES = ANALYSIS_CATEGORIES.filter((c) => c !== 'GAIN_LOSS') as Exclude<AnalysisCategory, 'GAIN_LOSS'>[];
export type CategoryColumn = `c_${Lowercase<(typeof SERIES_CATEGORIES)[number]>}`;
export const categoryColumn = (c: (typeof SERIES_CATEGORIES)[number]): CategoryColumn => `c_${c.toLowerCase()}` as CategoryColumn;
const INSERT_ROWS = 10_000;
const CATEGORY_INDEX = new Map<string, number>(SERIES_CATEGORIES.map((c, i) => [c, i]));

/** app_meta key marking that every account's series has been built (older data directories lack it). */
export const SERIES_MARKER = 'valuation_series';
/** The series' build version in the marker: 2 added the growth index and the combined series (migration 0025). */
export const SERIES_VERSION = 2;

/** Value of a holding in pence: units × price, to the penny (as ./analysis.ts). */
const holdingPence = (micro: number, price: number): number => Math.round((micro * price) / 1e4);

interface State {
  cash: number;
  moneyIn: number;
  moneyOut: number;
  adjustments: number;
  transfers: number;
  events: number;
  categories: number[];
}

/** An account's state before its first event (also the tests' opening). */
export const zeroState = (): State => ({
  cash: 0,
  moneyIn: 0,
  moneyOut: 0,
  adjustments: 0,
  transfers: 0,
  events: 0,
  categories: SERIES_CATEGORIES.map(() => 0),
});

type Prices = Map<number, { dates: string[]; prices: number[] }>;

/** Every price of the given funds, by fund, in date order (the builder walks them day by day). */
async function loadPrices(db: Db, fundIds: number[]): Promise<Prices> {
  const prices: Prices = new Map();
  if (fundIds.length === 0) return prices;
  const rows = await db
    .selectFrom('fund_prices')
    .select(['fund_id', 'price_date', 'price'])
    .where('fund_id', 'in', fundIds)
    .orderBy('fund_id')
    .orderBy('price_date')
    .execute();
  for (const r of rows) {
    const p = prices.get(r.fund_id) ?? { dates: [], prices: [] };
    p.dates.push(r.price_date);
    p.prices.push(Number(r.price));
    prices.set(r.fund_id, p);
  }
  return prices;
}

/** The fees deducted from an event's cash (its trevFees' dtrnDeductionAmount), in pence (grossFlowPence). */
export const deductedFeesPence = sql<number>`round(coalesce((
  SELECT sum((f->>'dtrnDeductionAmount')::numeric) FROM jsonb_array_elements(
    CASE WHEN jsonb_typeof(transaction_events.trev_fees) = 'array' THEN transaction_events.trev_fees ELSE '[]'::jsonb END) AS f
), 0) * 100)::bigint`;

/**
 * Rebuilds the series of `accountIds` from `from` on (null: the whole history). Returns the rows
 * written. Callers run it in the transaction that wrote the data, so readers never see a half.
 */
export async function rebuildSeries(db: Db, accountIds: readonly number[], from: string | null = null): Promise<number> {
  if (accountIds.length === 0) return 0;
  const ids = [...accountIds];
  const cashFund = db.selectFrom('funds').select('fund_id').where('asset_class', '=', 'Cash');
  const since = from ?? '0001-01-01';
  const [events, units, ends] = await Promise.all([
    // The flow of each event's code is reference data (transaction_types, migration 0016).
    db
      .selectFrom('transaction_events')
      .leftJoin('transaction_types', 'transaction_types.trev_ttyp_code', 'transaction_events.trev_ttyp_code')
      .select([
        'transaction_events.account_id',
        'transaction_events.trev_effective_date as date',
        sql<string>`coalesce(transaction_types.flow, 'adjustment')`.as('flow'),
        'transaction_events.category',
        sql<number>`round(transaction_events.trev_amount * 100)::bigint`.as('pence'),
        deductedFeesPence.as('fees'),
      ])
      .where('transaction_events.account_id', 'in', ids)
      .where('transaction_events.trev_effective_date', '>=', since)
      .orderBy('transaction_events.trev_effective_date')
      .execute(),
    db
      .selectFrom('investment_transactions')
      .select([
        'account_id',
        'fund_id',
        'itrn_effective_date as date',
        sql<number>`round(itrn_effective_units * 1000000)::bigint`.as('micro'),
        sql<number>`CASE WHEN itrn_ttyp_code = 'RREG' THEN round(round(itrn_effective_units * itrn_price_applied, 2) * 100) ELSE 0 END::bigint`.as(
          'rreg',
        ),
      ])
      .where('account_id', 'in', ids)
      .where('itrn_effective_date', '>=', since)
      .where('fund_id', 'not in', cashFund)
      .orderBy('itrn_effective_date')
      .execute(),
    // The series runs to the last day anything is known for: the latest price, event or movement
    // (the latter two are the last of those just read: a date before `from` changes no row).
    sql<{ end: string | null }>`SELECT max(price_date)::text AS end FROM fund_prices`.execute(db),
  ]);
  const end = [ends.rows[0]?.end, events.at(-1)?.date, units.at(-1)?.date].reduce<string | null>(
    (latest, d) => (d && (latest === null || d > latest) ? d : latest),
    null,
  );
  if (end === null) return 0;

  // The starting point when rebuilding from a date: units held and the last row before it.
  const dayBefore = from === null ? null : addDays(from, -1);
  const [openingUnits, openingRows] =
    dayBefore === null
      ? [[], []]
      : await Promise.all([
          db
            .selectFrom('investment_transactions')
            .select(['account_id', 'fund_id', sql<number>`round(sum(itrn_effective_units) * 1000000)::bigint`.as('micro')])
            .where('account_id', 'in', ids)
            .where('itrn_effective_date', '<=', dayBefore)
            .where('fund_id', 'not in', cashFund)
            .groupBy(['account_id', 'fund_id'])
            .execute(),
          db
            .selectFrom('valuation_series')
            .selectAll()
            .distinctOn('account_id')
            .where('account_id', 'in', ids)
            .where('day', '<=', dayBefore)
            .orderBy('account_id')
            .orderBy('day', 'desc')
            .execute(),
        ]);

  const fundIds = [...new Set([...units.map((u) => u.fund_id), ...openingUnits.map((u) => u.fund_id)])];
  const prices = await loadPrices(db, fundIds);
  if (from !== null) await db.deleteFrom('valuation_series').where('account_id', 'in', ids).where('day', '>=', from).execute();

  const eventsOf = groupBy(events, (e) => e.account_id);
  const unitsOf = groupBy(units, (u) => u.account_id);
  const priceDays = priceDaysOf(prices);
  const openingOf = new Map(openingRows.map((r) => [r.account_id, r]));
  const openingUnitsOf = groupBy(openingUnits, (u) => u.account_id);
  // Rows go to the database in chunks, one insert in flight while the next accounts are walked, so
  // the walk (this process's CPU) and the insert (the database's) overlap.
  let written = 0;
  let pending: ValuationSeriesTable[] = [];
  let inFlight: Promise<number> | null = null;
  const send = async () => {
    const chunk = pending;
    pending = [];
    if (inFlight) written += await inFlight;
    const insert = bulkInsert(db, 'valuation_series', chunk);
    insert.catch(() => undefined); // awaited below; a failure must not surface as unhandled meanwhile
    inFlight = insert;
  };
  for (const accountId of ids) {
    const opening = openingOf.get(accountId);
    const held = new Map<number, number>();
    for (const u of openingUnitsOf.get(accountId) ?? []) held.set(u.fund_id, (held.get(u.fund_id) ?? 0) + Number(u.micro));
    const rows = buildAccountRows({
      accountId,
      from,
      end,
      opening: opening ? stateOf(opening) : zeroState(),
      openingValue: opening ? Number(opening.value_pence) : 0,
      openingGrowth: opening
        ? { valuePence: Number(opening.value_pence), growthLog: Number(opening.growth_log), growthBreaks: Number(opening.growth_breaks) }
        : NO_GROWTH,
      held,
      events: eventsOf.get(accountId) ?? [],
      units: unitsOf.get(accountId) ?? [],
      prices,
      priceDays,
    });
    for (const row of rows) pending.push(row);
    if (pending.length >= INSERT_ROWS) await send();
  }
  if (pending.length > 0) await send();
  if (inFlight) written += await inFlight;
  await rebuildCombinedSeries(db, ids, from);
  return written;
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

function stateOf(row: ValuationSeriesTable): State {
  return {
    cash: Number(row.cash_pence),
    moneyIn: Number(row.money_in),
    moneyOut: Number(row.money_out),
    adjustments: Number(row.adjustments),
    transfers: Number(row.transfers),
    events: Number(row.events),
    categories: SERIES_CATEGORIES.map((c) => Number(row[categoryColumn(c)])),
  };
}

interface AccountInput {
  accountId: number;
  from: string | null;
  end: string;
  opening: State;
  openingValue: number;
  /** The growth index at the end of the day before `from` (./growth-index.ts). */
  openingGrowth?: GrowthIndex;
  held: Map<number, number>;
  /** fees: the fees deducted from the event's cash, in pence (grossFlowPence); none when absent. */
  events: readonly { date: string; flow: string; category: string; pence: number; fees?: number | string }[];
  units: readonly { fund_id: number; date: string; micro: number; rreg: number }[];
  prices: Prices;
  /** priceDaysOf(prices), when the caller has it for many accounts. */
  priceDays?: readonly string[];
}

/** The sorted distinct dates on which any of `prices` has a price. */
export function priceDaysOf(prices: Prices): string[] {
  const days = new Set<string>();
  for (const p of prices.values()) for (const d of p.dates) days.add(d);
  return [...days].sort();
}

/**
 * The days from `first` to `end` on which an account's value or sums can change: `first`, and every
 * date of an event, a unit movement or a price. The value between two such days is constant, so the
 * builder visits only these (240 a fund for 20 years of monthly prices, rather than 7,300 days).
 */
function daysOfChange(
  first: string,
  end: string,
  priceDays: readonly string[],
  events: readonly { date: string }[],
  units: readonly { date: string }[],
): string[] {
  const days = new Set<string>([first]);
  for (const d of priceDays) if (d > first && d <= end) days.add(d);
  for (const e of events) if (e.date > first && e.date <= end) days.add(e.date);
  for (const u of units) if (u.date > first && u.date <= end) days.add(u.date);
  return [...days].sort();
}

/** Walks the days of change from the start to `end`, keeping a row for each day on which anything changed. */
export function buildAccountRows(input: AccountInput): ValuationSeriesTable[] {
  const { events, units, prices, held } = input;
  const first = input.from ?? [events[0]?.date, units[0]?.date].filter((d): d is string => !!d).sort()[0];
  if (!first) return [];
  const state = { ...input.opening, categories: [...input.opening.categories] };
  let last = { ...state, categories: [...state.categories], value: input.openingValue };
  let growth = input.openingGrowth ?? NO_GROWTH;
  const netOf = (x: State): number => x.moneyIn - x.moneyOut + x.adjustments + x.transfers;
  // Per fund, the index of the latest price on or before the day (advanced as the days go by).
  const cursor = new Map<number, number>();
  const priceOn = (fundId: number, day: string): number => {
    const p = prices.get(fundId);
    if (!p) return 0;
    let i = cursor.get(fundId) ?? -1;
    while (i + 1 < p.dates.length && (p.dates[i + 1] as string) <= day) i += 1;
    cursor.set(fundId, i);
    return i < 0 ? 0 : (p.prices[i] as number);
  };
  const rows: ValuationSeriesTable[] = [];
  let e = 0;
  let u = 0;
  for (const day of daysOfChange(first, input.end, input.priceDays ?? priceDaysOf(prices), events, units)) {
    for (; e < events.length && (events[e]?.date as string) <= day; e++) {
      const event = events[e]!;
      const pence = Number(event.pence);
      state.cash += pence;
      state.events += 1;
      const kind = kindOf(event.flow);
      const counted = grossFlowPence(kind, pence, Number(event.fees ?? 0));
      if (kind === 'in') state.moneyIn += counted;
      else if (kind === 'out') state.moneyOut -= counted;
      else if (kind === 'adjustment') state.adjustments += counted;
      else if (kind === 'transfer') state.transfers += counted;
      const k = CATEGORY_INDEX.get(event.category);
      if (kind !== 'trade' && k !== undefined) state.categories[k]! += counted;
    }
    for (; u < units.length && (units[u]?.date as string) <= day; u++) {
      const delta = units[u]!;
      held.set(delta.fund_id, (held.get(delta.fund_id) ?? 0) + Number(delta.micro));
      const rreg = Number(delta.rreg);
      if (rreg !== 0) {
        state.moneyIn += rreg;
        state.categories[CATEGORY_INDEX.get('RE_REGISTRATIONS')!]! += rreg;
      }
    }
    let value = state.cash;
    for (const [fundId, micro] of held) if (micro !== 0) value += holdingPence(micro, priceOn(fundId, day));
    const changed =
      value !== last.value ||
      state.cash !== last.cash ||
      state.events !== last.events ||
      state.moneyIn !== last.moneyIn ||
      state.moneyOut !== last.moneyOut ||
      state.adjustments !== last.adjustments ||
      state.transfers !== last.transfers ||
      state.categories.some((c, i) => c !== last.categories[i]);
    if (!changed) continue;
    const flow = netOf(state) - netOf(last);
    growth = nextGrowth(growth, value, flow);
    last = { ...state, categories: [...state.categories], value };
    const row: ValuationSeriesTable = {
      account_id: input.accountId,
      day,
      value_pence: value,
      cash_pence: state.cash,
      money_in: state.moneyIn,
      money_out: state.moneyOut,
      adjustments: state.adjustments,
      transfers: state.transfers,
      events: state.events,
      flow_pence: flow,
      growth_log: growth.growthLog,
      growth_breaks: growth.growthBreaks,
    } as ValuationSeriesTable;
    SERIES_CATEGORIES.forEach((c, i) => (row[categoryColumn(c)] = state.categories[i]!));
    rows.push(row);
  }
  return rows;
}

/** Builds every account's series once on a database seeded before the series existed. */
export async function ensureSeries(db: Kysely<Database>): Promise<void> {
  const built = (marker: { value: unknown } | undefined): boolean =>
    (marker?.value as { version?: number } | undefined)?.version === SERIES_VERSION;
  const marked = await db.selectFrom('app_meta').select('value').where('key', '=', SERIES_MARKER).executeTakeFirst();
  if (built(marked)) return;
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(20060104)`.execute(trx);
    const again = await trx.selectFrom('app_meta').select('value').where('key', '=', SERIES_MARKER).executeTakeFirst();
    if (built(again)) return;
    await trx.deleteFrom('valuation_series').execute();
    await trx.deleteFrom('combined_series_sets').execute();
    const accounts = await trx.selectFrom('accounts').select('account_id').execute();
    await rebuildSeries(
      trx,
      accounts.map((a) => a.account_id),
    );
    await trx
      .insertInto('app_meta')
      .values({ key: SERIES_MARKER, value: JSON.stringify({ version: SERIES_VERSION }) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify({ version: SERIES_VERSION }) }))
      .execute();
  });
}

/** Once per database: a data directory seeded before the series existed gets it built on first use. */
const ready = new WeakMap<Kysely<Database>, Promise<void>>();
export function seriesReady(db: Kysely<Database>): Promise<void> {
  let done = ready.get(db);
  if (!done) {
    done = ensureSeries(db);
    ready.set(db, done);
    done.catch(() => ready.delete(db));
  }
  return done;
}
