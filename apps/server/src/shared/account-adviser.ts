/** The adviser of an account (spec §7): the first owner's, as the transactions page and the print show it. */
import type { Kysely } from 'kysely';
import { NO_ADVISER_ID } from '@portal/api';
import type { Adviser } from '@portal/api';
import type { Database } from '../db/schema.ts';

/** The adviser of the account's first owner, or null when that owner has none. */
export async function loadAccountAdviser(db: Kysely<Database>, accountId: number): Promise<Adviser | null> {
  const row = await db
    .selectFrom('account_owners')
    .innerJoin('clients', 'clients.client_id', 'account_owners.client_id')
    .leftJoin('advisers', 'advisers.adviser_id', 'clients.adviser_id')
    .selectAll('advisers')
    .where('account_owners.account_id', '=', accountId)
    .orderBy('account_owners.ordinal')
    .limit(1)
    .executeTakeFirst();
  // Left join: the FIRST owner decides, even when a later owner has an adviser.
  if (!row || row.adviser_id === null || row.adviser_id === NO_ADVISER_ID || row.location_id === null) return null;
  return {
    adviserId: row.adviser_id,
    adviserOutletId: row.adviser_outlet_id,
    forename: row.forename ?? '',
    surname: row.surname ?? '',
    emailAddress: row.email_address,
    phoneNumber: row.phone_number,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    addressLine3: row.address_line3,
    addressLine4: row.address_line4,
    city: row.city,
    postcode: row.postcode,
    location: { locationId: row.location_id },
  };
}
