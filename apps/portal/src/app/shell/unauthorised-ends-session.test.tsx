/** A 401 from a data call ends the session (spec §8 'failures may force logout'): the shell shows the session-ended message. */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { generalTexts, memoAssetsTexts } from '@portal/domain';
import { installUnauthorisedWatch } from '../../shared/unauthorised.ts';
import { clientServer, openAt, startAsClient } from '../../test/portal-router.tsx';
import { clientResource, unauthorized, type Handler } from '../../test/portal-fakes.ts';

let handler: Handler;
startAsClient(() => handler);
let uninstall = () => undefined as void;
afterEach(() => uninstall());

describe('a 401 from a data call', { timeout: 20_000 }, () => {
  it('replaces the page with the session-ended message instead of a load failure', async () => {
    let call = 0;
    // The shell's client load succeeds; the screen's own answers 401 (the server no longer knows the session).
    handler = clientServer(undefined, () => {
      call += 1;
      return call === 1 ? clientResource() : unauthorized();
    });
    uninstall = installUnauthorisedWatch(globalThis, window);
    openAt('/client/memoAssets');
    expect((await screen.findAllByText(generalTexts.sessionEnded)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: memoAssetsTexts.heading })).toBeNull();
  });
});
