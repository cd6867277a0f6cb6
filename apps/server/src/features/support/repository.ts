/**
 * Support conversations and messages in the database (migration 0013). The tables are declared here,
 * beside the only code that uses them, and added to the app's Kysely type with `withTables`.
 */
import { sql } from 'kysely';
import type { Generated, Kysely, Selectable } from 'kysely';
import type { ConversationStatus } from '@portal/api';
import type { Database } from '../../db/schema.ts';
import { liveSessionRows } from '../../plugins/session-rows.ts';

interface SupportConversationsTable {
  conversation_id: Generated<number>;
  client_id: number | null;
  visitor_hash: string | null;
  client_name: string;
  visitor_email: string | null;
  status: ConversationStatus;
  agent_user_id: number | null;
  agent_name: string | null;
  created_at: Date;
  claimed_at: Date | null;
  ended_at: Date | null;
}

interface SupportMessagesTable {
  message_id: Generated<number>;
  conversation_id: number;
  author: 'client' | 'agent' | 'system';
  author_name: string;
  /** Who sent it, for the per-session rate limit: the session's or the visitor key's hash. */
  sender_key: string;
  body: string;
  sent_at: Date;
}

/** A visitor's e-mail check (migration 0026): the code's HMAC only, never the code. */
interface SupportEmailChecksTable {
  check_id: Generated<number>;
  visitor_hash: string;
  visitor_name: string;
  email: string;
  code_hash: string;
  failed_attempts: Generated<number>;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

type SupportTables = {
  support_conversations: SupportConversationsTable;
  support_messages: SupportMessagesTable;
  support_email_checks: SupportEmailChecksTable;
};

export type SupportDb = Kysely<Database & SupportTables>;
export type ConversationRow = Selectable<SupportConversationsTable>;
export type MessageRow = Selectable<SupportMessagesTable>;
export type EmailCheckRow = Selectable<SupportEmailChecksTable>;

export const supportDb = (db: Kysely<Database>): SupportDb => db.withTables<SupportTables>();

export function findConversation(db: SupportDb, conversationId: number): Promise<ConversationRow | undefined> {
  return db.selectFrom('support_conversations').selectAll().where('conversation_id', '=', conversationId).executeTakeFirst();
}

/** The owner's open conversation (waiting or active), if any: starting again resumes it. */
export function findOpenConversation(db: SupportDb, owner: { clientId: number | null; visitorHash: string | null }) {
  let query = db.selectFrom('support_conversations').selectAll().where('status', '!=', 'ended');
  query = owner.clientId !== null ? query.where('client_id', '=', owner.clientId) : query.where('visitor_hash', '=', owner.visitorHash);
  return query.orderBy('conversation_id', 'desc').executeTakeFirst();
}

export function listOwnConversations(db: SupportDb, owner: { clientId: number | null; visitorHash: string | null }, limit = 20) {
  let query = db.selectFrom('support_conversations').selectAll();
  query = owner.clientId !== null ? query.where('client_id', '=', owner.clientId) : query.where('visitor_hash', '=', owner.visitorHash);
  return query.orderBy('conversation_id', 'desc').limit(limit).execute();
}

export function insertConversation(
  db: SupportDb,
  values: { clientId: number | null; visitorHash: string | null; clientName: string; visitorEmail: string | null; now: Date },
): Promise<ConversationRow> {
  return db
    .insertInto('support_conversations')
    .values({
      client_id: values.clientId,
      visitor_hash: values.visitorHash,
      client_name: values.clientName,
      visitor_email: values.visitorEmail,
      status: 'waiting',
      created_at: values.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listMessages(db: SupportDb, conversationId: number): Promise<MessageRow[]> {
  return db.selectFrom('support_messages').selectAll().where('conversation_id', '=', conversationId).orderBy('message_id').execute();
}

export function findMessage(db: SupportDb, messageId: number): Promise<MessageRow | undefined> {
  return db.selectFrom('support_messages').selectAll().where('message_id', '=', messageId).executeTakeFirst();
}

export function insertMessage(db: SupportDb, values: Omit<MessageRow, 'message_id'>): Promise<MessageRow> {
  return db.insertInto('support_messages').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Messages this sender sent since `since` (the rate limit counts in the database, so it holds across instances). */
export async function countRecentMessages(db: SupportDb, senderKey: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('support_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sender_key', '=', senderKey)
    .where('sent_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Claims a waiting conversation for one agent; undefined when another agent was first (or it ended). */
export function claimConversation(db: SupportDb, conversationId: number, agent: { userId: number; name: string }, now: Date) {
  return db
    .updateTable('support_conversations')
    .set({ status: 'active', agent_user_id: agent.userId, agent_name: agent.name, claimed_at: now })
    .where('conversation_id', '=', conversationId)
    .where('status', '=', 'waiting')
    .returningAll()
    .executeTakeFirst();
}

export function endConversation(db: SupportDb, conversationId: number, now: Date) {
  return db
    .updateTable('support_conversations')
    .set({ status: 'ended', ended_at: now })
    .where('conversation_id', '=', conversationId)
    .where('status', '!=', 'ended')
    .returningAll()
    .executeTakeFirst();
}

/**
 * The waiting queue as agents see it (QUEUE_ORDER): signed-in clients first, then visitors, each oldest first, so a
 * flood of anonymous conversations cannot push a client out of the agents' view (review M8).
 */
export function listWaiting(db: SupportDb): Promise<ConversationRow[]> {
  return db
    .selectFrom('support_conversations')
    .selectAll()
    .where('status', '=', 'waiting')
    .orderBy(sql`client_id IS NULL`)
    .orderBy('created_at')
    .orderBy('conversation_id')
    .limit(200)
    .execute();
}

/**
 * The order of the agents' queue (listWaiting's): signed-in clients first, then visitors, oldest first.
 * A conversation's place in it is how many waiting conversations come before it, plus one.
 */
const QUEUE_ORDER = sql`(client_id IS NULL, created_at, conversation_id)`;

/** The place of a waiting conversation in the agents' queue (1 = next); null when it is not waiting. */
export async function queuePosition(db: SupportDb, conversationId: number): Promise<number | null> {
  const { rows } = await sql<{ position: string | number }>`
    SELECT count(*) AS position FROM support_conversations w, support_conversations t
    WHERE t.conversation_id = ${conversationId} AND t.status = 'waiting' AND w.status = 'waiting'
      AND (w.client_id IS NULL, w.created_at, w.conversation_id) <= (t.client_id IS NULL, t.created_at, t.conversation_id)`.execute(db);
  const position = Number(rows[0]?.position ?? 0);
  return position > 0 ? position : null;
}

/** Every waiting conversation's owner and place in the queue (1 = next), in queue order: one query for all. */
export async function queuePositions(
  db: SupportDb,
): Promise<Array<{ conversation_id: number; client_id: number | null; visitor_hash: string | null; position: number }>> {
  const { rows } = await sql<{ conversation_id: number; client_id: number | null; visitor_hash: string | null; position: string | number }>`
    SELECT conversation_id, client_id, visitor_hash, row_number() OVER (ORDER BY ${QUEUE_ORDER}) AS position
    FROM support_conversations WHERE status = 'waiting' ORDER BY position`.execute(db);
  return rows.map((row) => ({ ...row, position: Number(row.position) }));
}

/** Waiting visitor conversations: the cap's count, read before a code is mailed for nothing. */
export async function countWaitingVisitors(db: SupportDb): Promise<number> {
  const row = await db
    .selectFrom('support_conversations')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'waiting')
    .where('client_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Codes mailed to this address since `since` (any visitor): a victim's mailbox is not flooded. */
export async function countEmailChecksSince(db: SupportDb, email: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('support_email_checks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether this visitor key has ever been given a code (the server issued it: it is kept, L3). */
export async function hasEmailCheck(db: SupportDb, visitorHash: string): Promise<boolean> {
  const row = await db.selectFrom('support_email_checks').select('check_id').where('visitor_hash', '=', visitorHash).executeTakeFirst();
  return row !== undefined;
}

/**
 * A new check for this visitor; any earlier live one of theirs stops working (one code at a time), and
 * checks over a day old are deleted (nothing of them is needed any more).
 */
export async function insertEmailCheck(
  db: SupportDb,
  values: { visitorHash: string; name: string; email: string; codeHash: string; now: Date; expiresAt: Date },
): Promise<EmailCheckRow> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('support_email_checks')
      .set({ expires_at: values.now })
      .where('visitor_hash', '=', values.visitorHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', values.now)
      .execute();
    await trx
      .deleteFrom('support_email_checks')
      .where('created_at', '<', new Date(values.now.getTime() - 24 * 3600_000))
      .execute();
    return trx
      .insertInto('support_email_checks')
      .values({
        visitor_hash: values.visitorHash,
        visitor_name: values.name,
        email: values.email,
        code_hash: values.codeHash,
        created_at: values.now,
        expires_at: values.expiresAt,
        used_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * Reserves one attempt on the visitor's live check before any comparison, in one statement (as the
 * reset codes, review M2): a burst of guesses compares at most `limit` of them. Undefined when there is
 * no live check (none, expired, used, or its attempts spent).
 */
export function reserveEmailCheckAttempt(db: SupportDb, visitorHash: string, now: Date, limit: number) {
  return db
    .updateTable('support_email_checks')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where(
      'check_id',
      '=',
      db
        .selectFrom('support_email_checks')
        .select('check_id')
        .where('visitor_hash', '=', visitorHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('check_id', 'desc')
        .limit(1),
    )
    .where('failed_attempts', '<', limit)
    .returningAll()
    .executeTakeFirst();
}

/** Uses the check once: only one of two racing right answers finds it unused. */
export async function consumeEmailCheck(db: SupportDb, checkId: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('support_email_checks')
    .set({ used_at: now })
    .where('check_id', '=', checkId)
    .where('used_at', 'is', null)
    .returning('check_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A visitor's new waiting conversation, unless `cap` visitor conversations already wait (null then):
 * the count and the insert are one statement, so a burst cannot all read "under the cap" (review M8).
 */
export async function insertVisitorConversation(
  db: SupportDb,
  values: { visitorHash: string; clientName: string; visitorEmail: string; now: Date },
  cap: number,
): Promise<ConversationRow | null> {
  const { rows } = await sql<ConversationRow>`
    INSERT INTO support_conversations (client_id, visitor_hash, client_name, visitor_email, status, created_at)
    SELECT NULL, ${values.visitorHash}, ${values.clientName}, ${values.visitorEmail}, 'waiting', ${values.now}
    WHERE (SELECT count(*) FROM support_conversations WHERE status = 'waiting' AND client_id IS NULL) < ${cap}
    RETURNING *`.execute(db);
  return rows[0] ?? null;
}

export function listAgentConversations(db: SupportDb, agentUserId: number): Promise<ConversationRow[]> {
  return db
    .selectFrom('support_conversations')
    .selectAll()
    .where('agent_user_id', '=', agentUserId)
    .where('status', '=', 'active')
    .orderBy('claimed_at')
    .execute();
}

/** A signed-in client's name as the support team sees it (nothing else of the client is read). */
export async function clientName(db: SupportDb, clientId: number): Promise<string | null> {
  const row = await db.selectFrom('clients').select(['forename', 'surname']).where('client_id', '=', clientId).executeTakeFirst();
  return row ? `${row.forename} ${row.surname}`.trim() : null;
}

/**
 * Which of these sessions are still live, with their user's roles: the same predicate as every
 * request's (plugins/session-rows.ts — not idled out, not past the absolute lifetime, user not
 * locked), so an open socket ends when its session would refuse the next request (review L1).
 */
export async function liveSessionRoles(
  db: SupportDb,
  idHashes: string[],
  idleCutoff: Date,
  absoluteCutoff: Date,
): Promise<Map<string, string[]>> {
  if (idHashes.length === 0) return new Map();
  const rows = await liveSessionRows(db as unknown as Kysely<Database>, idHashes, idleCutoff, absoluteCutoff);
  return new Map(rows.map((row) => [row.id_hash, row.roles]));
}
