/** Writes docs/configuration.md from the environment schema (src/env.ts); test/configuration.test.ts checks it is current. */
import { writeFileSync } from 'node:fs';
import { CONFIGURATION_DOC, formattedConfigurationDoc } from '../test/configuration-doc.ts';

writeFileSync(CONFIGURATION_DOC, await formattedConfigurationDoc());
console.log(`wrote ${CONFIGURATION_DOC}`);
