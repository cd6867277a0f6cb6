// Dependency audit (CI, `.ci/run`; or `npm run audit`): `npm audit --omit=dev` over the production
// dependencies, failing on an advisory of high or critical severity unless .ci/audit-allowlist.json lists
// it (GHSA id and package, with a reason and an expiry date). Lower severities are printed, not failed.
//
// The audit needs the registry's advisory endpoint (a POST). When it cannot be reached (no network, or a
// registry mirror that answers only GET, as on these machines: 405), the audit did NOT run: it says so in a
// banner and is never counted as a pass. It then exits 0 so CI is not red for the network's sake, unless
// AUDIT_REQUIRED=1 (a release, a machine that can reach the endpoint), when it fails.
// AUDIT_REPORT=<file> reads a saved `npm audit --json` report instead of asking the registry.
//
// First, whatever the network: the software bill of materials of the production dependencies, CycloneDX
// 1.5 from the lockfile (`npm sbom`, offline), written to reports/sbom.cdx.json — what a firm's scanner
// (or a later audit on a machine that reaches an advisory database) checks the release against.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loud, repoRoot } from './lib.mjs';

const FAILING = new Set(['high', 'critical']);
const allowlistFile = join(repoRoot, '.ci/audit-allowlist.json');
const today = new Date().toISOString().slice(0, 10);

/** { id, package, reason, expires }[] from the allowlist; entries without a reason or expiry are refused. */
function readAllowlist() {
  const { advisories = [] } = JSON.parse(readFileSync(allowlistFile, 'utf8'));
  for (const entry of advisories) {
    if (!entry.id || !entry.package || !entry.reason || !/^\d{4}-\d{2}-\d{2}$/.test(entry.expires ?? ''))
      throw new Error(`${allowlistFile}: every entry needs id, package, reason and expires (YYYY-MM-DD): ${JSON.stringify(entry)}`);
  }
  return advisories;
}

function runAudit() {
  if (process.env.AUDIT_REPORT) return readFileSync(process.env.AUDIT_REPORT, 'utf8');
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return result.stdout;
}

const sbom = spawnSync('npm', ['sbom', '--omit=dev', '--sbom-format=cyclonedx', '--package-lock-only'], {
  cwd: repoRoot,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
let components;
try {
  components = JSON.parse(sbom.stdout).components;
} catch {
  components = null;
}
if (sbom.status !== 0 || !Array.isArray(components) || components.length === 0) {
  console.error(`✗ npm sbom failed (exit ${sbom.status}): ${sbom.stderr.slice(0, 500)}`);
  process.exit(1);
}
mkdirSync(join(repoRoot, 'reports'), { recursive: true });
writeFileSync(join(repoRoot, 'reports/sbom.cdx.json'), sbom.stdout);
console.log(`SBOM (CycloneDX, production dependencies): ${components.length} components → reports/sbom.cdx.json`);

let report;
try {
  report = JSON.parse(runAudit());
} catch {
  report = null;
}
if (!report || !report.vulnerabilities) {
  const why = report?.message ?? report?.error?.summary ?? 'no readable answer from npm audit';
  loud(`DEPENDENCY AUDIT NOT RUN: the registry's advisory endpoint could not be used (${why}). Nothing was checked.`);
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}

const allowlist = readAllowlist();
/** Every advisory (GHSA id) behind the report's vulnerable packages, once each. */
const advisories = new Map();
for (const vulnerability of Object.values(report.vulnerabilities)) {
  for (const via of vulnerability.via ?? []) {
    if (typeof via !== 'object') continue;
    const id = /GHSA-[\w-]+/.exec(via.url ?? '')?.[0] ?? String(via.source);
    advisories.set(`${via.name}:${id}`, {
      id,
      package: via.name,
      severity: via.severity,
      title: via.title,
      url: via.url,
      range: via.range,
    });
  }
}

const failures = [];
for (const advisory of advisories.values()) {
  const line = `${advisory.severity} ${advisory.package} ${advisory.range ?? ''}: ${advisory.title} (${advisory.url ?? advisory.id})`;
  if (!FAILING.has(advisory.severity)) {
    console.log(`  (below the bar) ${line}`);
    continue;
  }
  const allowed = allowlist.find((entry) => entry.id === advisory.id && entry.package === advisory.package);
  if (allowed && allowed.expires >= today) console.log(`  allowed until ${allowed.expires} (${allowed.reason}): ${line}`);
  else {
    failures.push(allowed ? `${line} — its allowlist entry expired on ${allowed.expires}` : line);
  }
}
const stale = allowlist.filter((entry) => ![...advisories.values()].some((a) => a.id === entry.id && a.package === entry.package));
for (const entry of stale) console.log(`  allowlist entry no longer needed (remove it): ${entry.id} ${entry.package}`);

const counts = report.metadata?.vulnerabilities ?? {};
console.log(`Dependency audit (production dependencies): ${JSON.stringify(counts)}`);
if (failures.length > 0) {
  console.log(`✗ ${failures.length} advisories of high or critical severity not in .ci/audit-allowlist.json:`);
  for (const line of failures) console.log(`    ${line}`);
  process.exit(1);
}
console.log('✓ no high or critical advisory outside the allowlist');
