/** The tabs' session channel: a tab hears the others' activity and logout, never its own posts. */
import { expect, it, vi } from 'vitest';
import { announceLogout, openSessionChannel, type SessionMessage } from './session-channel.ts';

it("delivers one tab's activity and logout to the other tabs, not back to itself", async () => {
  const heardA: SessionMessage[] = [];
  const heardB: SessionMessage[] = [];
  const a = openSessionChannel((m) => heardA.push(m));
  const b = openSessionChannel((m) => heardB.push(m));
  a.post({ type: 'activity' });
  announceLogout();
  await vi.waitFor(() => expect(heardB).toHaveLength(2));
  expect(heardB).toEqual(expect.arrayContaining([{ type: 'activity' }, { type: 'ended', reason: 'logout' }]));
  expect(heardA).toEqual([{ type: 'ended', reason: 'logout' }]);
  a.close();
  b.close();
});
