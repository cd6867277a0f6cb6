/**
 * The client's own settings in the database (migration 0010 + clients, accounts, memo_assets): the
 * delivery reference data, each client's deliveries, the fee authority, an account's nickname and a
 * memo asset's value. Every write is one transaction that also checks ownership, so a refused write
 * changes nothing.
 */
import type { Kysely, Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/schema.ts';
import type { MemoAssetRow } from '../../shared/memo-asset.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface NamedCode {
  code: string;
  description: string;
}

export interface CurrentDelivery {
  documentType: NamedCode;
  deliveryOption: NamedCode;
}

export interface DeliveryReference {
  options: NamedCode[];
  /** Per document type (display order), the options it offers (display order). */
  byType: { documentType: NamedCode; options: NamedCode[] }[];
}

export async function loadDeliveryReference(db: Db): Promise<DeliveryReference> {
  const [options, types, offered] = await Promise.all([
    loadDeliveryOptions(db),
    db.selectFrom('document_types').select(['document_type_code', 'description']).orderBy('sort_order').execute(),
    db
      .selectFrom('document_type_delivery_options as o')
      .innerJoin('delivery_options as d', 'd.option_code', 'o.option_code')
      .select(['o.document_type_code', 'd.option_code', 'd.description'])
      .orderBy('d.sort_order')
      .execute(),
  ]);
  return {
    options,
    byType: types.map((t) => ({
      documentType: { code: t.document_type_code, description: t.description },
      options: offered
        .filter((o) => o.document_type_code === t.document_type_code)
        .map((o) => ({ code: o.option_code, description: o.description })),
    })),
  };
}

/** Every delivery option, in display order (the session's allDeliveryOptions). */
export async function loadDeliveryOptions(db: Db): Promise<NamedCode[]> {
  const rows = await db.selectFrom('delivery_options').select(['option_code', 'description']).orderBy('sort_order').execute();
  return rows.map((o) => ({ code: o.option_code, description: o.description }));
}

/** Every document type with the client's delivery: its own choice, else the type's default. */
function selectCurrentDeliveries(db: Db, clientId: number) {
  return db
    .selectFrom('document_types as t')
    .leftJoin('client_delivery_preferences as p', (join) =>
      join.onRef('p.document_type_code', '=', 't.document_type_code').on('p.client_id', '=', clientId),
    )
    .innerJoin('delivery_options as d', (join) =>
      join.on((eb) => eb('d.option_code', '=', eb.fn.coalesce('p.option_code', 't.default_option_code'))),
    )
    .select(['t.document_type_code', 't.description as type_description', 'd.option_code', 'd.description as option_description'])
    .orderBy('t.sort_order');
}

const toCurrentDelivery = (r: {
  document_type_code: string;
  type_description: string;
  option_code: string;
  option_description: string;
}) => ({
  documentType: { code: r.document_type_code, description: r.type_description },
  deliveryOption: { code: r.option_code, description: r.option_description },
});

export async function loadCurrentDeliveries(db: Db, clientId: number): Promise<CurrentDelivery[]> {
  return (await selectCurrentDeliveries(db, clientId).execute()).map(toCurrentDelivery);
}

export interface ClientSettings {
  fee: FeeAuthority;
  deliveries: CurrentDelivery[];
  options: NamedCode[];
}

/**
 * The fee authority, the deliveries and every option in ONE statement (json-aggregated sub-selects):
 * the session answer needs them at every login and session-info, so they cost one round trip.
 */
export async function loadClientSettings(db: Db, clientId: number): Promise<ClientSettings | null> {
  const row = await db
    .selectFrom('clients')
    .select((eb) => [
      'clients.ad_hoc_fee_auth',
      'clients.ad_hoc_fee_auth_updated',
      jsonArrayFrom(selectCurrentDeliveries(db, clientId)).as('deliveries'),
      jsonArrayFrom(eb.selectFrom('delivery_options').select(['option_code', 'description']).orderBy('sort_order')).as('options'),
    ])
    .where('clients.client_id', '=', clientId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    fee: { enabled: row.ad_hoc_fee_auth, lastUpdated: row.ad_hoc_fee_auth_updated },
    deliveries: row.deliveries.map(toCurrentDelivery),
    options: row.options.map((o) => ({ code: o.option_code, description: o.description })),
  };
}

export interface FeeAuthority {
  enabled: boolean;
  lastUpdated: Date | null;
}

/**
 * Stores the client's choice for a document type when the type offers the option; false (nothing
 * written) when it does not. Returns the deliveries after the write, read in the same transaction.
 */
export function saveDelivery(
  db: Kysely<Database>,
  clientId: number,
  documentTypeCode: string,
  optionCode: string,
  now: Date,
): Promise<CurrentDelivery[] | null> {
  return db.transaction().execute(async (trx) => {
    const offered = await trx
      .selectFrom('document_type_delivery_options')
      .select('option_code')
      .where('document_type_code', '=', documentTypeCode)
      .where('option_code', '=', optionCode)
      .executeTakeFirst();
    if (!offered) return null;
    await trx
      .insertInto('client_delivery_preferences')
      .values({ client_id: clientId, document_type_code: documentTypeCode, option_code: optionCode, updated_at: now })
      .onConflict((oc) => oc.columns(['client_id', 'document_type_code']).doUpdateSet({ option_code: optionCode, updated_at: now }))
      .execute();
    return loadCurrentDeliveries(trx, clientId);
  });
}

export function saveFeeAuthority(db: Kysely<Database>, clientId: number, enabled: boolean, now: Date): Promise<FeeAuthority | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('clients')
      .set({ ad_hoc_fee_auth: enabled, ad_hoc_fee_auth_updated: now })
      .where('client_id', '=', clientId)
      .returning(['ad_hoc_fee_auth', 'ad_hoc_fee_auth_updated'])
      .executeTakeFirst();
    return row ? { enabled: row.ad_hoc_fee_auth, lastUpdated: row.ad_hoc_fee_auth_updated } : null;
  });
}

/** Renames an account the client owns (joint ones included); null when it owns no such account. */
export function saveAccountAlias(
  db: Kysely<Database>,
  clientId: number,
  accountNumber: string,
  alias: string,
): Promise<{ accountNumber: string; alias: string } | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('accounts')
      .set({ alias })
      .where('account_number', '=', accountNumber)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('account_owners')
            .select('account_owners.account_id')
            .whereRef('account_owners.account_id', '=', 'accounts.account_id')
            .where('account_owners.client_id', '=', clientId),
        ),
      )
      .returning(['account_number', 'alias'])
      .executeTakeFirst();
    return row ? { accountNumber: row.account_number, alias: row.alias ?? alias } : null;
  });
}

/** Sets a memo asset's value and value date when it is the client's; null otherwise. */
export function saveMemoAssetValue(
  db: Kysely<Database>,
  clientId: number,
  memoAssetId: number,
  value: number,
  valueEffectiveDate: string,
): Promise<MemoAssetRow | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('memo_assets')
      .set({ approximate_value: value, value_effective_date: valueEffectiveDate })
      .where('memo_asset_id', '=', memoAssetId)
      .where('client_id', '=', clientId)
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  });
}
