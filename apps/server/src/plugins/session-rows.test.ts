// The session plugin's queries (session-rows.ts) on an in-memory PGlite with the server's migrations:
// which rows are live (idle and absolute cut-offs, locked users), sliding, ending and pruning sessions.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE as F, openMemoryDatabase, seedAccessFixture } from '../db/testing/memory-database.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { deleteIdleSessions, deleteSession, insertSession, liveSessionRows, touchSession } from './session-rows.ts';

let handle: DatabaseHandle;
let aliceId: number;
let lockedId: number;
beforeAll(async () => {
  handle = await openMemoryDatabase();
  await seedAccessFixture(handle);
  const users = await handle.db
    .insertInto('users')
    .values([
      { username: 'alice', client_id: F.aliceClientId, password_hash: 'x', roles: ['client'], terms_accepted: true },
      { username: 'locked', client_id: F.bobClientId, password_hash: 'x', roles: [], locked_at: new Date('2025-01-01T00:00:00Z') },
    ])
    .returning('user_id')
    .execute();
  [aliceId, lockedId] = users.map((u) => u.user_id) as [number, number];
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.deleteFrom('sessions').execute();
});

const T0 = new Date('2026-01-01T12:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const ids = async () => (await handle.db.selectFrom('sessions').select('id_hash').orderBy('id_hash').execute()).map((r) => r.id_hash);
const lastSeen = async (idHash: string) =>
  (await handle.db.selectFrom('sessions').select('last_seen_at').where('id_hash', '=', idHash).executeTakeFirstOrThrow()).last_seen_at;

describe('insertSession and liveSessionRows', () => {
  it('returns the live rows asked for, with their users', async () => {
    await insertSession(handle.db, { idHash: 'a', userId: aliceId, now: at(0), data: JSON.stringify({ previousLogin: null }) });
    await insertSession(handle.db, { idHash: 'b', userId: aliceId, now: at(0), data: '{}' });
    expect(await liveSessionRows(handle.db, ['a', 'zz'], at(-1), at(-1))).toEqual([
      {
        id_hash: 'a',
        created_at: at(0),
        authenticated_at: at(0),
        last_seen_at: at(0),
        data: { previousLogin: null },
        user_id: aliceId,
        username: 'alice',
        client_id: F.aliceClientId,
        adviser_id: null,
        roles: ['client'],
        terms_accepted: true,
        // Not impersonating: nothing to re-check (review I6).
        impersonation_allowed: true,
      },
    ]);
  });

  it('leaves out rows idle up to the idle cut-off, created up to the absolute cut-off, or of a locked user', async () => {
    await insertSession(handle.db, { idHash: 'live', userId: aliceId, now: at(10), data: '{}' });
    await insertSession(handle.db, { idHash: 'locked', userId: lockedId, now: at(10), data: '{}' });
    await handle.db
      .updateTable('sessions')
      .set({ last_seen_at: at(20) })
      .where('id_hash', '=', 'live')
      .execute();
    const live = async (idle: number, absolute: number) =>
      (await liveSessionRows(handle.db, ['live', 'locked'], at(idle), at(absolute))).map((r) => r.id_hash);
    expect(await live(19, 9)).toEqual(['live']);
    expect(await live(20, 9)).toEqual([]);
    expect(await live(19, 10)).toEqual([]);
  });

  it('counts the absolute limit from the authentication, not from a rotated id (review M4)', async () => {
    await insertSession(handle.db, { idHash: 'rotated', userId: aliceId, now: at(100), authenticatedAt: at(10), data: '{}' });
    const live = async (absolute: number) => (await liveSessionRows(handle.db, ['rotated'], at(99), at(absolute))).map((r) => r.id_hash);
    expect(await live(9)).toEqual(['rotated']);
    expect(await live(10)).toEqual([]);
  });
});

describe('touchSession', () => {
  it('slides a live session and says so', async () => {
    await insertSession(handle.db, { idHash: 'a', userId: aliceId, now: at(0), data: '{}' });
    await insertSession(handle.db, { idHash: 'b', userId: aliceId, now: at(0), data: '{}' });
    expect(await touchSession(handle.db, 'a', at(5), at(-1), at(-1))).toBe(true);
    expect(await lastSeen('a')).toEqual(at(5));
    expect(await lastSeen('b')).toEqual(at(0));
  });

  it('refuses (and leaves) a session past the idle or absolute cut-off, of a locked user, or unknown', async () => {
    await insertSession(handle.db, { idHash: 'a', userId: aliceId, now: at(0), data: '{}' });
    await insertSession(handle.db, { idHash: 'l', userId: lockedId, now: at(0), data: '{}' });
    expect(await touchSession(handle.db, 'a', at(5), at(0), at(-1))).toBe(false);
    expect(await touchSession(handle.db, 'a', at(5), at(-1), at(0))).toBe(false);
    expect(await touchSession(handle.db, 'l', at(5), at(-1), at(-1))).toBe(false);
    expect(await touchSession(handle.db, 'nope', at(5), at(-1), at(-1))).toBe(false);
    expect([await lastSeen('a'), await lastSeen('l')]).toEqual([at(0), at(0)]);
  });
});

describe('deleteSession and deleteIdleSessions', () => {
  it('deletes one session and says whether there was one', async () => {
    await insertSession(handle.db, { idHash: 'a', userId: aliceId, now: at(0), data: '{}' });
    await insertSession(handle.db, { idHash: 'b', userId: aliceId, now: at(0), data: '{}' });
    expect(await deleteSession(handle.db, 'a')).toBe(true);
    expect(await deleteSession(handle.db, 'a')).toBe(false);
    expect(await ids()).toEqual(['b']);
  });

  it('drops only sessions last seen strictly before the cut-off', async () => {
    for (const [idHash, s] of [
      ['old', 0],
      ['edge', 10],
      ['new', 20],
    ] as const)
      await insertSession(handle.db, { idHash, userId: aliceId, now: at(s), data: '{}' });
    await deleteIdleSessions(handle.db, at(10));
    expect(await ids()).toEqual(['edge', 'new']);
  });
});
