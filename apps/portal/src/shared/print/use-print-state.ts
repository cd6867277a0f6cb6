/**
 * The print state of spec §4 for one screen's Download: 0 idle, 1 in progress (spinner on
 * Download), 2 failed (the PDF failure message). A second press while printing is ignored.
 */
import { useCallback, useRef, useState } from 'react';
import { saveFile } from '../save-file.ts';
import { requestPdf, type PdfRequest } from './request-pdf.ts';

export type PrintState = 0 | 1 | 2;

export function usePrintState(): { printState: PrintState; printPdf: (request: PdfRequest, fileName: string) => Promise<boolean> } {
  const [printState, setPrintState] = useState<PrintState>(0);
  const busy = useRef(false);
  const printPdf = useCallback(async (request: PdfRequest, fileName: string) => {
    if (busy.current) return false;
    busy.current = true;
    setPrintState(1);
    try {
      saveFile(await requestPdf(request), fileName);
      setPrintState(0);
      return true;
    } catch {
      setPrintState(2);
      return false;
    } finally {
      busy.current = false;
    }
  }, []);
  return { printState, printPdf };
}
