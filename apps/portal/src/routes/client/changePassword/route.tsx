/** /client/changePassword (spec §2 Change password). */
import { ChangePasswordPage } from './ChangePasswordPage.tsx';

export const Component = ChangePasswordPage;
