/**
 * What the mix bench asks for: sessions of every demo client that can sign in (each from its own
 * forwarded address), and a shuffled list of the calls the portal makes as people move between
 * home, account summary, analysis, transactions and documents. Also the server time of each call.
 */
import { gzipSync } from 'node:zlib';
import { href, routes, transactionDatesParams } from '@portal/api';
import type { ClientResource, CorrespondencePage } from '@portal/api';
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
  /** A write's method and JSON body (reads are GETs without one). */
  method?: 'POST' | 'PATCH' | 'PUT';
  body?: string;
  /** 'visit': log in afresh, then log that session out (the driver times both as one). */
  flow?: 'visit';
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
  /** The first page of the client's documents (mark-as-read writes pick from it). */
  documents: Array<{ documentId: number; sentDate: string }>;
  /** Account aliases as the client resource gave them (an alias write sets one to itself or back). */
  aliases: Array<{ accountNumber: string; alias: string | null }>;
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
  const docs = await fetch(`${baseUrl}${href(routes.correspondences, { clientId: id })}?page=0&size=20`, {
    headers: { cookie, 'X-Forwarded-For': ip },
  });
  const documents = docs.ok
    ? ((await docs.json()) as CorrespondencePage)._embedded.correspondenceResourceList.map((d) => ({
        documentId: d.documentId,
        sentDate: d.sentDate,
      }))
    : [];
  const aliases = body.accounts.map((a) => ({ accountNumber: a.accountNumber, alias: a.alias }));
  return { username, cookie, ip, clientId: id, accounts, transactions: probe?.status === 200, documents, aliases };
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

/**
 * What else happens on a real day (issue 33), by the share of visits it comes with: a fresh sign-in
 * (the login page's passkey challenge, then the password) and its sign-out (a quarter of visits), a document marked as read (one in ten), an account alias
 * written (one in fifty), an account summary printed to PDF (one in a hundred). Sessions also slide
 * on their own: each is touched at most once a minute, so 200 sessions write last_seen_at ~3 times a second.
 */
function extrasOf(s: Session, chance: (p: number) => boolean, pick: <T>(items: readonly T[]) => T, baseUrl: string) {
  const extras: Array<{ kind: string; path: string; method?: Target['method']; body?: string; flow?: Target['flow'] }> = [];
  if (chance(0.25))
    extras.push({
      kind: 'sign-in and sign-out',
      path: routes.login.path,
      method: 'POST',
      body: new URLSearchParams({ username: s.username, password: DEMO_PASSWORD }).toString(),
      flow: 'visit',
    });
  if (chance(0.1) && s.documents.length > 0)
    extras.push({ kind: 'mark as read', path: routes.markAsRead.path, method: 'PATCH', body: JSON.stringify(pick(s.documents)) });
  if (chance(0.02) && s.aliases.length > 0) {
    const a = pick(s.aliases);
    extras.push({
      kind: 'alias write',
      path: href(routes.accountAlias, { accountNumber: a.accountNumber }),
      method: 'PATCH',
      body: JSON.stringify({ alias: a.alias ?? `Account ${a.accountNumber}` }),
    });
  }
  if (chance(0.01)) extras.push(printTarget(s, pick(s.accounts), baseUrl));
  return extras;
}

/** POST /nui/print of an account summary as the portal sends it (the state gzipped, base64). */
function printTarget(s: Session, accountNumber: string, baseUrl: string) {
  const state = {
    kind: 'summary',
    clientId: s.clientId,
    clientName: s.username,
    accountNumber,
    heading: accountNumber,
    valueLabel: 'Account value',
    value: '£0.00',
    lines: [{ label: 'Account status', value: 'Open' }],
    holdings: { columns: ['Asset', 'Units', 'Price', 'Value', '% of account'], rows: [] },
    model: null,
  };
  const query = new URLSearchParams({
    product: 'summary',
    isPortrait: 'true',
    printRoute: `/client/folioDetails/${accountNumber}`,
    printHost: baseUrl,
    footer: s.username,
  });
  return {
    kind: 'print (summary PDF)',
    path: `${routes.print.path}?${query.toString()}`,
    method: 'POST' as const,
    body: JSON.stringify({ state: gzipSync(JSON.stringify(state)).toString('base64') }),
  };
}

/** When the plan's sessions signed in (performance.now(), ms): their slides fall due together a minute later. */
export const signedIn = { first: NaN, last: NaN };

export async function mixPlan(baseUrl: string, sessionCount: number): Promise<Target[]> {
  const usernames = buildClientSeeds(createRng(DEMO_SEED).fork('cast')).flatMap((c) => (c.login ? [c.login.username] : []));
  const sessions: Session[] = [];
  signedIn.first = performance.now();
  for (let i = 0; sessions.length < sessionCount && i < sessionCount * 3; i += 1) {
    const s = await signIn(baseUrl, usernames[i % usernames.length]!, `10.${(i >> 8) & 255}.${i & 255}.9`);
    if (s && s.accounts.length > 0) sessions.push(s);
  }
  signedIn.last = performance.now();
  if (sessions.length === 0) throw new Error('no demo client could sign in');
  const random = createRng(18);
  const pick = <T>(items: readonly T[]): T => items[random.int(0, items.length - 1)]!;
  const targets: Target[] = [];
  const chance = (p: number) => random.int(0, 9_999) < p * 10_000;
  const realistic = process.env.BENCH_MIX !== 'reads';
  for (let round = 0; round < 10; round += 1)
    for (const s of sessions)
      for (const call of [...callsOf(s, pick), ...(realistic ? extrasOf(s, chance, pick, baseUrl) : [])])
        targets.push({ ...call, cookie: s.cookie, ip: s.ip, username: s.username });
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
