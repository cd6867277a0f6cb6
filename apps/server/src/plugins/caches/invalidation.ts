/**
 * What one change makes stale in the instance caches, as a small JSON message: applied here at once
 * and sent to every other instance over NOTIFY (plugins/caches.ts), so a write on one instance is
 * read on the others as soon as the message arrives instead of after the cache lifetime.
 */
import { z } from 'zod';
import type { AccountReadCache } from './account-read-cache.ts';
import type { AnalysisCache } from './analysis-cache.ts';
import type { ClientResourceCache } from './client-resource-cache.ts';
import type { SessionCache } from './session-cache.ts';

/** Every field optional; several parts of one change travel in one message (one NOTIFY per write). */
export const invalidationSchema = z.object({
  /** Sessions by id hash (logout, a replaced or dead session). */
  sessions: z.array(z.string().max(64)).max(100).optional(),
  /** Every session of these users (password change, terms, preferences, impersonation). */
  users: z.array(z.number().int()).max(100).optional(),
  /** Every cached session (an anonymous change that may have touched any user: a reset, a registration). */
  allSessions: z.boolean().optional(),
  /** These clients' resources. */
  clients: z.array(z.number().int()).max(100).optional(),
  /** Every client resource (a change reaching other clients: a joint account's alias). */
  allClients: z.boolean().optional(),
  /** Stored portfolio data (events, prices, the valuation series): sent by the database's own trigger (migration 0015). */
  portfolio: z.boolean().optional(),
});
export type Invalidation = z.infer<typeof invalidationSchema>;

export const isEmpty = (change: Invalidation) =>
  !change.sessions?.length &&
  !change.users?.length &&
  !change.allSessions &&
  !change.clients?.length &&
  !change.allClients &&
  !change.portfolio;

/** Applies a change to this instance's caches only. */
export function applyInvalidation(
  change: Invalidation,
  sessions: SessionCache,
  clientResources: ClientResourceCache,
  analyses?: AnalysisCache,
  accountReads?: AccountReadCache,
): void {
  if (change.allSessions) sessions.clear();
  else {
    for (const idHash of change.sessions ?? []) sessions.delete(idHash);
    for (const userId of change.users ?? []) sessions.forgetUser(userId);
  }
  if (change.allClients) clientResources.forgetAll();
  else for (const clientId of change.clients ?? []) clientResources.forgetClient(clientId);
  if (change.portfolio || change.allClients) accountReads?.forgetAll();
  else for (const clientId of change.clients ?? []) accountReads?.forgetClient(clientId);
  if (change.portfolio) analyses?.forgetAll();
}

/** The wire form: the sender's id (an instance ignores its own echo) and the change. */
export const messageSchema = z.object({ from: z.string().max(100), change: invalidationSchema });
