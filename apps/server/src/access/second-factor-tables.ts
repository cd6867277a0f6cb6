/**
 * The second factors' tables (migration 0022): passkeys, the TOTP secret, recovery codes, WebAuthn
 * challenges. Declared in the kernel, because the session's second-factor step (session-mfa.ts) reads
 * them as the mfa feature does.
 */
import type { Generated } from 'kysely';

export interface MfaPasskeysTable {
  credential_id: string;
  user_id: number;
  public_key: Uint8Array;
  counter: string | number;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

export interface MfaTotpTable {
  user_id: number;
  secret_sealed: string;
  confirmed_at: Date | null;
  last_used_step: string | number | null;
  created_at: Date;
}

export interface MfaRecoveryCodesTable {
  code_id: Generated<string>;
  user_id: number;
  code_hash: string;
  created_at: Date;
  used_at: Date | null;
}

export interface WebauthnChallengesTable {
  challenge: string;
  user_id: number | null;
  purpose: 'register' | 'authenticate';
  expires_at: Date;
}

// Declared here (not in schema.ts) beside the migration's other readers.
declare module '../db/schema.ts' {
  interface Database {
    mfa_passkeys: MfaPasskeysTable;
    mfa_totp: MfaTotpTable;
    mfa_recovery_codes: MfaRecoveryCodesTable;
    webauthn_challenges: WebauthnChallengesTable;
  }
}
