/**
 * An in-memory stand-in for the per-address login attempts (auth/rate-limit.ts: admit, prune), shared
 * by the fast tests of the login decision and of the sign-in forms. Same contract as rate-limit.ts:
 * at most `max` attempts per address in the window; an admitted attempt is recorded.
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
    pruneLoginAttempts: async (_db: unknown, address: string, before: Date) => {
      for (let i = attempts.length - 1; i >= 0; i--)
        if (attempts[i]!.address === address && attempts[i]!.at < before) attempts.splice(i, 1);
    },
  };
  return { attempts, rateLimit };
}
