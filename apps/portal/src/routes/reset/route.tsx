/** /reset (spec §2). */
import { ResetPage } from './ResetPage.tsx';

export const Component = ResetPage;
