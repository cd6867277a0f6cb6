/** The client error log: failures the portal showed with a four-digit code. */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { ErrorReport } from '@portal/api';
import type { Database } from '../../db/schema.ts';

export async function recordClientError(
  db: Kysely<Database>,
  report: ErrorReport & { userId: number | null; clientAddress: string; reportedAt: Date; release: string },
): Promise<void> {
  const { errorCode, context, message, path, stack, userId, clientAddress, reportedAt, release } = report;
  await sql`INSERT INTO client_error_log (error_code, context, message, path, stack, release, user_id, client_address, reported_at)
    VALUES (${errorCode}, ${context}, ${message}, ${path}, ${stack ?? null}, ${release}, ${userId}, ${clientAddress}, ${reportedAt})`.execute(
    db,
  );
}

/** Retention: reports older than `before` are of no further use. */
export async function deleteClientErrorsBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await sql`DELETE FROM client_error_log WHERE reported_at < ${before}`.execute(db);
}
