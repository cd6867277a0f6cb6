import { describe, expect, it } from 'vitest';
import { bodyFor, prepareClientResource } from './client-resource-cache.ts';
import type { ClientResourceBase } from './client-resource-cache.ts';

const base = { id: 7, username: 'jane', note: 'é, "quoted"' } as unknown as ClientResourceBase;

describe('client resource bodies', () => {
  it("append the viewer's flags to the cached head as valid JSON", () => {
    const cached = prepareClientResource(base, null);
    for (const a of [false, true])
      for (const b of [false, true])
        expect(JSON.parse(bodyFor(cached, { newCorrespondencesSinceLastLogin: a, newsSinceLastLogin: b }).toString())).toEqual({
          ...base,
          newCorrespondencesSinceLastLogin: a,
          newsSinceLastLogin: b,
        });
  });

  it('are built once per flag combination and entry, then answered as they are', () => {
    const cached = prepareClientResource(base, null);
    const first = bodyFor(cached, { newCorrespondencesSinceLastLogin: true, newsSinceLastLogin: false });
    expect(bodyFor(cached, { newCorrespondencesSinceLastLogin: true, newsSinceLastLogin: false })).toBe(first);
    expect(bodyFor(cached, { newCorrespondencesSinceLastLogin: false, newsSinceLastLogin: true })).not.toBe(first);
    // A new entry (after an invalidation) builds its own.
    expect(bodyFor(prepareClientResource(base, null), { newCorrespondencesSinceLastLogin: true, newsSinceLastLogin: false })).not.toBe(
      first,
    );
  });
});
