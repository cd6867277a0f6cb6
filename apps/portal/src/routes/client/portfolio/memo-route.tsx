/** /client/memoAssets (spec §2 Memo assets). */
import { MemoAssetsPage } from './MemoAssetsPage.tsx';

export const Component = MemoAssetsPage;
