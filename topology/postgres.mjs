// A throwaway PostgreSQL 15 cluster in a directory of ours: the topology's database, and the fresh
// cluster the backup-and-restore test restores into. As the postgres OS user when we are root (initdb
// refuses root), TCP on loopback only.
import { spawnSync } from 'node:child_process';
import { chownSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

function mustRun(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout ?? ''}${result.stderr ?? result.error ?? ''}`);
  return result.stdout;
}

const asPostgres = (command, args) => (isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]);

/**
 * initdb and start a cluster under `dir` (created) on `port`; `fast` turns durability off (a cluster
 * that is thrown away). Returns its URL and its stop (idempotent).
 */
export function startCluster({ dir, port, fast = false }) {
  mkdirSync(dir, { mode: 0o700, recursive: true });
  if (isRoot) chownSync(dir, Number(mustRun('id', ['-u', 'postgres']).trim()), Number(mustRun('id', ['-g', 'postgres']).trim()));
  const data = join(dir, 'data');
  mustRun(
    ...asPostgres(join(PG_BIN, 'initdb'), ['-D', data, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--locale=C.UTF-8']),
  );
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100${fast ? ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off' : ''}`;
  mustRun(...asPostgres(join(PG_BIN, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', 'start']));
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: /\d+\.\d+/.exec(mustRun(join(PG_BIN, 'postgres'), ['--version']))?.[0],
    stop() {
      if (stopped) return;
      stopped = true;
      spawnSync(...asPostgres(join(PG_BIN, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']), { stdio: 'ignore' });
    },
  };
}
