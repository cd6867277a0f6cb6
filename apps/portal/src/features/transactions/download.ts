/**
 * Downloads made in the browser (spec §7, §9): the bytes become a Blob, an <a download> is clicked
 * and the object URL released once the browser has taken it.
 */
export function downloadBytes(bytes: Uint8Array, fileName: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: mimeType }));
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
