/** /client/incomeHistory/{accountNum}/{rangeId} (spec §2 Income history). */
import { IncomeHistoryPage } from '../components/IncomeHistoryPage.tsx';

export const Component = IncomeHistoryPage;
