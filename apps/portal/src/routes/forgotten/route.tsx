/** /forgotten (spec §2). */
import { ForgottenPage } from './ForgottenPage.tsx';

export const Component = ForgottenPage;
