/**
 * Every file the portal gives the user (spec §7, §9: CSV made in the browser, PDFs from the print
 * service, documents): handed to the native app when it runs inside it, else an <a download> is
 * clicked and the object URL released once the browser has taken it.
 */
import { handFileToApp, nativeBridge } from './native-bridge.ts';

export function saveFile(blob: Blob, fileName: string): void {
  if (nativeBridge()) {
    void handFileToApp(blob, fileName);
    return;
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; revoking on the next task keeps it valid until then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
