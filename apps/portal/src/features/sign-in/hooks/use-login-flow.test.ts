/** The login machine loads on demand: its initial state until then, and a submit made before the load is not lost. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { loginErrorTexts } from '@portal/domain';
import { useLoginFlow } from './use-login-flow.ts';

// A platform authenticator that answers the username field's passkey suggestions at once (as
// Chromium's virtual authenticator does in the end-to-end journeys).
vi.mock('../../../shared/two-step/passkeys.ts', () => ({
  supportsPasskeyAutofill: () => Promise.resolve(true),
  passkeyAssertion: () => Promise.resolve({ id: 'picked-passkey' }),
}));

const fetchMock = vi.fn(() =>
  Promise.resolve(
    new Response(JSON.stringify({ status: 401, code: 'IncorrectCredentials', message: 'Unauthorized' }), {
      status: 401,
      headers: { 'Content-Type': 'application/json' },
    }),
  ),
);
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

it('reads as idle before the machine loads, and sends a submit made before the load once it runs', async () => {
  const { result } = renderHook(() => useLoginFlow(null));
  expect(result.current.snapshot).toBeNull();
  act(() => result.current.send({ type: 'login.submit', username: ' ann ', password: 'secret' }));
  await waitFor(() => expect(result.current.snapshot?.context.error?.text).toBe(loginErrorTexts.incorrectDetails));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0])).toContain('/nui/login');
  expect(result.current.snapshot?.matches('idle')).toBe(true);
});

it('starts the machine with the `next` path it was given', async () => {
  const { result } = renderHook(() => useLoginFlow('/client/transactions'));
  act(() => result.current.prepare());
  await waitFor(() => expect(result.current.snapshot).not.toBeNull());
  expect(result.current.snapshot?.context.nextPath).toBe('/client/transactions');
});

it('signs in with a passkey picked from the suggestions even when it is picked before the machine has started', async () => {
  const { result } = renderHook(() => useLoginFlow(null));
  act(() => result.current.offerPasskeys());
  await waitFor(() =>
    expect(fetchMock.mock.calls.map((call) => String((call as unknown[])[0]))).toContainEqual(
      expect.stringContaining('/nui/public/passkey'),
    ),
  );
  const [, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
  expect(JSON.parse(String(init.body))).toEqual({ response: { id: 'picked-passkey' } });
});
