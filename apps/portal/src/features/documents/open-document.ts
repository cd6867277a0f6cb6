/**
 * Opening a document's PDF (spec §2 Documents, §3). In a browser the list's link opens it in a new
 * tab itself (target=_blank, rel=noopener), so nothing more is done here. Inside the native app a
 * web view cannot open or save that tab: the PDF is fetched with the session and handed to the app
 * through the bridge (shared/native-bridge.ts; README "Native app bridge").
 */
import { handFileToApp, nativeBridge } from '../../shared/native-bridge.ts';

/** The file name of a Content-Disposition header, else a fallback. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

export function openDocument(href: string): void {
  if (!nativeBridge()) return;
  void (async () => {
    const response = await fetch(href, { credentials: 'same-origin' });
    if (!response.ok) return;
    await handFileToApp(await response.blob(), fileNameOf(response.headers.get('content-disposition'), 'document.pdf'));
  })();
}
