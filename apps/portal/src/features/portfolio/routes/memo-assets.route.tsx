/** /client/memoAssets (spec §2 Memo assets). */
import { MemoAssetsPage } from '../components/MemoAssetsPage.tsx';

export const Component = MemoAssetsPage;
