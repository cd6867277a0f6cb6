/** The login machine loads on demand: its initial state until then, and a submit made before the load is not lost. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { loginErrorTexts } from '@portal/domain';
import { useLoginFlow } from './use-login-flow.ts';

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
