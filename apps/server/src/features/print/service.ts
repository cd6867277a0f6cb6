/**
 * The print service's rules: the page state arrives gzip-compressed (spec §7 "compressed JSON"), is
 * bounded when inflated — inflated off the event loop (zlib's thread pool) — and checked against
 * the contract; it is then held for ONE read by the print route, for a short time, under an
 * unguessable uuid — the print browser has no session, the uuid is its only key, so it must not
 * outlive the job. States are held in the database, so whichever instance the print browser's read
 * reaches finds it (issue 29 item 2: behind a balancer the POST and the read may meet different ones).
 */
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { Kysely } from 'kysely';
import { printPageInput, type PrintPageInput, type PrintPageState } from '@portal/api';
import type { Database } from '../../db/schema.ts';
import { HttpError, errors } from '../../http-error.ts';

const inflate = promisify(gunzip);

/** Inflated page states larger than this are refused with 413 (a transactions report of ~20k rows fits in ~5 MiB). */
export const MAX_INFLATED_BYTES = 8 * 1024 * 1024;

export async function decodePageState(base64: string): Promise<PrintPageInput> {
  let inflated: Buffer;
  try {
    inflated = await inflate(Buffer.from(base64, 'base64'), { maxOutputLength: MAX_INFLATED_BYTES });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
      throw new HttpError(413, 'BadRequest', 'The page state is too large.');
    throw errors.badRequest('The page state is not compressed JSON.');
  }
  let json: unknown;
  try {
    json = JSON.parse(inflated.toString('utf8'));
  } catch {
    throw errors.badRequest('The page state is not compressed JSON.');
  }
  const parsed = printPageInput.safeParse(json);
  if (!parsed.success) throw errors.badRequest('The page state is not valid.');
  return parsed.data;
}

/** Page states waiting for their print route, by uuid, in the `print_states` table. */
export class PageStateStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlSeconds: number,
    private readonly now: () => Date,
  ) {}

  async put(state: PrintPageState): Promise<string> {
    const now = this.now();
    // Old states (a job whose instance died before its `drop`) go with the next put.
    await this.db.deleteFrom('print_states').where('expires_at', '<=', now).execute();
    const uuid = randomUUID();
    await this.db
      .insertInto('print_states')
      .values({ uuid, state: JSON.stringify(state), expires_at: new Date(now.getTime() + this.ttlSeconds * 1000) })
      .execute();
    return uuid;
  }

  /** The state, once: a second read, or a read after expiry, finds nothing (one statement: two reads cannot both win). */
  async take(uuid: string): Promise<PrintPageState | null> {
    const row = await this.db.deleteFrom('print_states').where('uuid', '=', uuid).returning(['state', 'expires_at']).executeTakeFirst();
    if (!row || new Date(row.expires_at).getTime() <= this.now().getTime()) return null;
    return JSON.parse(row.state) as PrintPageState;
  }

  async drop(uuid: string): Promise<void> {
    await this.db.deleteFrom('print_states').where('uuid', '=', uuid).execute();
  }

  async size(): Promise<number> {
    const row = await this.db
      .selectFrom('print_states')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
