// The new-password rules of spec §5, defined once and run both in the browser (to list what is
// still missing under 'Your password needs:') and on the server (to refuse a weak password).

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 25;
export const PASSWORD_RULES_HEADING = 'Your password needs:';

/**
 * Words a password must not contain anywhere, compared case-insensitively. Note that the number
 * words match inside longer words too ('Phone' contains 'one', 'often' contains 'ten').
 */
export const FORBIDDEN_PASSWORD_WORDS = [
  'S3cur!ty',
  '1234',
  'qwerty',
  'dragon',
  'letmein',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'partner',
  'life',
  '£',
] as const;

export const PASSWORD_RULE_IDS = [
  'lowercase',
  'uppercase',
  'number',
  'specialCharacter',
  'noDates',
  'length',
  'noForbiddenWords',
  'noUsername',
  'match',
] as const;
export type PasswordRuleId = (typeof PASSWORD_RULE_IDS)[number];

export interface PasswordRule {
  id: PasswordRuleId;
  /** Shown under 'Your password needs:' while the rule is unmet. */
  text: string;
}

export const passwordRules: readonly PasswordRule[] = [
  { id: 'lowercase', text: 'One lowercase letter' },
  { id: 'uppercase', text: 'One uppercase letter' },
  { id: 'number', text: 'One number' },
  { id: 'specialCharacter', text: 'One special character' },
  { id: 'noDates', text: 'No dates' },
  { id: 'length', text: `Between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters` },
  { id: 'noForbiddenWords', text: 'No common words, number words or the £ sign' },
  { id: 'noUsername', text: 'Not to contain your username' },
  { id: 'match', text: 'To match in both boxes' },
];

export function passwordRuleText(id: PasswordRuleId): string {
  return passwordRules.find((rule) => rule.id === id)?.text ?? id;
}

const SEPARATOR = '[\\/\\-. ]';

const isDay = (n: number): boolean => n >= 1 && n <= 31;
const isMonth = (n: number): boolean => n >= 1 && n <= 12;
const isYear4 = (n: number): boolean => n >= 1900 && n <= 2099;

/**
 * True when the text contains something that reads as a date. Two shapes count:
 *
 * 1. Separated dates, with '/', '-', '.' or a space between the parts and no digit directly
 *    before or after: day/month/year with a 1–2 digit day (1–31), a 1–2 digit month (1–12) and a
 *    2 or 4 digit year ('12/05/1990', '12-05-90', '1.5.90'), or ISO year-month-day ('1990-05-12').
 * 2. A whole run of digits (not part of a longer run) that is exactly: 4 digits forming a year
 *    1900–2099 ('1990'); 6 digits forming DDMMYY ('120590'); or 8 digits forming DDMMYYYY or
 *    YYYYMMDD with a year 1900–2099 ('12051990', '19900512').
 *
 * Day and month are checked by range only (31/02 still counts as a date: being strict is safe).
 * Other digit runs ('123', '98765', '4321') are allowed.
 */
export function containsDate(text: string): boolean {
  // A 4-digit year 1900–2099 is a date on its own (shape 2), so a separated date with such a year
  // (day/month/year or ISO) is found by the digit runs below: only 2-digit years need the pattern.
  const dayMonthYear = new RegExp(`(?<!\\d)(\\d{1,2})${SEPARATOR}(\\d{1,2})${SEPARATOR}\\d{2}(?!\\d)`, 'g');
  for (const [, day = '', month = ''] of text.matchAll(dayMonthYear)) {
    if (isDay(Number(day)) && isMonth(Number(month))) return true;
  }
  for (const [run] of text.matchAll(/\d+/g)) {
    const part = (from: number, length: number): number => Number(run.slice(from, from + length));
    if (run.length === 4 && isYear4(Number(run))) return true;
    if (run.length === 6 && isDay(part(0, 2)) && isMonth(part(2, 2))) return true;
    if (run.length === 8) {
      if (isDay(part(0, 2)) && isMonth(part(2, 2)) && isYear4(part(4, 4))) return true;
      if (isYear4(part(0, 4)) && isMonth(part(4, 2)) && isDay(part(6, 2))) return true;
    }
  }
  return false;
}

/** The forbidden words found in the text (case-insensitive). */
export function forbiddenWordsIn(text: string): string[] {
  const lower = text.toLowerCase();
  return FORBIDDEN_PASSWORD_WORDS.filter((word) => lower.includes(word.toLowerCase()));
}

export interface PasswordCheckInput {
  password: string;
  /** The second box. Leave out (server side, no second box) to skip the 'match' rule. */
  confirm?: string;
  /** Leave out or empty to skip the username rule. */
  username?: string;
}

export interface PasswordCheckResult {
  ok: boolean;
  /** The unmet rules, in the order of passwordRules. */
  unmet: PasswordRuleId[];
}

const TESTS: Record<PasswordRuleId, (input: PasswordCheckInput) => boolean> = {
  lowercase: ({ password }) => /\p{Ll}/u.test(password),
  uppercase: ({ password }) => /\p{Lu}/u.test(password),
  number: ({ password }) => /\p{Nd}/u.test(password),
  // Anything that is not a letter, a digit or white space.
  specialCharacter: ({ password }) => /[^\p{L}\p{N}\s]/u.test(password),
  noDates: ({ password }) => !containsDate(password),
  length: ({ password }) => {
    const length = Array.from(password).length;
    return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
  },
  noForbiddenWords: ({ password }) => forbiddenWordsIn(password).length === 0,
  noUsername: ({ password, username }) => {
    const name = username?.trim().toLowerCase() ?? '';
    return name === '' || !password.toLowerCase().includes(name);
  },
  match: ({ password, confirm }) => confirm === undefined || confirm === password,
};

/**
 * Checks a new password against every rule. The password is taken as typed (callers trim
 * before, as registration does). `ok` only when no rule is unmet.
 */
export function checkPassword(input: PasswordCheckInput): PasswordCheckResult {
  const unmet = PASSWORD_RULE_IDS.filter((id) => !TESTS[id](input));
  return { ok: unmet.length === 0, unmet };
}
