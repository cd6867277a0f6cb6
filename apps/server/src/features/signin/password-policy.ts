/**
 * The server's half of the password rules: the shared rules of @portal/domain (a request that
 * skips the browser's checklist is refused 400 PasswordRules, listing the unmet rule ids), then the
 * codes only the server can answer (spec §5, §8): UsernamePass, ExistingPass, RecentlyUsedPass —
 * and CommonPass, a password on the list of common and breached ones (common-passwords.ts; not in
 * the spec: security review M6).
 */
import { checkPassword } from '@portal/domain';
import { HttpError } from '../../http-error.ts';
import { verifyPassword } from '../../access/passwords.ts';
import { isCommonPassword } from './common-passwords.ts';

/** Throws 400 PasswordRules with the unmet rule ids as errorCodes. */
export function assertPasswordRules(password: string): void {
  const { ok, unmet } = checkPassword({ password });
  if (!ok) throw new HttpError(400, 'PasswordRules', undefined, unmet);
}

/**
 * Whether a password resembles the username: it contains any of the user's names (e-mail, client
 * reference, the e-mail's local part) or, for short passwords, is contained in one. Names shorter
 * than 3 characters are ignored (they would refuse half the alphabet).
 */
export function resemblesUsername(password: string, names: readonly string[]): boolean {
  const lower = password.toLowerCase();
  const candidates = new Set<string>();
  for (const name of names) {
    const n = name.trim().toLowerCase();
    if (n.length >= 3) candidates.add(n);
    const at = n.indexOf('@');
    if (at >= 3) candidates.add(n.slice(0, at));
  }
  for (const name of candidates) if (lower.includes(name) || name.includes(lower)) return true;
  return false;
}

export interface NewPasswordCheck {
  newPassword: string;
  names: readonly string[];
  /** The current hash (null for a user being created). */
  currentHash: string | null;
  /** The hashes of the last passwords, newest first. */
  recentHashes: readonly string[];
}

/** The one code that refuses the new password, or null: UsernamePass, then CommonPass, ExistingPass, RecentlyUsedPass. */
export async function refuseNewPassword(
  check: NewPasswordCheck,
): Promise<'UsernamePass' | 'CommonPass' | 'ExistingPass' | 'RecentlyUsedPass' | null> {
  if (resemblesUsername(check.newPassword, check.names)) return 'UsernamePass';
  if (await isCommonPassword(check.newPassword)) return 'CommonPass';
  const current = check.currentHash;
  const existing = current !== null && (await verifyPassword(current, check.newPassword));
  if (existing) return 'ExistingPass';
  for (const hash of check.recentHashes) {
    const recent = hash !== current && (await verifyPassword(hash, check.newPassword));
    if (recent) return 'RecentlyUsedPass';
  }
  return null;
}
