/**
 * An in-memory stand-in for the per-source login attempts (auth/rate-limit.ts: admit, prune), shared
 * by the fast tests of the login decision and of the sign-in forms. Same contract as rate-limit.ts:
 * at most `max` attempts per key in the window; an admitted attempt is recorded; pruning is global.
 */
export function rateLimitStoreFake() {
  const attempts: { address: string; at: Date }[] = [];
  const rateLimit = {
    admitLoginAttempt: async (_db: unknown, address: string, now: Date, max: number, windowSeconds: number) => {
      const since = now.getTime() - windowSeconds * 1000;
      if (attempts.filter((a) => a.address === address && a.at.getTime() > since).length >= max) return false;
      attempts.push({ address, at: now });
      return true;
    },
    pruneLoginAttempts: async (_db: unknown, before: Date) => {
      const lastByKey = new Map<string, number>();
      for (const a of attempts) lastByKey.set(a.address, Math.max(lastByKey.get(a.address) ?? 0, a.at.getTime()));
      for (let i = attempts.length - 1; i >= 0; i--) if (lastByKey.get(attempts[i]!.address)! < before.getTime()) attempts.splice(i, 1);
    },
  };
  return { attempts, rateLimit };
}
