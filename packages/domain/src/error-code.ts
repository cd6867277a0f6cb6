// The four-digit error code shown to the user with an unexpected failure and sent to the error
// log, so a support call can be matched to the report (spec §8, §9).

export const ERROR_CODE_LENGTH = 4;

/** Four random digits, '0000'–'9999'. `random` is injectable for tests (defaults to Math.random). */
export function randomErrorCode(random: () => number = Math.random): string {
  const value = Math.min(9999, Math.max(0, Math.floor(random() * 10000)));
  return String(value).padStart(ERROR_CODE_LENGTH, '0');
}

export function isErrorCode(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}$/.test(value);
}
