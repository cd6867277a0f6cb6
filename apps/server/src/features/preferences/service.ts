/**
 * The rules of the client's own settings (spec §3, §5, §7; issue 11): codes as the back office writes
 * them, a delivery pair must be offered, a memo asset's value date is not in the future, and only the
 * client's own account or memo asset can change (anything else is 404, so ids cannot be probed).
 */
import type { Kysely } from 'kysely';
import type {
  AccountAliasResponse,
  AdHocFeeAuthResponse,
  ClientPreferencesResponse,
  Code,
  CorrespondenceDeliveryOptionsResponse,
  DeliveryPreference,
  DeliveryPreferenceRequest,
  DeliveryPreferenceResponse,
  MemoAsset,
  MemoAssetValueRequest,
  SessionPreferences,
} from '@portal/api';
import { settingsTexts, todayInLondon } from '@portal/domain';
import type { Database } from '../../db/schema.ts';
import { HttpError, errors } from '../../http-error.ts';
import { toMemoAsset } from '../../shared/memo-asset.ts';
import {
  loadClientSettings,
  loadDeliveryReference,
  saveAccountAlias,
  saveDelivery,
  saveFeeAuthority,
  saveMemoAssetValue,
} from './repository.ts';
import type { CurrentDelivery, NamedCode } from './repository.ts';

/** The codeType of a document type and of a delivery option. */
export const DOCUMENT_TYPE_CODE_TYPE = 'DOCTYPE';
export const DELIVERY_OPTION_CODE_TYPE = 'DELIVERY';

const toCode = (c: NamedCode, codeType: string): Code => ({ codeCode: c.code, codeType, codeDescription: c.description });
const toPreference = (d: CurrentDelivery): DeliveryPreference => ({
  documentType: toCode(d.documentType, DOCUMENT_TYPE_CODE_TYPE),
  deliveryOption: toCode(d.deliveryOption, DELIVERY_OPTION_CODE_TYPE),
});

async function settingsOf(db: Kysely<Database>, clientId: number) {
  const settings = await loadClientSettings(db, clientId);
  if (!settings) throw errors.notFound('No such client.');
  return {
    adHocFeeAuth: { enabled: settings.fee.enabled, lastUpdated: settings.fee.lastUpdated?.toISOString() ?? null },
    correspondenceDelivery: { currentPreferences: settings.deliveries.map(toPreference) },
    allDeliveryOptions: settings.options.map((o) => toCode(o, DELIVERY_OPTION_CODE_TYPE)),
  };
}

export async function clientPreferences(db: Kysely<Database>, clientId: number): Promise<ClientPreferencesResponse> {
  const { adHocFeeAuth, correspondenceDelivery } = await settingsOf(db, clientId);
  return { clientPreferences: { adHocFeeAuth, correspondenceDelivery } };
}

export async function deliveryOptions(db: Kysely<Database>): Promise<CorrespondenceDeliveryOptionsResponse> {
  const reference = await loadDeliveryReference(db);
  return {
    correspondenceDeliveryOptions: reference.options.map((o) => toCode(o, DELIVERY_OPTION_CODE_TYPE)),
    optionsByDocumentType: reference.byType.map((t) => ({
      documentType: toCode(t.documentType, DOCUMENT_TYPE_CODE_TYPE),
      deliveryOptions: t.options.map((o) => toCode(o, DELIVERY_OPTION_CODE_TYPE)),
    })),
  };
}

/** The UserSession's `preferences` (spec §3), read fresh (one query) whenever a session answer is built. */
export async function sessionPreferences(db: Kysely<Database>, clientId: number): Promise<SessionPreferences> {
  const { adHocFeeAuth, correspondenceDelivery, allDeliveryOptions } = await settingsOf(db, clientId);
  return { adHocFeeAuth, correspondenceDelivery, availableOptions: { allDeliveryOptions } };
}

const notOffered = () =>
  new HttpError(400, 'BadRequest', 'This delivery option is not offered for this document type.', ['DeliveryOptionNotOffered']);

export async function updateDeliveryPreference(
  db: Kysely<Database>,
  clientId: number,
  body: DeliveryPreferenceRequest,
  now: Date,
): Promise<DeliveryPreferenceResponse> {
  if (body.documentType.codeType !== DOCUMENT_TYPE_CODE_TYPE || body.deliveryOption.codeType !== DELIVERY_OPTION_CODE_TYPE) {
    throw notOffered();
  }
  const deliveries = await saveDelivery(db, clientId, body.documentType.codeCode, body.deliveryOption.codeCode, now);
  if (!deliveries) throw notOffered();
  return { currentPreferences: deliveries.map(toPreference), status: 200, message: settingsTexts.saved };
}

export async function updateFeeAuthority(
  db: Kysely<Database>,
  clientId: number,
  enabled: boolean,
  now: Date,
): Promise<AdHocFeeAuthResponse> {
  const saved = await saveFeeAuthority(db, clientId, enabled, now);
  if (!saved?.lastUpdated) throw errors.notFound('No such client.');
  return { newStatus: saved.enabled, lastUpdated: saved.lastUpdated.toISOString() };
}

export async function renameAccount(
  db: Kysely<Database>,
  clientId: number,
  accountNumber: string,
  alias: string,
): Promise<AccountAliasResponse> {
  const saved = await saveAccountAlias(db, clientId, accountNumber, alias);
  if (!saved) throw errors.notFound('No such account.');
  return saved;
}

export async function updateMemoAssetValue(
  db: Kysely<Database>,
  clientId: number,
  memoAssetId: number,
  body: MemoAssetValueRequest,
  now: Date,
): Promise<MemoAsset> {
  // The value date is a London calendar day; "today" is the server's, not the browser's.
  if (body.valueEffectiveDate > todayInLondon(now)) {
    throw new HttpError(400, 'BadRequest', 'The value date must not be in the future.', ['ValueDateInFuture']);
  }
  const saved = await saveMemoAssetValue(db, clientId, memoAssetId, body.approximateValue, body.valueEffectiveDate);
  if (!saved) throw errors.notFound('No such memo asset.');
  return toMemoAsset(saved);
}
