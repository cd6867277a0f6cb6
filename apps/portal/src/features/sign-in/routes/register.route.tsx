/** /register (spec §2); ?pin= pre-fills the registration code. */
import { RegisterPage } from '../components/RegisterPage.tsx';

export const Component = RegisterPage;
