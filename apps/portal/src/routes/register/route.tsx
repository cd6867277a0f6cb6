/** /register (spec §2); ?pin= pre-fills the registration code. */
import { RegisterPage } from './RegisterPage.tsx';

export const Component = RegisterPage;
