/**
 * What the mix bench asks for: sessions of every demo client that can sign in (each from its own
 * forwarded address), and a shuffled list of the calls the portal makes as people move between
 * home, account summary, analysis, transactions and documents. Also the server time of each call.
 */
import { href, routes, transactionDatesParams } from '@portal/api';
import type { ClientResource } from '@portal/api';
import { DATE_RANGE_IDS, todayInLondon } from '@portal/domain';
import { buildClientSeeds } from '../apps/server/src/demo/cast.ts';
import { createRng } from '../apps/server/src/demo/simulation/random.ts';
import { median } from './harness.ts';

export interface Target {
  kind: string;
  path: string;
  cookie: string;
  ip: string;
  /** Who the session is (the load bench logs in again as them). */
  username: string;
}

export const DEMO_PASSWORD = 'Harbour#Kite7';
/** The demo's seed (demo/seed.ts): the same cast, so every generated client's username is known. */
const DEMO_SEED = 20060103;

interface Session {
  username: string;
  cookie: string;
  ip: string;
  clientId: number;
  accounts: string[];
  /** Whether the client holds the transactions role (the portal shows transactions only then). */
  transactions: boolean;
}

async function signIn(baseUrl: string, username: string, ip: string): Promise<Session | null> {
  const res = await fetch(`${baseUrl}${routes.login.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': ip, Origin: baseUrl },
    body: new URLSearchParams({ username, password: DEMO_PASSWORD }).toString(),
  });
  if (!res.ok) return null;
  const { id } = (await res.json()) as { id: number };
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const client = await fetch(`${baseUrl}${href(routes.client, { clientId: id })}`, { headers: { cookie, 'X-Forwarded-For': ip } });
  if (!client.ok) return null;
  const body = (await client.json()) as ClientResource;
  const accounts = body.accounts.map((a) => a.accountNumber);
  const probe = accounts[0]
    ? await fetch(`${baseUrl}${href(routes.transactionEvents, { accountNumber: accounts[0] })}?${transactionsQuery()}`, {
        headers: { cookie, 'X-Forwarded-For': ip },
      })
    : null;
  await probe?.arrayBuffer();
  return { username, cookie, ip, clientId: id, accounts, transactions: probe?.status === 200 };
}

/** The first page of 250 events over the whole history, as the transactions screen asks for it. */
const transactionsQuery = () =>
  new URLSearchParams({ ...transactionDatesParams('EFFECTIVE_EVENT', '2006-01-01', todayInLondon()), size: '250' }).toString();

/** The page mix: one visit's calls, weighted as the portal makes them (client resource on every screen). */
function callsOf(s: Session, pick: <T>(items: readonly T[]) => T): Array<{ kind: string; path: string }> {
  const account = pick(s.accounts);
  return [
    { kind: 'client resource', path: href(routes.client, { clientId: s.clientId }) },
    { kind: 'client resource', path: href(routes.client, { clientId: s.clientId }) },
    { kind: 'accountDetails', path: href(routes.accountDetails, { accountNumber: account }) },
    { kind: 'holdings', path: href(routes.holdings, { accountNumber: account }) },
    ...(s.transactions
      ? [{ kind: 'transactions page (250)', path: `${href(routes.transactionEvents, { accountNumber: account })}?${transactionsQuery()}` }]
      : []),
    {
      kind: 'analysis Combined ALL_DATES',
      path: href(routes.analysis, { clientId: s.clientId, accountsKey: 'Combined', dateRangeId: 'ALL_DATES' }),
    },
    {
      kind: 'analysis other range',
      path: href(routes.analysis, { clientId: s.clientId, accountsKey: pick(['Combined', account]), dateRangeId: pick(DATE_RANGE_IDS) }),
    },
    { kind: 'documents page', path: `${href(routes.correspondences, { clientId: s.clientId })}?page=0&size=20` },
  ];
}

export async function mixPlan(baseUrl: string, sessionCount: number): Promise<Target[]> {
  const usernames = buildClientSeeds(createRng(DEMO_SEED).fork('cast')).flatMap((c) => (c.login ? [c.login.username] : []));
  const sessions: Session[] = [];
  for (let i = 0; sessions.length < sessionCount && i < sessionCount * 3; i += 1) {
    const s = await signIn(baseUrl, usernames[i % usernames.length]!, `10.${(i >> 8) & 255}.${i & 255}.9`);
    if (s && s.accounts.length > 0) sessions.push(s);
  }
  if (sessions.length === 0) throw new Error('no demo client could sign in');
  const random = createRng(18);
  const pick = <T>(items: readonly T[]): T => items[random.int(0, items.length - 1)]!;
  const targets: Target[] = [];
  for (let round = 0; round < 10; round += 1)
    for (const s of sessions)
      for (const call of callsOf(s, pick)) targets.push({ ...call, cookie: s.cookie, ip: s.ip, username: s.username });
  // Fisher–Yates with the seeded generator: a reproducible interleaving of everyone's visits.
  for (let i = targets.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [targets[i], targets[j]] = [targets[j]!, targets[i]!];
  }
  return targets;
}

/** Server time (request to parsed body over loopback, one at a time) of the portfolio calls. */
export async function serverTimes(baseUrl: string): Promise<Array<{ label: string; median: number; worst: number }>> {
  const rows: Array<{ label: string; median: number; worst: number }> = [];
  for (const username of ['big.client@example.com', 'demo.client@example.com']) {
    const s = await signIn(baseUrl, username, `10.200.0.${rows.length % 250}`);
    if (!s) throw new Error(`${username} cannot sign in`);
    const time = async (label: string, path: string) => {
      const samples: number[] = [];
      for (let i = 0; i < 9; i += 1) {
        const t0 = performance.now();
        const res = await fetch(`${baseUrl}${path}`, { headers: { cookie: s.cookie, 'X-Forwarded-For': s.ip } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${path}: ${res.status}`);
        if (i >= 2) samples.push(performance.now() - t0);
      }
      rows.push({ label: `${username.split('@')[0]} ${label}`, median: median(samples), worst: Math.max(...samples) });
    };
    const account = s.accounts[0]!;
    for (const range of DATE_RANGE_IDS) {
      await time(
        `analysis Combined ${range}`,
        href(routes.analysis, { clientId: s.clientId, accountsKey: 'Combined', dateRangeId: range }),
      );
    }
    await time(
      'performance Combined all',
      href(routes.portfolioPerformance, { accountsKey: 'Combined' }, { dateFrom: '2006-01-01', dateTo: '2100-01-01' }),
    );
    await time('accountDetails', href(routes.accountDetails, { accountNumber: account }));
    await time('holdings', href(routes.holdings, { accountNumber: account }));
    const txQuery = new URLSearchParams({ ...transactionDatesParams('EFFECTIVE_EVENT', '2006-01-01', todayInLondon()), size: '250' });
    await time('transactions page (250)', `${href(routes.transactionEvents, { accountNumber: account })}?${txQuery.toString()}`);
  }
  return rows;
}
