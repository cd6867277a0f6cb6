/**
 * `npm run import -- <folder>`: loads a firm's back-office files (docs/import.md) in one transaction,
 * printing a line per file; on any error prints every one (file:line column: message), changes
 * nothing and exits 1. `npm run import -- --describe` prints the format's tables (docs/import.md).
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { migrateToLatest } from '../db/index.ts';
import { describeFormat } from '../import/format.ts';
import { ImportFailed, importFolder } from '../import/load.ts';
import { failCli, openCliDatabase } from './database.ts';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === '--describe') {
    process.stdout.write(describeFormat());
    return;
  }
  if (args.length !== 1 || args[0]?.startsWith('-')) {
    console.error('usage: npm run import -- <folder>   (the format: docs/import.md)');
    process.exit(2);
  }
  // npm runs scripts from the repository root; a relative folder is the caller's.
  const folder = resolve(process.env.INIT_CWD ?? process.cwd(), args[0] as string);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    console.error(`${args[0]}: no such folder`);
    process.exit(2);
  }
  const { handle, where } = await openCliDatabase();
  try {
    console.log(`importing ${folder} into ${where}`);
    const applied = await migrateToLatest(handle.db);
    if (applied.length > 0) console.log(`migrations applied first: ${applied.join(', ')}`);
    const summary = await importFolder(handle.db, folder, { log: (line) => console.log(line) });
    const changed = summary.files.reduce((n, f) => n + f.changed, 0) + summary.closedAccounts;
    console.log(
      changed === 0
        ? `nothing changed (${Math.round(summary.millis)} ms)`
        : `imported: ${changed} rows written, ${summary.seriesAccounts} accounts revalued, in ${(summary.millis / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    if (!(error instanceof ImportFailed)) throw error;
    for (const e of error.errors)
      console.error(`${e.file}${e.line === null ? '' : `:${e.line}`}${e.column ? ` ${e.column}` : ''}: ${e.message}`);
    console.error(`import refused: ${error.message}; nothing was changed`);
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch(failCli);
