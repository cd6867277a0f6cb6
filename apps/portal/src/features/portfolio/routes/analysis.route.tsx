/** /client/analysis/{accountNum}/{rangeId} (spec §2 Analysis). */
import { AnalysisPage } from '../components/AnalysisPage.tsx';

export const Component = AnalysisPage;
