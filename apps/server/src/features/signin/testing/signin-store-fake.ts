/**
 * An in-memory stand-in for the sign-in forms' database (users and aliases, registration and reset
 * codes, password history, sessions, per-address attempts), for the fast tests of the sign-in service
 * (service.test.ts). Same contracts as repository.ts, auth/rate-limit.ts and auth/repository.ts.
 */
import { rateLimitStoreFake } from '../../../access/testing/rate-limit-store-fake.ts';
import { PASSWORD_HISTORY_SIZE } from '../constants.ts';

export interface FakeSigninUser {
  user_id: number;
  username: string;
  client_id: number | null;
  adviser_id: number | null;
  password_hash: string;
  locked_at: Date | null;
  failed_login_count: number;
  terms_accepted: boolean;
  roles: string[];
  aliases: string[];
  /** Password hashes, newest first. */
  history: string[];
}

export interface FakeCode {
  code_id: number;
  client_id: number;
  username: string;
  code_hash: string;
  purpose: 'REGISTER' | 'RESET';
  expires_at: Date;
  used_at: Date | null;
  failed_attempts: number;
  /** Set for codes the service issued (the reset-mail limit counts them). */
  created_at?: Date;
}

export function signinStoreFake() {
  const users: FakeSigninUser[] = [];
  const codes: FakeCode[] = [];
  const emails = new Map<number, string>();
  const sessions: { idHash: string; userId: number }[] = [];
  const { attempts, rateLimit } = rateLimitStoreFake();
  /** Set to make the next consumeCode lose a race with a concurrent request. */
  const race = { lose: false };
  const byAlias = (username: string) => users.find((u) => u.aliases.includes(username.trim().toLowerCase()));
  const byId = (userId: number) => users.find((u) => u.user_id === userId);
  const mailAddressOf = async (_db: unknown, user: { client_id: number | null; username: string }) =>
    (user.client_id !== null ? emails.get(user.client_id) : undefined) ?? (user.username.includes('@') ? user.username : null);
  const remember = (user: FakeSigninUser, hash: string) => {
    user.history = [hash, ...user.history].slice(0, PASSWORD_HISTORY_SIZE);
  };
  const repo = {
    findSigninUser: async (_db: unknown, username: string) => {
      const u = byAlias(username);
      return u && { ...u };
    },
    findUserById: async (_db: unknown, userId: number) => {
      const u = byId(userId);
      return u && { ...u };
    },
    acceptTerms: async (_db: unknown, userId: number) => {
      byId(userId)!.terms_accepted = true;
    },
    aliasesOf: async (_db: unknown, userId: number) => [...byId(userId)!.aliases],
    reserveCodeAttempt: async (
      _db: unknown,
      where: { clientId?: number | null; username?: string },
      purpose: 'REGISTER' | 'RESET',
      now: Date,
    ) =>
      codes
        .filter(
          (c) =>
            c.purpose === purpose &&
            c.used_at === null &&
            c.expires_at > now &&
            (where.clientId === undefined || c.client_id === where.clientId) &&
            (where.username === undefined || c.username === where.username.trim().toLowerCase()),
        )
        .map((c) => {
          c.failed_attempts += 1;
          return { ...c };
        }),
    refundCodeAttempt: async (_db: unknown, codeIds: number[]) => {
      for (const c of codes.filter((c) => codeIds.includes(c.code_id))) c.failed_attempts -= 1;
    },
    consumeCode: async (_db: unknown, codeId: number, now: Date) => {
      const c = codes.find((c) => c.code_id === codeId && c.used_at === null);
      if (!c || race.lose) return false;
      c.used_at = now;
      return true;
    },
    resetCodesIssuedSince: async (_db: unknown, clientId: number, since: Date) =>
      codes.filter((c) => c.client_id === clientId && c.purpose === 'RESET' && (c.created_at ?? new Date(0)) > since).length,
    expireResetCodes: async (_db: unknown, clientId: number, now: Date) => {
      for (const c of codes) if (c.client_id === clientId && c.purpose === 'RESET' && c.used_at === null) c.expires_at = now;
    },
    insertResetCode: async (_db: unknown, row: { clientId: number; username: string; codeHash: string; now: Date; expiresAt: Date }) => {
      codes.push({
        code_id: codes.length + 1,
        client_id: row.clientId,
        username: row.username.toLowerCase(),
        code_hash: row.codeHash,
        purpose: 'RESET',
        expires_at: row.expiresAt,
        used_at: null,
        failed_attempts: 0,
        created_at: row.now,
      });
    },
    recentPasswordHashes: async (_db: unknown, userId: number) => [...byId(userId)!.history],
    setPassword: async (_db: unknown, userId: number, passwordHash: string, previousHash: string) => {
      const u = byId(userId)!;
      if (!u.history.includes(previousHash)) remember(u, previousHash);
      Object.assign(u, { password_hash: passwordHash, failed_login_count: 0, locked_at: null });
      remember(u, passwordHash);
    },
    endSessions: async (_db: unknown, userId: number, exceptIdHash?: string) => {
      for (let i = sessions.length - 1; i >= 0; i--)
        if (sessions[i]!.userId === userId && (!exceptIdHash || sessions[i]!.idHash !== exceptIdHash)) sessions.splice(i, 1);
    },
    mailAddressOf,
    createClientUser: async (_db: unknown, input: { clientId: number; passwordHash: string; roles: string[] }) => {
      const user_id = 100 + users.length;
      const username = String(input.clientId);
      users.push({
        user_id,
        username,
        client_id: input.clientId,
        adviser_id: null,
        password_hash: input.passwordHash,
        locked_at: null,
        failed_login_count: 0,
        terms_accepted: true,
        roles: input.roles,
        aliases: [username],
        history: [input.passwordHash],
      });
      return user_id;
    },
    clientHasUser: async (_db: unknown, clientId: number) => users.some((u) => u.client_id === clientId),
  };
  const authRepo = {
    recordLoginFailure: async (_db: unknown, userId: number, threshold: number, now: Date) => {
      const u = byId(userId)!;
      if (u.failed_login_count >= threshold - 1) u.locked_at = now;
      u.failed_login_count += 1;
      return u.locked_at !== null;
    },
  };
  /** A database whose transactions run their work at once (the stores above ignore the handle). */
  const db = { transaction: () => ({ execute: <T>(work: (trx: unknown) => Promise<T>) => work({}) }) };
  return { users, codes, emails, sessions, attempts, race, repo, rateLimit, authRepo, db };
}
