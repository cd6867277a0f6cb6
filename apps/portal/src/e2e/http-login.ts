/**
 * Signing in over plain HTTP from Node (no browser): the session cookie of a demo login, for the
 * benchmarks and for the journeys that hand a cookie to a tool (Lighthouse). The demo's adviser and
 * support agent owe a second factor (issue 30): their demo passkey answers it.
 */
import { routes } from '@portal/api';
import { DEMO_PASSKEYS, signDemoAssertion } from '../../../server/src/demo/second-factors.ts';

/** Logs in over HTTP and returns the session cookie header. */
export async function loginCookie(baseUrl: string, username: string, password = 'Harbour#Kite7'): Promise<string> {
  // Node's fetch sends no Origin: say it, as a browser would (writes fail closed without it).
  const post = (path: string, cookie: string | null, type: string, body: string) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': type, Origin: baseUrl, ...(cookie ? { Cookie: cookie } : {}) },
      body,
    });
  const res = await post(
    routes.login.path,
    null,
    'application/x-www-form-urlencoded',
    new URLSearchParams({ username, password }).toString(),
  );
  if (!res.ok) throw new Error(`login ${username} failed: ${res.status}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!(username in DEMO_PASSKEYS)) return cookie;
  // The demo's adviser and support agent owe a second factor (issue 30): their demo passkey answers it.
  // The relying party is the server's public address, or localhost when it has none (browsed as 127.0.0.1).
  for (const origin of new Set([baseUrl, baseUrl.replace('127.0.0.1', 'localhost')])) {
    const options = (await (await post(routes.passkeySigninOptions.path, cookie, 'application/json', '{}')).json()) as {
      challenge: string;
      allowCredentials: Array<{ id: string }>;
    };
    const assertion = signDemoAssertion(options.allowCredentials[0]!.id, options.challenge, new URL(origin).origin);
    const verified = await post(routes.passkeySignin.path, cookie, 'application/json', JSON.stringify({ response: assertion }));
    if (verified.ok) return (verified.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }
  throw new Error(`second step of ${username} failed`);
}
