/**
 * Asks the print service for a PDF of a page state (spec §7 print service call): the state as
 * gzip-compressed JSON (base64, in a JSON body), the query naming product, orientation, print route,
 * print host and footer. Answers the PDF blob; any failure rejects (the caller shows print state 2).
 */
import { fillPath } from '@portal/api/browser';
import type { PrintPageInput } from '@portal/api/browser';
import { printHost, printServiceAddress } from './print-address.ts';

export interface PdfRequest {
  state: PrintPageInput;
  printRoute: string;
  footer: string;
  isPortrait?: boolean;
}

async function gzipBase64(text: string): Promise<string> {
  const stream = new Response(text).body!.pipeThrough(new CompressionStream('gzip'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export async function requestPdf({ state, printRoute, footer, isPortrait = true }: PdfRequest): Promise<Blob> {
  const url = fillPath(
    printServiceAddress(window.location),
    {},
    {
      product: state.kind,
      isPortrait: String(isPortrait),
      printRoute,
      printHost: printHost(window.location),
      footer,
    },
  );
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/pdf' },
    body: JSON.stringify({ state: await gzipBase64(JSON.stringify(state)) }),
  });
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('application/pdf')) {
    throw new Error(`print service answered ${response.status}`);
  }
  return response.blob();
}
