/**
 * The growth index (migration 0025): the time-weighted return's daily factors kept as running sums of
 * their logarithms, per account in valuation_series and per set of accounts (a client's Combined) in
 * combined_series, so a period's linked growth is the difference of two rows, whatever the history.
 *
 * The factor of a day is (V_d + out_d) / (V_{d−1} + in_d), as ./returns.ts links them: a day with nothing
 * invested (denominator ≤ 0) is skipped, a day whose factor is not positive is counted as a break (a
 * period holding one is computed row by row: the logarithm has no answer there).
 */
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { addDays } from '@portal/domain';
import { bulkInsert } from '../../db/bulk-insert.ts';
import type { CombinedSeriesTable, Database } from '../../db/schema.ts';
import type { ReturnsSummary } from './returns.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The index at the end of a day: the value and the running sums. */
export interface GrowthIndex {
  valuePence: number;
  growthLog: number;
  growthBreaks: number;
}

export const NO_GROWTH: GrowthIndex = { valuePence: 0, growthLog: 0, growthBreaks: 0 };

/** The index after a day on which the value became `valuePence` with the external flow `flowPence`. */
export function nextGrowth(previous: GrowthIndex, valuePence: number, flowPence: number): GrowthIndex {
  const invested = previous.valuePence + Math.max(flowPence, 0);
  if (invested <= 0) return { valuePence, growthLog: previous.growthLog, growthBreaks: previous.growthBreaks };
  const after = valuePence + Math.max(-flowPence, 0);
  return after > 0
    ? { valuePence, growthLog: previous.growthLog + Math.log(after / invested), growthBreaks: previous.growthBreaks }
    : { valuePence, growthLog: previous.growthLog, growthBreaks: previous.growthBreaks + 1 };
}

const SET_BATCH = 200;

/**
 * Rebuilds the combined series of every set holding one of `accountIds`, from `from` on (null: whole),
 * after their rows in valuation_series were rebuilt. The set of accounts each client owns, when more than
 * one, is registered first (and built whole). Runs in the caller's transaction.
 */
export async function rebuildCombinedSeries(db: Db, accountIds: readonly number[], from: string | null): Promise<number> {
  if (accountIds.length === 0) return 0;
  const ids = [...accountIds];
  const added = await sql<{ set_id: number; account_ids: number[] }>`
    INSERT INTO combined_series_sets (account_ids)
    SELECT array_agg(account_id ORDER BY account_id) FROM account_owners
    WHERE client_id IN (SELECT client_id FROM account_owners WHERE account_id = ANY(${ids}::int[]))
    GROUP BY client_id HAVING count(*) > 1
    ON CONFLICT (account_ids) DO NOTHING
    RETURNING set_id, account_ids`.execute(db);
  const addedIds = new Set(added.rows.map((s) => s.set_id));
  const existing = (
    await sql<{ set_id: number; account_ids: number[] }>`
      SELECT set_id, account_ids FROM combined_series_sets WHERE account_ids && ${ids}::int[]`.execute(db)
  ).rows.filter((s) => !addedIds.has(s.set_id));
  let written = 0;
  for (const [sets, since] of [
    [existing, from],
    [added.rows, null],
  ] as const) {
    for (let i = 0; i < sets.length; i += SET_BATCH) written += await rebuildSets(db, sets.slice(i, i + SET_BATCH), since);
  }
  return written;
}

async function rebuildSets(db: Db, sets: readonly { set_id: number; account_ids: number[] }[], from: string | null): Promise<number> {
  if (sets.length === 0) return 0;
  const setIds = sets.map((s) => s.set_id);
  const members = [...new Set(sets.flatMap((s) => s.account_ids))];
  const since = from ?? '0001-01-01';
  const [carried, previous, rows] = await Promise.all([
    from === null
      ? Promise.resolve([])
      : db
          .selectFrom('valuation_series')
          .select(['account_id', 'value_pence'])
          .distinctOn('account_id')
          .where('account_id', 'in', members)
          .where('day', '<', from)
          .orderBy('account_id')
          .orderBy('day', 'desc')
          .execute(),
    from === null
      ? Promise.resolve([])
      : db
          .selectFrom('combined_series')
          .select(['set_id', 'net_pence', 'growth_log', 'growth_breaks'])
          .distinctOn('set_id')
          .where('set_id', 'in', setIds)
          .where('day', '<', from)
          .orderBy('set_id')
          .orderBy('day', 'desc')
          .execute(),
    db
      .selectFrom('valuation_series')
      .select(['account_id', sql<string>`day::text`.as('day'), 'value_pence', 'flow_pence'])
      .where('account_id', 'in', members)
      .where('day', '>=', since)
      .orderBy('day')
      .orderBy('account_id')
      .execute(),
  ]);
  await db.deleteFrom('combined_series').where('set_id', 'in', setIds).where('day', '>=', since).execute();

  const carriedOf = new Map(carried.map((r) => [r.account_id, Number(r.value_pence)]));
  const previousOf = new Map(previous.map((r) => [r.set_id, r]));
  const out: CombinedSeriesTable[] = [];
  for (const set of sets) {
    const inSet = new Set(set.account_ids);
    const value = new Map(set.account_ids.map((id) => [id, carriedOf.get(id) ?? 0]));
    const before = previousOf.get(set.set_id);
    let index: GrowthIndex = {
      valuePence: [...value.values()].reduce((a, b) => a + b, 0),
      growthLog: before ? Number(before.growth_log) : 0,
      growthBreaks: before ? Number(before.growth_breaks) : 0,
    };
    let total = index.valuePence;
    let net = before ? Number(before.net_pence) : 0;
    let day: string | null = null;
    let flow = 0;
    const close = () => {
      if (day === null) return;
      index = nextGrowth(index, total, flow);
      net += flow;
      out.push({
        set_id: set.set_id,
        day,
        value_pence: total,
        flow_pence: flow,
        net_pence: net,
        growth_log: index.growthLog,
        growth_breaks: index.growthBreaks,
      });
    };
    for (const r of rows) {
      if (!inSet.has(r.account_id)) continue;
      if (r.day !== day) {
        close();
        day = r.day;
        flow = 0;
      }
      const v = Number(r.value_pence);
      total += v - (value.get(r.account_id) ?? 0);
      value.set(r.account_id, v);
      flow += Number(r.flow_pence);
    }
    close();
  }
  if (out.length > 0) await bulkInsert(db, 'combined_series', out);
  return out.length;
}

