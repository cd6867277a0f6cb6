/**
 * The account / portfolio summary's PDF (spec §2, §7): the browser names only the client and the
 * account (null for Combined); the print service reads the figures, the holdings, the model
 * portfolio and the client's name itself (security review L5). The PDF's name follows spec §9:
 * PortfolioSummary-{clientId}-{date}.pdf, AccountSummary-{accountNum}-{date}.pdf.
 */
import type { SummaryPageInput } from '@portal/api/browser';
import { summaryCsvFileName, todayInLondon } from '@portal/domain';

export function summaryPageInput(clientId: number, accountNumber: string | null): SummaryPageInput {
  return { kind: 'summary', clientId, accountNumber };
}

export function summaryPdfFileName(clientId: number, accountNumber: string | null): string {
  const date = todayInLondon();
  return accountNumber
    ? summaryCsvFileName('Account', { accountNum: accountNumber, date }, 'pdf')
    : summaryCsvFileName('Portfolio', { clientId, date }, 'pdf');
}
