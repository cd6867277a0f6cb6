/**
 * Backup and restore (docs/deploy.md): deploy/backup.sh dumps the topology's live PostgreSQL while it
 * serves, deploy/restore.sh restores the dump into a fresh cluster, an API instance starts on that
 * cluster, and it shows the same client the same figures as the running topology does.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ClientResource } from '@portal/api';
import { startCluster } from '../../../../../topology/postgres.mjs';
import { DEMO_PASSWORD } from '../session.ts';

const topology = inject('topology');
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');
const USERNAME = 'solo.client@example.com';

const freePort = () =>
  new Promise<number>((resolvePort) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });

function script(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync('bash', args, { cwd: repoRoot, env: { ...process.env, ...env }, encoding: 'utf8' });
  expect(result.status, `${args.join(' ')}:\n${result.stdout}${result.stderr}`).toBe(0);
  return result.stdout;
}

/** What the portal shows a client: each account's value, and the combined portfolio's performance. */
async function figures(baseUrl: string) {
  const login = await fetch(`${baseUrl}/nui/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
    body: new URLSearchParams({ username: USERNAME, password: DEMO_PASSWORD }).toString(),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.includes('portal_sid='))!
    .split(';')[0]!;
  const get = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    expect(response.status, path).toBe(200);
    return response.json();
  };
  const { id } = (await get('/nui/public/sessionInfo')) as { id: number };
  const client = (await get(`/nui/nbs/clients/${id}`)) as ClientResource;
  return {
    clientId: client.clientId,
    accounts: client.accounts.map((a) => ({ accountNumber: a.accountNumber, status: a.accountStatus, totalHoldings: a.totalHoldings })),
    // The performance of the first account over a fixed period (the endpoint needs the dates).
    performance: await get(`/nui/nbs/portfolioperformance/${client.accounts[0]!.accountNumber}?dateFrom=2024-01-01&dateTo=2024-12-31`),
  };
}

describe('backup and restore (PostgreSQL)', () => {
  let dir: string;
  let cluster: ReturnType<typeof startCluster> | undefined;
  let restored: ChildProcess | undefined;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'portal-restore-'));
    // The postgres OS user (initdb when we are root) must reach its cluster's folder inside.
    chmodSync(dir, 0o755);
  });
  afterAll(async () => {
    if (restored && restored.exitCode === null) {
      restored.kill('SIGTERM');
      await new Promise((r) => restored!.once('exit', r));
    }
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores a dump of the live database into a fresh cluster, and the portal shows the client the same figures', async () => {
    const dump = join(dir, 'portal.dump');
    script(['deploy/backup.sh', 'postgres', dump], { DATABASE_URL: topology.databaseUrl });
    expect(statSync(dump).size).toBeGreaterThan(100_000);

    cluster = startCluster({ dir: join(dir, 'postgres'), port: await freePort(), fast: true });
    const target = cluster.url.replace(/\/postgres$/, '/portal_restored');
    script(['deploy/restore.sh', 'postgres', dump, target]);
    // Restoring over data is refused, not merged.
    const again = spawnSync('bash', ['deploy/restore.sh', 'postgres', dump, target], { cwd: repoRoot, encoding: 'utf8' });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('restore into an empty database');

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    restored = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/main.mjs')], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATABASE_URL: target,
        PORT: String(port),
        HOST: '127.0.0.1',
        PORTAL_DEMO: '1',
        PORTAL_DEMO_MAIL: '1',
        PORTAL_CODE_SECRET: 'a'.repeat(32),
        PORTAL_DESIGN_SYSTEM_DIR: dir,
        PORTAL_PUBLIC_URL: baseUrl,
        // Not used here: printing stays out of this check (production requires the service and its token).
        PRINT_SERVICE_URL: 'http://127.0.0.1:9',
        PRINT_SERVICE_TOKEN: 'b'.repeat(32),
        LOG_LEVEL: 'warn',
      },
      stdio: 'inherit',
    });
    await expect
      .poll(async () => (await fetch(`${baseUrl}/nui/public/keepalive`).catch(() => null))?.status, { timeout: 60_000, interval: 250 })
      .toBe(200);

    const live = await figures(topology.instances[0]!.url);
    expect(live.accounts.length).toBeGreaterThan(0);
    expect(await figures(baseUrl)).toEqual(live);
  });
});
