/** Income history rows for stories and tests. */
import type { IncomeHistoryRow } from '@portal/domain';

export const incomeRows: IncomeHistoryRow[] = [
  { key: 'e3', trevId: 3, effectiveDate: '2025-10-01', description: 'Drawdown income payment', amount: 850 },
  { key: 'e2', trevId: 2, effectiveDate: '2025-09-01', description: 'Drawdown income payment', amount: 850 },
  { key: 'e1', trevId: 1, effectiveDate: '2025-08-15', description: 'Ad-hoc withdrawal', amount: 2500.5 },
];
