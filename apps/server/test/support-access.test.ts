/**
 * Live support's access matrix: every /nui/support route for anonymous, client, adviser, adviser
 * impersonating a client, and support; a client sees only its own conversations; a support user
 * reads no client portfolio data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href, routes, supportConversation } from '@portal/api';
import { createTestApp, loginCookie, sessionCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { OPEN_TIME, call } from './support-helpers.ts';
import { supportDb } from '../src/features/support/repository.ts';

const DEMO_CLIENT_ID = 1000010001;

let t: TestApp;
const cookies: Record<string, string | undefined> = {};
let ownConversation: number;
let otherConversation: number;
/** Claimed by another agent (review L4): no other agent reads it. */
let colleaguesConversation: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => OPEN_TIME });
  cookies.client = await loginCookie(t.app, 'demo.client@example.com');
  cookies.other = await loginCookie(t.app, 'solo.client@example.com');
  cookies.support = await loginCookie(t.app, 'support.agent@example.com');
  cookies.adviser = await loginCookie(t.app, 'demo.adviser@example.com');
  const viewing = await t.app.inject({
    method: 'GET',
    url: href(routes.impersonateUser, { clientId: DEMO_CLIENT_ID }),
    headers: { cookie: (await loginCookie(t.app, 'demo.adviser@example.com'))! },
  });
  cookies.impersonating = sessionCookie(viewing);
  ownConversation = supportConversation.parse(
    (await call(t.app, 'POST', routes.supportStart.path, cookies.client, {})).json(),
  ).conversationId;
  otherConversation = supportConversation.parse(
    (await call(t.app, 'POST', routes.supportStart.path, cookies.other, {})).json(),
  ).conversationId;
  colleaguesConversation = supportConversation.parse(
    (await call(t.app, 'POST', routes.supportStart.path, await loginCookie(t.app, 'big.client@example.com'), {})).json(),
  ).conversationId;
  const colleague = await t.handle.db
    .selectFrom('user_aliases')
    .select('user_id')
    .where('alias', '=', 'demo.adviser@example.com')
    .executeTakeFirstOrThrow();
  await supportDb(t.handle.db)
    .updateTable('support_conversations')
    .set({ status: 'active', agent_user_id: colleague.user_id, agent_name: 'A Colleague', claimed_at: OPEN_TIME })
    .where('conversation_id', '=', colleaguesConversation)
    .execute();
});
afterAll(async () => t?.close());

type Who = 'anonymous' | 'client' | 'adviser' | 'impersonating' | 'support';
const WHO: Who[] = ['anonymous', 'client', 'adviser', 'impersonating', 'support'];

/** Expected status per caller, for a conversation that belongs to the demo client (or, for `other`, to someone else). */
const MATRIX: Array<{ name: string; method: 'GET' | 'POST'; url: () => string; body?: unknown; expect: Record<Who, number> }> = [
  {
    name: 'list own conversations',
    method: 'GET',
    url: () => routes.supportConversations.path,
    expect: { anonymous: 401, client: 200, adviser: 403, impersonating: 200, support: 403 },
  },
  {
    name: 'read own conversation',
    method: 'GET',
    url: () => href(routes.supportConversation, { conversationId: ownConversation }),
    expect: { anonymous: 401, client: 200, adviser: 403, impersonating: 200, support: 200 },
  },
  {
    name: "read another client's conversation",
    method: 'GET',
    url: () => href(routes.supportConversation, { conversationId: otherConversation }),
    expect: { anonymous: 401, client: 404, adviser: 403, impersonating: 404, support: 200 },
  },
  {
    name: "another client's transcript",
    method: 'GET',
    url: () => href(routes.supportTranscript, { conversationId: otherConversation }),
    expect: { anonymous: 401, client: 404, adviser: 403, impersonating: 404, support: 200 },
  },
  {
    name: 'the transcript of a conversation another agent claimed (review L4)',
    method: 'GET',
    url: () => href(routes.supportTranscript, { conversationId: colleaguesConversation }),
    expect: { anonymous: 401, client: 404, adviser: 403, impersonating: 404, support: 404 },
  },
  {
    name: 'a conversation another agent claimed (review L4)',
    method: 'GET',
    url: () => href(routes.supportConversation, { conversationId: colleaguesConversation }),
    expect: { anonymous: 401, client: 404, adviser: 403, impersonating: 404, support: 404 },
  },
  {
    name: 'send into own conversation',
    method: 'POST',
    url: () => href(routes.supportSend, { conversationId: ownConversation }),
    body: { text: 'Hello' },
    // Support has not claimed it: only the claiming agent writes.
    expect: { anonymous: 401, client: 200, adviser: 403, impersonating: 403, support: 403 },
  },
  {
    name: "send into another client's conversation",
    method: 'POST',
    url: () => href(routes.supportSend, { conversationId: otherConversation }),
    body: { text: 'Hello' },
    expect: { anonymous: 401, client: 404, adviser: 403, impersonating: 403, support: 403 },
  },
  {
    name: 'the queue',
    method: 'GET',
    url: () => routes.supportQueue.path,
    expect: { anonymous: 401, client: 403, adviser: 403, impersonating: 403, support: 200 },
  },
  {
    name: 'claim',
    method: 'POST',
    url: () => href(routes.supportClaim, { conversationId: 2_000_000_000 }),
    expect: { anonymous: 401, client: 403, adviser: 403, impersonating: 403, support: 404 },
  },
];

describe('support routes access matrix', () => {
  for (const row of MATRIX) {
    it(row.name, async () => {
      const seen: Record<string, number> = {};
      for (const who of WHO) {
        const response = await call(
          t.app,
          row.method,
          row.url(),
          who === 'anonymous' ? undefined : cookies[who],
          row.body ?? (row.method === 'POST' ? {} : undefined),
        );
        seen[who] = response.statusCode;
        if (who === 'impersonating' && row.method === 'POST') expect(response.json()).toMatchObject({ code: 'ReadOnly' });
      }
      expect(seen).toEqual(row.expect);
    });
  }

  it('an impersonating adviser cannot start a chat as the client (403 ReadOnly), and nothing is created', async () => {
    const before = (await call(t.app, 'GET', routes.supportConversations.path, cookies.client)).json() as unknown[];
    const response = await call(t.app, 'POST', routes.supportStart.path, cookies.impersonating, {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ReadOnly' });
    expect((await call(t.app, 'GET', routes.supportConversations.path, cookies.client)).json()).toEqual(before);
  });

  it('a client lists only its own conversations', async () => {
    const list = (await call(t.app, 'GET', routes.supportConversations.path, cookies.client)).json() as Array<{
      conversationId: number;
      clientReference: number;
    }>;
    expect(list.map((c) => c.conversationId)).toEqual([ownConversation]);
    expect(list.every((c) => c.clientReference === DEMO_CLIENT_ID)).toBe(true);
  });

  it('neither advisers nor support users start chats (they are not clients)', async () => {
    for (const who of ['adviser', 'support'] as const)
      expect((await call(t.app, 'POST', routes.supportStart.path, cookies[who], {})).statusCode).toBe(403);
  });

  it('a support user cannot read client portfolio data', async () => {
    const response = await call(t.app, 'GET', href(routes.client, { clientId: DEMO_CLIENT_ID }), cookies.support);
    expect(response.statusCode).toBe(403);
  });
});
