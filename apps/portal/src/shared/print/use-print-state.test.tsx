import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrintPageInput } from '@portal/api/browser';
import { usePrintState } from './use-print-state.ts';

const state: PrintPageInput = {
  kind: 'transactions',
  clientId: 1,
  accountNumber: '1',
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  dateType: 'EFFECTIVE_EVENT',
  search: '',
  hidden: [],
};
const request = { state, printRoute: '/client/transactions/1/ALL_DATES', footer: 'A B' };

afterEach(() => vi.unstubAllGlobals());

describe('usePrintState (spec §4 print state)', () => {
  it('goes 0 → 1 → 0 on success and hands the PDF over', async () => {
    let answer!: (r: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((r) => (answer = r)));
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { result } = renderHook(() => usePrintState());
    expect(result.current.printState).toBe(0);
    let done!: Promise<boolean>;
    act(() => {
      done = result.current.printPdf(request, 'x.pdf');
    });
    expect(result.current.printState).toBe(1);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/nui\/print\?product=transactions&isPortrait=true&printRoute=%2Fclient%2Ftransactions/);
    expect(init.method).toBe('POST');
    // The body is the page state, gzip-compressed and base64-encoded.
    const gz = Uint8Array.from(atob((JSON.parse(init.body as string) as { state: string }).state), (c) => c.charCodeAt(0));
    const inflated = await new Response(new Response(gz).body!.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(JSON.parse(inflated)).toEqual(state);
    await act(async () => {
      answer(new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }));
      await done;
    });
    expect(result.current.printState).toBe(0);
    expect(click).toHaveBeenCalledOnce();
  });

  it('goes to 2 when the print service fails', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => usePrintState());
    await act(async () => {
      await result.current.printPdf(request, 'x.pdf');
    });
    // The service was asked (the failure is its answer, not an error before the call).
    expect(fetch).toHaveBeenCalledOnce();
    expect(result.current.printState).toBe(2);
  });
});
