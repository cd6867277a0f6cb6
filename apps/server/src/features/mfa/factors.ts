/**
 * The factors' secrets: the TOTP secret sealed at rest (AES-256-GCM under a key derived from the
 * server's code secret, so a database copy alone does not yield working codes), codes checked with
 * otplib on the server's clock, and recovery codes made from the CSPRNG and kept as argon2id hashes.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { hashPassword, verifyPassword } from '../../access/passwords.ts';

/** Accepted clock drift either side of now: one 30-second step. */
export const TOTP_TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** The issuer an authenticator app shows beside the code. */
export const TOTP_ISSUER = 'Client portal';

const sealKey = (codeSecret: string) => Buffer.from(hkdfSync('sha256', codeSecret, 'portal-mfa', 'totp-secret-seal', 32));

export function sealSecret(secret: string, codeSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(codeSecret), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function openSecret(sealed: string, codeSecret: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) throw new Error('sealed TOTP secret is malformed');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(codeSecret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, account: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: account, secret });
}

/** The time step a code belongs to when it is right at `now` (within the tolerance); null when wrong. */
export async function totpStep(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

// No 0/O, 1/I/L: read from paper and typed back.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten codes of four groups of four (~79 bits each), as shown to the user. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')).join('-'),
  );
}

/** The canonical form a code is hashed and checked in: letters and digits only, upper case. */
export function normaliseRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export function hashRecoveryCode(code: string): Promise<string> {
  return hashPassword(normaliseRecoveryCode(code));
}

/** The id of the unused code `presented` matches, or null. */
export async function matchRecoveryCode(codes: Array<{ code_id: string; code_hash: string }>, presented: string): Promise<string | null> {
  const canonical = normaliseRecoveryCode(presented);
  if (canonical.length !== 16) return null;
  for (const c of codes) if (await verifyPassword(c.code_hash, canonical)) return c.code_id;
  return null;
}
