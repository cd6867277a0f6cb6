/** /client/analysis/{accountNum}/{rangeId} (spec §2 Analysis). */
import { AnalysisPage } from './AnalysisPage.tsx';

export const Component = AnalysisPage;
