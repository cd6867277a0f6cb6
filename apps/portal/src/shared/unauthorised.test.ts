import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNAUTHORISED_EVENT, installUnauthorisedWatch, takeUnauthorised } from './unauthorised.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the 401 watch (spec §8: failures may force logout)', () => {
  it('raises the event for a 401 from a data call only, and passes every answer on unchanged', async () => {
    const status = new Map([
      ['/nui/nbs/clients/1', 401],
      ['/nui/nsbs/clientPreferences', 401],
      ['/nui/public/login', 401],
      ['/nui/nbs/clients/2', 500],
    ]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | Request) => {
        const path = typeof input === 'string' ? input : new URL(input.url).pathname;
        return new Response(null, { status: status.get(path) ?? 200 });
      }),
    );
    const uninstall = installUnauthorisedWatch(globalThis, window);
    const seen = vi.fn();
    window.addEventListener(UNAUTHORISED_EVENT, seen);
    const answers = [];
    for (const path of status.keys()) answers.push((await globalThis.fetch(path)).status);
    expect(answers).toEqual([401, 401, 401, 500]);
    expect(seen).toHaveBeenCalledTimes(2);
    await globalThis.fetch(new Request('http://localhost/nui/nbs/clients/1'));
    expect(seen).toHaveBeenCalledTimes(3);
    window.removeEventListener(UNAUTHORISED_EVENT, seen);
    uninstall();
    await globalThis.fetch('/nui/nbs/clients/1');
    expect(seen).toHaveBeenCalledTimes(3);
  });

  it('keeps a 401 for the shell that mounts just after it, once, and for a few seconds only', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 401 })),
    );
    const uninstall = installUnauthorisedWatch(globalThis, window);
    takeUnauthorised(); // what the test before left
    expect(takeUnauthorised()).toBe(false);
    await globalThis.fetch('/nui/nbs/clients/1');
    expect(takeUnauthorised()).toBe(true);
    expect(takeUnauthorised()).toBe(false);
    await globalThis.fetch('/nui/nbs/clients/1');
    expect(takeUnauthorised(Date.now() + 6000)).toBe(false);
    uninstall();
  });
});
