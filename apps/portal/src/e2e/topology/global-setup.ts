/**
 * Starts the topology (topology/start.mjs, what `npm run topology` runs) once for the suite, in its test
 * settings, and reads the addresses it writes when ready. Afterwards it is stopped as Ctrl-C stops it
 * (SIGINT): the stop must be clean — exit code 0, every process it started gone.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { TopologyManifest } from './topology.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');

declare module 'vitest' {
  export interface ProvidedContext {
    topology: TopologyManifest;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function withoutNodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV: _omitted, ...rest } = env;
  return rest;
}

export default async function setup(project: TestProject) {
  // While working on the suite: TOPOLOGY_SUITE_MANIFEST=<file> runs it against a topology already started
  // (npm run topology with TOPOLOGY_TEST=1 TOPOLOGY_MANIFEST=<file>), which it leaves running.
  if (process.env.TOPOLOGY_SUITE_MANIFEST) {
    project.provide('topology', JSON.parse(readFileSync(process.env.TOPOLOGY_SUITE_MANIFEST, 'utf8')) as TopologyManifest);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'topology-suite-'));
  const manifestFile = join(dir, 'topology.json');
  const child = spawn(process.execPath, [join(repoRoot, 'topology/start.mjs')], {
    cwd: repoRoot,
    // Not vitest's NODE_ENV=test: the topology builds and runs in production mode.
    env: { ...withoutNodeEnv(process.env), TOPOLOGY_PORT: '0', TOPOLOGY_MANIFEST: manifestFile, TOPOLOGY_TEST: '1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const deadline = Date.now() + 580_000;
  while (!existsSync(manifestFile)) {
    if (child.exitCode !== null) throw new Error(`the topology exited before it was ready:\n${output.slice(-6000)}`);
    if (Date.now() > deadline) throw new Error(`the topology was not ready in time:\n${output.slice(-6000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as TopologyManifest;
  project.provide('topology', manifest);

  return async () => {
    child.kill('SIGINT');
    const code = await exited;
    rmSync(dir, { recursive: true, force: true });
    const left = [...manifest.instances.map((i) => i.pid), manifest.printService.pid].filter(alive);
    if (code !== 0 || left.length > 0 || existsSync(manifest.workDir)) {
      throw new Error(
        `Ctrl-C did not stop the topology cleanly (exit code ${code}, still running: ${left.join(', ') || 'none'}, work directory ${existsSync(manifest.workDir) ? 'left behind' : 'removed'}):\n${output.slice(-4000)}`,
      );
    }
  };
}
