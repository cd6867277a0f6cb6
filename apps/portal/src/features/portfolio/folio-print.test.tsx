/**
 * Folio details' PDF (security review L5): the page asks the print service for the client and the
 * account (null for Combined) only — no figure, holding, heading or name; the service reads those.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMBINED_ACCOUNT_KEY, accountSummaryTexts, commonTexts } from '@portal/domain';
import { paths } from '../../shared/paths.ts';
import { clientServer, openAt, startAsClient } from '../../test/portal-router.tsx';
import { clientResource, never, type Handler } from '../../test/portal-fakes.ts';

let printed: Array<{ url: string; state: Promise<unknown> }> = [];
let handler: Handler;
startAsClient(() => handler);

async function inflated(init: RequestInit | undefined): Promise<unknown> {
  const { state } = JSON.parse(String(init?.body)) as { state: string };
  const gz = Uint8Array.from(atob(state), (c) => c.charCodeAt(0));
  return JSON.parse(await new Response(new Response(gz).body!.pipeThrough(new DecompressionStream('gzip'))).text());
}

describe('folio details: Download report → PDF', { timeout: 20_000 }, () => {
  it('asks for the Combined summary by its client and account only', async () => {
    printed = [];
    handler = clientServer(
      (url, init) => {
        if (url.includes('/nui/print?')) {
          printed.push({ url, state: inflated(init) });
          return new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
        }
        if (url.includes('/analysis/')) return never();
        return undefined;
      },
      () => clientResource({ accounts: [] }),
    );
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => undefined;
    openAt(paths.client.folioDetails.href(COMBINED_ACCOUNT_KEY));
    await screen.findByRole('heading', { level: 1, name: accountSummaryTexts.portfolioSummary });
    await userEvent.click(await screen.findByRole('button', { name: commonTexts.downloadReport }));
    await userEvent.click(await screen.findByRole('menuitem', { name: commonTexts.pdf }));
    await waitFor(() => expect(printed).toHaveLength(1));
    expect(await printed[0]!.state).toEqual({ kind: 'summary', clientId: 1000010001, accountNumber: null });
    expect(decodeURIComponent(printed[0]!.url)).toContain(`printRoute=${paths.client.folioDetails.href(COMBINED_ACCOUNT_KEY)}`);
  });
});
