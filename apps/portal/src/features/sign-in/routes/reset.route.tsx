/** /reset (spec §2). */
import { ResetPage } from '../components/ResetPage.tsx';

export const Component = ResetPage;
