/**
 * Turns what a form call answered — its errorCodes, or a thrown ApiError — into the messages of
 * spec §8 'Login and registration', once for every form machine (registration, forgotten, reset,
 * change password).
 */
import { isApiError } from '@portal/api/browser';
import { FORGOTTEN_PATH, formCodeMessages, loginErrorTexts, type FormContext } from '@portal/domain';
import { toLoginError } from '../login/login.machine.ts';

/** One message shown above a form. `link`, when set, turns `link.label` inside `text` into a link. */
export interface FormError {
  text: string;
  link?: { href: string; label: string };
  /** The four-digit code shown with a service-unavailable message. */
  errorCode?: string;
}

/** The codes of spec §8 that belong to the forms rather than to a failed request. */
export const FORM_ERROR_CODES: ReadonlySet<string> = new Set([
  'Invalid',
  'ExistingPass',
  'UsernamePass',
  'CommonPass',
  'RecentlyUsedPass',
  'Locked',
  'LockedOut',
]);

/** The messages for a form's errorCodes; the locked message keeps its link to /forgotten, as on login. */
export function formErrorsFromCodes(codes: readonly string[], context: FormContext): FormError[] {
  return formCodeMessages(codes, context).map((text) =>
    text === loginErrorTexts.locked ? { text, link: { href: FORGOTTEN_PATH, label: loginErrorTexts.lockedLinkLabel } } : { text },
  );
}

/**
 * The form codes carried by a refused call (a 4xx whose body lists form codes), or [] when the
 * failure is something else (network, 5xx, a plain 401/403, a bad response).
 */
export function formCodesOfFailure(error: unknown): string[] {
  if (!isApiError(error) || error.kind !== 'http' || error.status >= 500) return [];
  return error.errorCodes.some((code) => FORM_ERROR_CODES.has(code)) ? error.errorCodes : [];
}

/** A thrown failure: its form codes when it carries any, else the login error mapping (spec §8). */
export function formErrorsFromFailure(error: unknown, context: FormContext): FormError[] {
  const codes = formCodesOfFailure(error);
  if (codes.length > 0) return formErrorsFromCodes(codes, context);
  const { text, link, errorCode } = toLoginError(error);
  return [{ text, ...(link ? { link } : {}), ...(errorCode ? { errorCode } : {}) }];
}

/** Trims every value of a record of form fields. */
export function trimFields<T extends { [K in keyof T]: string }>(fields: T): T {
  return Object.fromEntries(Object.entries<string>(fields).map(([key, value]) => [key, value.trim()])) as T;
}
