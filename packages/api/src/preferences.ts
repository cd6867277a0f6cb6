/**
 * The client's own settings (spec §3, §7): correspondence delivery preferences and their options,
 * the ad-hoc fee authority, an account's nickname and a memo asset's approximate value. Field names
 * as the spec names them.
 */
import { z } from 'zod';
import { isIsoDate } from '@portal/domain';
import { ACCOUNT_ALIAS_MAX, MEMO_ASSET_MAX_VALUE } from './constants.ts';
import { digits } from './request-schemas.ts';

/** A back-office code: a document type or a delivery option. */
export const code = z.object({ codeCode: z.string(), codeType: z.string(), codeDescription: z.string() });
export type Code = z.infer<typeof code>;

/** What identifies a code in a request (the description is display only). */
const codeText = z.string().regex(/^[A-Za-z0-9_-]{1,30}$/, 'not a code');
export const codeRef = z.object({ codeCode: codeText, codeType: codeText }).strict();
export type CodeRef = z.infer<typeof codeRef>;

export const deliveryPreference = z.object({ documentType: code, deliveryOption: code });
export type DeliveryPreference = z.infer<typeof deliveryPreference>;

export const adHocFeeAuth = z.object({ enabled: z.boolean(), lastUpdated: z.string().nullable() });
export type AdHocFeeAuth = z.infer<typeof adHocFeeAuth>;

/** GET /nui/nsbs/clientPreferences. */
export const clientPreferencesResponse = z.object({
  clientPreferences: z.object({
    adHocFeeAuth,
    correspondenceDelivery: z.object({ currentPreferences: z.array(deliveryPreference) }),
  }),
});
export type ClientPreferencesResponse = z.infer<typeof clientPreferencesResponse>;

/**
 * GET /nui/nsbs/correspondenceDeliveryOptions: every option (the session's allDeliveryOptions) and,
 * per document type, the options it offers (a pair not offered is refused on save).
 */
export const correspondenceDeliveryOptionsResponse = z.object({
  correspondenceDeliveryOptions: z.array(code),
  optionsByDocumentType: z.array(z.object({ documentType: code, deliveryOptions: z.array(code) })),
});
export type CorrespondenceDeliveryOptionsResponse = z.infer<typeof correspondenceDeliveryOptionsResponse>;

/** PUT /nui/nsbs/correspondenceDeliveryPreference. */
export const deliveryPreferenceRequest = z.object({ documentType: codeRef, deliveryOption: codeRef }).strict();
export type DeliveryPreferenceRequest = z.infer<typeof deliveryPreferenceRequest>;
export const deliveryPreferenceResponse = z.object({
  currentPreferences: z.array(deliveryPreference),
  status: z.number().int(),
  message: z.string(),
});
export type DeliveryPreferenceResponse = z.infer<typeof deliveryPreferenceResponse>;

/** PUT /nui/nsbs/adHocFeeAuth. */
export const adHocFeeAuthRequest = z.object({ enabled: z.boolean() }).strict();
export type AdHocFeeAuthRequest = z.infer<typeof adHocFeeAuthRequest>;
export const adHocFeeAuthResponse = z.object({ newStatus: z.boolean(), lastUpdated: z.string() });
export type AdHocFeeAuthResponse = z.infer<typeof adHocFeeAuthResponse>;

/** PATCH /nui/nbs/accounts/{accountNumber}/alias: trimmed, 1–40 printable characters. */
export const accountAliasRequest = z
  .object({
    alias: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(ACCOUNT_ALIAS_MAX, `at most ${ACCOUNT_ALIAS_MAX} characters`)
      .regex(/^[^\p{C}]+$/u, 'printable characters only'),
  })
  .strict();
export type AccountAliasRequest = z.infer<typeof accountAliasRequest>;
export const accountAliasResponse = z.object({ accountNumber: z.string(), alias: z.string() });
export type AccountAliasResponse = z.infer<typeof accountAliasResponse>;

/** PATCH /nui/nbs/clients/{clientId}/memoAssets/{memoAssetId} (the memo asset's own link). */
export const memoAssetParams = z.object({ clientId: digits(10), memoAssetId: digits(10) }).strict();
export const memoAssetValueRequest = z
  .object({
    /** Pounds, ≥ 0, at most 2 decimals. */
    approximateValue: z
      .number()
      .min(0)
      .max(MEMO_ASSET_MAX_VALUE)
      .refine((n) => Math.round(n * 100) / 100 === n, 'at most 2 decimals'),
    /** YYYY-MM-DD, not in the future (the server checks against its own today). */
    valueEffectiveDate: z.string().refine(isIsoDate, 'must be a date written YYYY-MM-DD'),
  })
  .strict();
export type MemoAssetValueRequest = z.infer<typeof memoAssetValueRequest>;
