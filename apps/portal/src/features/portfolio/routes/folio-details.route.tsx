/** /client/folioDetails/{accountNum} (spec §2 Account summary). */
import { FolioDetailsPage } from '../components/FolioDetailsPage.tsx';

export const Component = FolioDetailsPage;
