/** /error (spec §2): the 'Oops' page. */
import { OopsPage } from '../components/OopsPage.tsx';

export const Component = OopsPage;
