/** /forgotten (spec §2). */
import { ForgottenPage } from '../components/ForgottenPage.tsx';

export const Component = ForgottenPage;