/**
 * What the returns need of `accountIds` over [from, to], read from the growth index in a handful of
 * indexed probes, or null when the index cannot answer and the caller reads the rows: a set of accounts
 * with no combined series (ownership changed since it was built), a period holding a break, or a
 * selection whose value before its first measured day was negative (the row-by-row reading measures
 * from zero there).
 */
export async function indexedReturnsSummary(
  db: Kysely<Database>,
  accountIds: readonly number[],
  from: string,
  to: string,
): Promise<ReturnsSummary | null> {
  const source = await indexSource(db, accountIds);
  if (source === null) return null;
  const { table, key, id } = source;
  const eve = addDays(from, -1);
  const on = sql`${sql.ref(key)} = ${id}`;
  const { rows } = await sql<{
    opening: string | number | null;
    opening_log: number | null;
    opening_breaks: number | null;
    closing: string | number | null;
    closing_log: number | null;
    closing_breaks: number | null;
    first_day: string | null;
    before_first: string | number | null;
    flows: [string, string | number, string | number][] | null;
  }>`
    WITH o AS (SELECT value_pence, growth_log, growth_breaks FROM ${sql.table(table)} WHERE ${on} AND day <= ${eve}::date ORDER BY day DESC LIMIT 1),
    c AS (SELECT value_pence, growth_log, growth_breaks FROM ${sql.table(table)} WHERE ${on} AND day <= ${to}::date ORDER BY day DESC LIMIT 1),
    f AS (SELECT CASE WHEN coalesce((SELECT value_pence FROM o), 0) > 0 THEN ${from}::date
      ELSE (SELECT min(day) FROM ${sql.table(table)} WHERE ${on} AND day >= ${from}::date AND day <= ${to}::date AND (flow_pence > 0 OR value_pence > 0)) END AS first_day)
    SELECT (SELECT value_pence FROM o) AS opening, (SELECT growth_log FROM o) AS opening_log, (SELECT growth_breaks FROM o) AS opening_breaks,
      (SELECT value_pence FROM c) AS closing, (SELECT growth_log FROM c) AS closing_log, (SELECT growth_breaks FROM c) AS closing_breaks,
      f.first_day::text AS first_day,
      (SELECT value_pence FROM ${sql.table(table)} WHERE ${on} AND day < f.first_day ORDER BY day DESC LIMIT 1) AS before_first,
      (SELECT json_agg(json_build_array(day::text, flow_pence, value_pence) ORDER BY day) FROM ${sql.table(table)}
        WHERE ${on} AND day >= f.first_day AND day <= ${to}::date AND flow_pence <> 0) AS flows
    FROM f`.execute(db);
  const s = rows[0]!;
  const openingPence = s.opening === null ? 0 : Number(s.opening);
  const breaks = Number(s.closing_breaks ?? 0) - Number(s.opening_breaks ?? 0);
  if (breaks > 0 || (s.before_first !== null && Number(s.before_first) < 0)) return null;
  return {
    openingPence,
    firstDay: s.first_day,
    growth: Math.exp(Number(s.closing_log ?? 0) - Number(s.opening_log ?? 0)),
    flowDays: (s.flows ?? []).map(([day, flow, value]) => ({ day, flowPence: Number(flow), valuePence: Number(value) })),
    closingPence: s.closing === null ? openingPence : Number(s.closing),
  };
}

/** The combined series of exactly these accounts (several), when one is kept. */
export async function combinedSetOf(db: Kysely<Database>, accountIds: readonly number[]): Promise<number | null> {
  const sorted = [...new Set(accountIds)].sort((a, b) => a - b);
  if (sorted.length < 2) return null;
  const set = await db
    .selectFrom('combined_series_sets')
    .select('set_id')
    .where(sql<boolean>`account_ids = ${sorted}::int[]`)
    .executeTakeFirst();
  return set?.set_id ?? null;
}

async function indexSource(
  db: Kysely<Database>,
  accountIds: readonly number[],
): Promise<{ table: 'valuation_series' | 'combined_series'; key: 'account_id' | 'set_id'; id: number } | null> {
  if (accountIds.length === 1) return { table: 'valuation_series', key: 'account_id', id: accountIds[0]! };
  const setId = await combinedSetOf(db, accountIds);
  return setId === null ? null : { table: 'combined_series', key: 'set_id', id: setId };
}
