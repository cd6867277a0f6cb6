/** /client/incomeHistory/{accountNum}/{rangeId} (spec §2 Income history). */
import { IncomeHistoryPage } from './IncomeHistoryPage.tsx';

export const Component = IncomeHistoryPage;
