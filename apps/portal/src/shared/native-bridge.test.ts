import { afterEach, describe, expect, it, vi } from 'vitest';
import { handFileToApp, isNativeApp, NATIVE_APP_UA_TOKEN } from './native-bridge.ts';
import { saveFile } from './save-file.ts';

afterEach(() => {
  delete window.PortalNativeBridge;
  vi.restoreAllMocks();
});

describe('native app bridge', () => {
  it('is off in a browser: saveFile clicks a download link', async () => {
    expect(isNativeApp()).toBe(false);
    expect(await handFileToApp(new Blob(['x']), 'a.csv')).toBe(false);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    saveFile(new Blob(['x']), 'a.csv');
    expect(click).toHaveBeenCalledOnce();
  });

  it('hands a file to the app as one JSON message with the bytes in base64', async () => {
    const postMessage = vi.fn();
    window.PortalNativeBridge = { postMessage };
    expect(isNativeApp()).toBe(true);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    saveFile(new Blob(['£1,00'], { type: 'text/csv' }), 'Summary.csv');
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledOnce());
    const message = JSON.parse(postMessage.mock.calls[0]?.[0] as string) as Record<string, string>;
    expect(message).toMatchObject({ type: 'file', fileName: 'Summary.csv', mimeType: 'text/csv' });
    expect(new TextDecoder().decode(Uint8Array.from(atob(message.base64 ?? ''), (c) => c.charCodeAt(0)))).toBe('£1,00');
    expect(click).not.toHaveBeenCalled();
  });

  it('detects the app by its user-agent token', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(`Mozilla/5.0 ${NATIVE_APP_UA_TOKEN}3.2`);
    expect(isNativeApp()).toBe(true);
  });
});
