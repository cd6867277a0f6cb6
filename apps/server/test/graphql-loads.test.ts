/**
 * Adviser GraphQL loads each thing once per request (issue 14 item 6): however many root fields or
 * aliases ask for locations, advisers and clients, the locations are one query and the advisers with
 * their clients one more — and the answers are what separate requests would give.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, parse } from 'graphql';
import type { KyselyPlugin } from 'kysely';
import { adviserRoot, adviserSchema } from '../src/features/adviser/graphql-schema.ts';
import type { DatabaseHandle } from '../src/db/index.ts';
import { openTestDatabase } from './helpers.ts';

const ADVISER_ID = 200000101;
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

/** Runs a query with a database that counts the statements it is sent. */
async function run(query: string) {
  let statements = 0;
  const counting: KyselyPlugin = {
    transformQuery: (args) => args.node,
    // Called once per statement executed (transformQuery also sees the subqueries being built).
    transformResult: async (args) => {
      statements += 1;
      return args.result;
    },
  };
  const result = await execute({
    schema: adviserSchema,
    document: parse(query),
    rootValue: adviserRoot,
    contextValue: { db: handle.db.withPlugin(counting), adviserId: ADVISER_ID },
  });
  expect(result.errors).toBeUndefined();
  return { data: result.data as Record<string, Array<{ locationId: number }>>, statements };
}

const FIELDS = 'locationId name advisers { adviserId clients { clientId } } clients { clientId surname }';

describe('adviser GraphQL loads', () => {
  it('answers five aliased root fields with one location query and one adviser query', async () => {
    const all = await run(`{ visibleLocations { ${FIELDS} } }`);
    expect(all.data.visibleLocations!.length).toBeGreaterThan(0);
    const [first, second] = all.data.visibleLocations!;
    const one = await run(`{ visibleLocations(locationId: ${first!.locationId}) { ${FIELDS} } }`);

    const many = await run(`{
      a: visibleLocations { ${FIELDS} }
      b: visibleLocations(locationId: ${first!.locationId}) { ${FIELDS} }
      c: visibleLocations(locationId: ${(second ?? first)!.locationId}) { locationId advisers { adviserId } }
      d: visibleLocations(locationId: 1) { locationId }
      e: visibleLocations { locationId clients { clientId } }
    }`);
    expect(many.statements).toBe(2);
    expect(many.data.a).toEqual(all.data.visibleLocations);
    expect(many.data.b).toEqual(one.data.visibleLocations);
    // A location outside the adviser's firm is simply absent.
    expect(many.data.d).toEqual(all.data.visibleLocations!.filter((l) => l.locationId === 1).map((l) => ({ locationId: l.locationId })));
  });

  it('does not load advisers when no field asks for them', async () => {
    const { statements } = await run('{ a: visibleLocations { locationId name } b: visibleLocations { name } }');
    expect(statements).toBe(1);
  });
});
