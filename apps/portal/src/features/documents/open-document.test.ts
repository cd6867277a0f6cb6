import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDocument } from './open-document.ts';

afterEach(() => {
  delete window.PortalNativeBridge;
  vi.unstubAllGlobals();
});

describe('openDocument', () => {
  it('does nothing in a browser (the link opens the PDF in a new tab itself)', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    openDocument('/nui/nbs/documents/1/download');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('in the native app, fetches the PDF with the session and hands it to the app under its own name', async () => {
    const postMessage = vi.fn();
    window.PortalNativeBridge = { postMessage };
    const fetch = vi.fn(
      async () =>
        new Response('%PDF-1.7', {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="Valuation-2025-11-20.pdf"' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    openDocument('/nui/nbs/documents/1/download');
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledOnce());
    expect(fetch).toHaveBeenCalledWith('/nui/nbs/documents/1/download', { credentials: 'same-origin' });
    expect(JSON.parse(postMessage.mock.calls[0]?.[0] as string)).toMatchObject({
      type: 'file',
      fileName: 'Valuation-2025-11-20.pdf',
      mimeType: 'application/pdf',
      base64: btoa('%PDF-1.7'),
    });
  });
});
