/**
 * Runs the files that keep a record of the pages (the WCAG journey with the screenshots, ARIA snapshots) before
 * every journey, in this fixed order: the record is then always of the seeded state. Journeys change
 * shared demo data for good (demo.client's documents are read, the Documents badge goes), so a record
 * taken after them depended on which files had run first.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const RECORD_FILES = ['wcag.e2e.test.ts', 'aria-snapshots.e2e.test.ts'];

function recordRank(file: string): number {
  const rank = RECORD_FILES.findIndex((name) => file.endsWith(`/${name}`));
  return rank === -1 ? RECORD_FILES.length : rank;
}

export default class RecordFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the journeys keep the base sequencer's order after the record files.
    return [...sorted].sort((a, b) => recordRank(a.moduleId) - recordRank(b.moduleId));
  }
}
