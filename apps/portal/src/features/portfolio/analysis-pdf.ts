/**
 * Analysis as a print page state (spec §2.65): only what to print — the client, the account (null
 * for Combined) and the date range. The print service reads the figures itself (security review L5),
 * so nothing the browser formats is printed as the portal's. The PDF's name follows the summary's
 * (spec §9): Analysis-{clientId or accountNum}-{date}.pdf.
 */
import type { AnalysisPageInput } from '@portal/api/browser';
import { COMBINED_ACCOUNT_KEY, todayInLondon } from '@portal/domain';

export function analysisPageState(clientId: number, accountKey: string, rangeKey: string): AnalysisPageInput {
  return { kind: 'analysis', clientId, accountNumber: accountKey === COMBINED_ACCOUNT_KEY ? null : accountKey, rangeId: rangeKey };
}

export function analysisPdfFileName(clientId: number, accountKey: string, date: string = todayInLondon()): string {
  return `Analysis-${accountKey === COMBINED_ACCOUNT_KEY ? clientId : accountKey}-${date}.pdf`;
}
