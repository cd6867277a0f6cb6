/** The account / portfolio summary CSV made in the browser (spec §7, §9): ISO-8859-1, named by the domain rule. */
import {
  CSV_MIME_TYPE,
  encodeIso88591,
  formatPercent,
  holdingsTexts,
  summaryCsv,
  summaryCsvFileName,
  csvDecimal,
  todayInLondon,
  type CsvCell,
} from '@portal/domain';
import type { HoldingResource } from '@portal/api/browser';
import { saveFile } from '../../shared/save-file.ts';

export interface SummaryCsvRequest {
  kind: 'Portfolio' | 'Account';
  title: string;
  clientName: string;
  clientId: number;
  accountNumber?: string;
  valueLabel: string;
  value: number;
  lines: { label: string; value: CsvCell }[];
  holdings: HoldingResource[];
  /** The share column's heading: '% of account', or '% of portfolio' for Combined. */
  shareLabel: string;
}

export function downloadSummaryCsv(request: SummaryCsvRequest): string {
  const date = todayInLondon();
  const text = summaryCsv({
    title: request.title,
    clientName: request.clientName,
    clientId: request.clientId,
    ...(request.accountNumber ? { accountNumber: request.accountNumber } : {}),
    reportDate: date,
    valueLabel: request.valueLabel,
    value: request.value,
    lines: request.lines,
    holdingsHeader: [
      holdingsTexts.columns.asset,
      'ISIN',
      holdingsTexts.columns.units,
      holdingsTexts.columns.price,
      holdingsTexts.columns.value,
      request.shareLabel,
    ],
    holdings: request.holdings.map((h) => [
      h.asset,
      h.isin,
      csvDecimal(h.units, 4),
      csvDecimal(h.price, 6),
      h.value,
      formatPercent(h.percentageOfAccount),
    ]),
  });
  const name = summaryCsvFileName(request.kind, { clientId: request.clientId, accountNum: request.accountNumber, date });
  saveFile(new Blob([encodeIso88591(text) as BlobPart], { type: CSV_MIME_TYPE }), name);
  return name;
}
