/** /client/legal (spec §2 Legal). */
import { LegalPage } from '../components/LegalPage.tsx';

export const Component = LegalPage;
