/**
 * Server CPU per call kind of the mix (issue 33): each kind of the realistic plan asked 150 times one
 * after another (different sessions), and the server's CPU (main thread, PGlite worker, GC) read from
 * /proc before and after, so the figure is what one such request costs whatever else the machine runs.
 * Also the statements each kind sends the database (/metrics). Used by mix.bench.ts with BENCH_CPU_BY_KIND=1.
 */
import { routes } from '@portal/api';
import { cpuMs } from './mix-drive.ts';
import type { Target } from './mix-plan.ts';

const headersOf = (t: Target, base: string): Record<string, string> => ({
  cookie: t.cookie,
  'x-forwarded-for': t.ip,
  origin: base,
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'cors',
});

async function send(t: Target, base: string): Promise<number> {
  // The challenge and the sign-out carry no body (a form type on them is refused: 415).
  const bare = headersOf(t, base);
  const headers =
    t.body !== undefined
      ? { ...bare, 'content-type': t.flow === 'visit' ? 'application/x-www-form-urlencoded' : 'application/json' }
      : bare;
  if (t.flow === 'visit')
    await (await fetch(`${base}${routes.passkeySigninOptions.path}`, { method: 'POST', headers: { ...bare, cookie: '' } })).arrayBuffer();
  const res = await fetch(`${base}${t.path}`, {
    method: t.method ?? 'GET',
    headers: t.flow === 'visit' ? { ...headers, cookie: '' } : headers,
    body: t.body,
  });
  await res.arrayBuffer();
  if (t.flow === 'visit' && res.ok) {
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const out = await fetch(`${base}${routes.logout.path}`, { headers: { ...bare, cookie } });
    await out.arrayBuffer();
    return out.status;
  }
  return res.status;
}

/** Statements the server has run (its /metrics counter; this process is a loopback caller without a proxy). */
async function queriesSoFar(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return Number(/^portal_db_queries_total (\d+)/m.exec(text)?.[1] ?? NaN);
}

export async function cpuByKind(
  targets: Target[],
  base: string,
  pid: number,
): Promise<Array<{ kind: string; ms: number; n: number; queries: number }>> {
  const kinds = [...new Set(targets.map((t) => t.kind))];
  const rows: Array<{ kind: string; ms: number; n: number; queries: number }> = [];
  for (const kind of kinds) {
    const of = targets.filter((t) => t.kind === kind).slice(0, kind.startsWith('print') ? 10 : 150);
    for (const t of of.slice(0, 5)) await send(t, base); // warm
    const queriesBefore = await queriesSoFar(base);
    const before = cpuMs(pid);
    for (const t of of) await send(t, base);
    const ms = (cpuMs(pid) - before) / of.length;
    rows.push({ kind, ms, n: of.length, queries: (await queriesSoFar(base)) - queriesBefore });
  }
  return rows;
}
