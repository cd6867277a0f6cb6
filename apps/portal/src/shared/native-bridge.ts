/**
 * The native app bridge (spec §1, §4; contract in README "Native app bridge"). Inside the app the
 * portal runs in a web view whose user agent carries NATIVE_APP_UA_TOKEN and which injects
 * `window.PortalNativeBridge`; files (CSV, PDF, documents) are then handed to the app as one JSON
 * message each instead of a browser download, which web views cannot save.
 */

/** The user-agent token the app's web view adds (e.g. "… PortalNativeApp/3.2"). */
export const NATIVE_APP_UA_TOKEN = 'PortalNativeApp/';

/** A file handed to the app: the name to save it under, its type, and its bytes in base64. */
export interface NativeFileMessage {
  type: 'file';
  fileName: string;
  mimeType: string;
  base64: string;
}

/** What the app injects: Android's addJavascriptInterface and iOS's message handlers both take a string. */
export interface PortalNativeBridge {
  postMessage(message: string): void;
}

declare global {
  interface Window {
    PortalNativeBridge?: PortalNativeBridge;
  }
}

export function nativeBridge(): PortalNativeBridge | null {
  const bridge = typeof window === 'undefined' ? undefined : window.PortalNativeBridge;
  return bridge && typeof bridge.postMessage === 'function' ? bridge : null;
}

/** In the native app: the bridge object is there, or the web view's user agent says so. */
export function isNativeApp(): boolean {
  return nativeBridge() !== null || (typeof navigator !== 'undefined' && navigator.userAgent.includes(NATIVE_APP_UA_TOKEN));
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In chunks: String.fromCharCode with a whole PDF's bytes overflows the argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Hands a file to the app; false when there is no bridge (the caller downloads in the browser). */
export async function handFileToApp(blob: Blob, fileName: string): Promise<boolean> {
  const bridge = nativeBridge();
  if (!bridge) return false;
  const message: NativeFileMessage = {
    type: 'file',
    fileName,
    mimeType: blob.type || 'application/octet-stream',
    base64: toBase64(new Uint8Array(await blob.arrayBuffer())),
  };
  bridge.postMessage(JSON.stringify(message));
  return true;
}
