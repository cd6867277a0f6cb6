/** docs/configuration.md as the schema makes it, formatted as the repository's Prettier would (scripts/configuration-doc.ts writes it). */
import { resolve } from 'node:path';
import * as prettier from 'prettier';
import { REPO_ROOT } from '../src/config.ts';
import { configurationDoc } from '../src/env.ts';

export const CONFIGURATION_DOC = resolve(REPO_ROOT, 'docs/configuration.md');

export async function formattedConfigurationDoc(): Promise<string> {
  const options = (await prettier.resolveConfig(CONFIGURATION_DOC)) ?? {};
  return prettier.format(configurationDoc(), { ...options, filepath: CONFIGURATION_DOC });
}
