/**
 * The shapes of the delivery-preference calls (spec §3, §7), named as the spec names the fields.
 * Not in the api contract yet: move them to @portal/api when the endpoints are defined there.
 */
import type { AdHocFeeAuth } from '../fee-authorisation/fee-authorisation.machine.ts';

/** A code of the back office: a document type or a delivery option (spec §3). */
export interface Code {
  codeCode: string;
  codeType: string;
  codeDescription: string;
}

/** What identifies a code in a request: the description is for display only. */
export type CodeRef = Pick<Code, 'codeCode' | 'codeType'>;

export type DocumentType = Code;
export type DeliveryOption = Code;

/** How one type of correspondence is delivered. */
export interface DeliveryPreference {
  documentType: DocumentType;
  deliveryOption: DeliveryOption;
}

/** GET /nui/nsbs/clientPreferences. */
export interface ClientPreferencesResponse {
  clientPreferences: {
    adHocFeeAuth: AdHocFeeAuth;
    correspondenceDelivery: { currentPreferences: DeliveryPreference[] };
  };
}

/** GET /nui/nsbs/correspondenceDeliveryOptions. */
export interface CorrespondenceDeliveryOptionsResponse {
  correspondenceDeliveryOptions: DeliveryOption[];
}

/** The body of PUT /nui/nsbs/correspondenceDeliveryPreference. */
export interface DeliveryPreferenceRequest {
  documentType: CodeRef;
  deliveryOption: CodeRef;
}

/** Its answer: the preferences as now stored, with a status and message. */
export interface DeliveryPreferenceResponse {
  currentPreferences: DeliveryPreference[];
  status: number;
  message: string;
}

export const sameCode = (a: CodeRef, b: CodeRef): boolean => a.codeCode === b.codeCode && a.codeType === b.codeType;
