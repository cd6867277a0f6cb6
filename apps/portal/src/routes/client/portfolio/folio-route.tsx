/** /client/folioDetails/{accountNum} (spec §2 Account summary). */
import { FolioDetailsPage } from './FolioDetailsPage.tsx';

export const Component = FolioDetailsPage;
