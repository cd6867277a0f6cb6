/**
 * Downloads made in the browser (spec §7, §9): the bytes become a Blob and go through the portal's
 * one file hand-over (a browser download, or the native app bridge inside the app).
 */
import { saveFile } from '../../shared/save-file.ts';

export function downloadBytes(bytes: Uint8Array, fileName: string, mimeType: string): void {
  saveFile(new Blob([bytes as BlobPart], { type: mimeType }), fileName);
}
