/**
 * The shapes of the delivery-preference calls (spec §3, §7): the api contract's own types, plus the
 * aliases and the code comparison the machine and the screens use.
 */
import type { Code, CodeRef, CorrespondenceDeliveryOptionsResponse } from '@portal/api/browser';

export type {
  ClientPreferencesResponse,
  Code,
  CodeRef,
  CorrespondenceDeliveryOptionsResponse,
  DeliveryPreference,
  DeliveryPreferenceRequest,
  DeliveryPreferenceResponse,
} from '@portal/api/browser';

export type DocumentType = Code;
export type DeliveryOption = Code;

/** The options one document type offers (a pair not offered is refused by the server). */
export type DocumentTypeOptions = CorrespondenceDeliveryOptionsResponse['optionsByDocumentType'][number];

export const sameCode = (a: CodeRef, b: CodeRef): boolean => a.codeCode === b.codeCode && a.codeType === b.codeType;

/**
 * The options the edit modal offers for a document type: its own list when the server sent one,
 * else every option (the session's allDeliveryOptions, before the per-type list is known).
 */
export function offeredOptions(
  all: readonly DeliveryOption[],
  byDocumentType: readonly DocumentTypeOptions[],
  documentType: CodeRef,
): DeliveryOption[] {
  const own = byDocumentType.find((entry) => sameCode(entry.documentType, documentType));
  return [...(own ? own.deliveryOptions : all)];
}
