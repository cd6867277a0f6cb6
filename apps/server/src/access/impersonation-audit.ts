/** The impersonation audit (migrations 0002, 0024): each visit's START and STOP, and its pages and downloads. */
import type { Generated, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface ImpersonationAuditTable {
  audit_id: Generated<number>;
  adviser_user_id: number;
  adviser_id: number;
  client_id: number;
  action: 'START' | 'STOP';
  occurred_at: Date;
  client_address: string | null;
  /** A STOP row: the START row (the visit) it ends (migration 0024); null on START rows and older STOPs. */
  visit_id: number | null;
}

/** What an adviser did during a visit (migration 0024): the pages shown and the files downloaded. */
export interface ImpersonationActivityTable {
  activity_id: Generated<string>;
  visit_id: number;
  kind: 'PAGE' | 'DOWNLOAD';
  name: string;
  occurred_at: Date;
}

// The audit tables are the kernel's own (migrations 0002, 0024); declared here so schema.ts stays untouched.
declare module '../db/schema.ts' {
  interface Database {
    impersonation_audit: ImpersonationAuditTable;
    impersonation_activity: ImpersonationActivityTable;
  }
}

/** Records a START or STOP; a STOP names the visit (START row) it ends. The row's id (a START's is the visit's id). */
export async function recordImpersonation(
  db: Kysely<Database>,
  entry: {
    adviserUserId: number;
    adviserId: number;
    clientId: number;
    action: 'START' | 'STOP';
    at: Date;
    clientAddress: string | null;
    visitId?: number | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('impersonation_audit')
    .values({
      adviser_user_id: entry.adviserUserId,
      adviser_id: entry.adviserId,
      client_id: entry.clientId,
      action: entry.action,
      occurred_at: entry.at,
      client_address: entry.clientAddress,
      visit_id: entry.action === 'STOP' ? (entry.visitId ?? null) : null,
    })
    .returning('audit_id')
    .executeTakeFirstOrThrow();
  return row.audit_id;
}

/** Records a page shown or a file downloaded during a visit. */
export async function recordImpersonationActivity(
  db: Kysely<Database>,
  entry: { visitId: number; kind: 'PAGE' | 'DOWNLOAD'; name: string; at: Date },
): Promise<void> {
  await db
    .insertInto('impersonation_activity')
    .values({ visit_id: entry.visitId, kind: entry.kind, name: entry.name.slice(0, 200), occurred_at: entry.at })
    .execute();
}
