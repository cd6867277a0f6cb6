/**
 * The byte budgets (issue 15): run after `vite build`, fails the build when a measured route's
 * initial JS (gzip -9, entry + route chunks + their static imports) exceeds its budget.
 * Bytes only: timing budgets stay in `npm run bench`, which prints ratios and never fails (it builds
 * with PORTAL_BUDGETS=report: over-budget routes are printed, the build goes on).
 */
import { fileURLToPath } from 'node:url';
import { MEASURED_ROUTES, routeBytes } from './route-bytes.ts';

const distDir = fileURLToPath(new URL('../dist', import.meta.url));
let over = 0;
for (const route of MEASURED_ROUTES) {
  const { gzip, chunks } = routeBytes(distDir, route);
  const kib = gzip / 1024;
  const ok = kib <= route.budgetKiB;
  if (!ok) over += 1;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${route.path}: initial JS ${kib.toFixed(2)} KiB gzip in ${chunks.length} scripts ` +
      `(budget ${route.budgetKiB} KiB, target ${route.targetKiB} KiB)`,
  );
}
if (over) {
  console.error(`${over} route(s) over their byte budget: see npm run bench -- bundle for the largest modules.`);
  // npm run bench builds with PORTAL_BUDGETS=report so its bundle report still runs.
  if (process.env.PORTAL_BUDGETS !== 'report') process.exit(1);
}
