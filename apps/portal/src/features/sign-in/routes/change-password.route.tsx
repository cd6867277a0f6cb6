/** /client/changePassword (spec §2 Change password). */
import { ChangePasswordPage } from '../components/ChangePasswordPage.tsx';

export const Component = ChangePasswordPage;
