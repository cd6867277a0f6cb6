/**
 * The portal as the transactions bench profiles it: the production build plus react-dom's profiling
 * build (so <Profiler> reports commit times), into .bench/portal-profile. The <Profiler> is the bench's,
 * not the product's: this build alone wraps what the transactions table's component (TransactionHistory
 * in TransactionsPage.tsx) renders with one, recording each commit (transactions-profiler.ts).
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import portal from '../apps/portal/vite.config.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PAGE = join(repoRoot, 'apps/portal/src/features/transactions/components/TransactionsPage.tsx');
const PROFILED_COMPONENT = 'TransactionHistory';
const RECORDER = join(repoRoot, 'bench/transactions-profiler.ts');

/**
 * Wraps the JSX that PROFILED_COMPONENT's last `return` gives in `<Profiler id="transactions">` (before
 * the JSX is compiled). Code is only inserted, never moved, so the module's source map stays usable.
 * The build fails when the component or its return is not found: the page changed, and so must this.
 */
function profileTransactions(): Plugin {
  return {
    name: 'bench-transactions-profiler',
    enforce: 'pre',
    transform(code, id) {
      if (id.split('?')[0] !== PAGE) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const component = source.statements.find(
        (s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === PROFILED_COMPONENT,
      );
      const last = component?.body?.statements.at(-1);
      if (!last || !ts.isReturnStatement(last) || !last.expression)
        throw new Error(`${PAGE}: no function ${PROFILED_COMPONENT} ending in a return of JSX to profile`);
      let jsx = last.expression;
      while (ts.isParenthesizedExpression(jsx)) jsx = jsx.expression;
      const start = jsx.getStart(source);
      const end = jsx.getEnd();
      return {
        code:
          code.slice(0, start) +
          '<BenchProfiler id="transactions" onRender={recordTransactionsCommit}>' +
          code.slice(start, end) +
          '</BenchProfiler>' +
          code.slice(end) +
          `\nimport { Profiler as BenchProfiler } from 'react';\nimport { recordTransactionsCommit } from ${JSON.stringify(RECORDER)};\n`,
        map: null,
      };
    },
  };
}

export default defineConfig(async (env) =>
  mergeConfig(await (typeof portal === 'function' ? portal(env) : portal), {
    root: join(repoRoot, 'apps/portal'),
    plugins: [profileTransactions()],
    resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
    build: { outDir: join(repoRoot, '.bench/portal-profile'), emptyOutDir: true },
  }),
);
