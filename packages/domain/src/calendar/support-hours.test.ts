// Support hours at the edges: opening and closing minutes, weekends, bank holidays at the year end and the clock changes.
import { describe, expect, it } from 'vitest';
import { londonInstant, supportHoursAt } from './support-hours.ts';

const at = (iso: string) => supportHoursAt(new Date(iso));

describe('supportHoursAt', () => {
  it('is open from 8:30 to before 17:30 London time on a working day (GMT)', () => {
    expect(at('2026-11-24T08:29:59Z')).toEqual({ open: false, opensAt: new Date('2026-11-24T08:30:00Z') });
    expect(at('2026-11-24T08:30:00Z').open).toBe(true);
    expect(at('2026-11-24T17:29:59Z').open).toBe(true);
    expect(at('2026-11-24T17:30:00Z')).toEqual({ open: false, opensAt: new Date('2026-11-25T08:30:00Z') });
  });

  it('follows British Summer Time: 8:30 BST is 7:30 UTC', () => {
    expect(at('2026-06-10T07:29:00Z').open).toBe(false);
    expect(at('2026-06-10T07:30:00Z').open).toBe(true);
    expect(at('2026-06-10T16:29:00Z').open).toBe(true);
    expect(at('2026-06-10T16:30:00Z').open).toBe(false);
  });

  it('opens on the Monday after the clocks go forward at the summer-time offset', () => {
    // Friday 27 March 2026 after closing (GMT); clocks change on Sunday 29 March.
    expect(at('2026-03-27T18:00:00Z')).toEqual({ open: false, opensAt: new Date('2026-03-30T07:30:00Z') });
  });

  it('opens on the Monday after the clocks go back at the winter offset', () => {
    // Friday 23 October 2026 at 17:30 BST (16:30 UTC); clocks change on Sunday 25 October.
    expect(at('2026-10-23T16:30:00Z')).toEqual({ open: false, opensAt: new Date('2026-10-26T08:30:00Z') });
  });

  it('skips Christmas, the Boxing Day substitute and New Year at the year end', () => {
    // Christmas 2026 is a Friday, Boxing Day a Saturday (substitute Monday 28th).
    expect(at('2026-12-24T17:30:00Z').opensAt).toEqual(new Date('2026-12-29T08:30:00Z'));
    expect(at('2026-12-28T10:00:00Z').open).toBe(false);
    // New Year's Day 2027 is a Friday: from New Year's Eve evening to Monday 4 January.
    expect(at('2026-12-31T18:00:00Z').opensAt).toEqual(new Date('2027-01-04T08:30:00Z'));
    expect(at('2027-01-01T12:00:00Z').open).toBe(false);
  });

  it('is closed at weekends and on other bank holidays (Good Friday, Easter Monday 2026)', () => {
    expect(at('2026-11-28T12:00:00Z').open).toBe(false);
    expect(at('2026-04-03T10:00:00Z').open).toBe(false);
    expect(at('2026-04-03T10:00:00Z').opensAt).toEqual(new Date('2026-04-07T07:30:00Z'));
  });
});

describe('londonInstant', () => {
  it('converts London wall-clock time on both sides of a clock change', () => {
    expect(londonInstant('2026-03-28', 510)).toEqual(new Date('2026-03-28T08:30:00Z'));
    expect(londonInstant('2026-03-29', 510)).toEqual(new Date('2026-03-29T07:30:00Z'));
    expect(londonInstant('2026-10-25', 510)).toEqual(new Date('2026-10-25T08:30:00Z'));
  });
});
