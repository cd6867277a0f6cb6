/**
 * The documents list's pages (spec §2 Documents, §9): an async list (`@react-stately/data`) that starts
 * from the route loader's first page and fetches the next by its `next` link when asked — DocumentList
 * asks when its end is scrolled within 30 px, or on 'Load more', and never while a page is loading.
 */
import { useAsyncList } from '@react-stately/data';
import { linkHref, type Correspondence, type CorrespondencePage } from '@portal/api/browser';
import { documentsApi } from '../api.ts';

function pageItems(page: CorrespondencePage) {
  return { items: page._embedded.correspondenceResourceList, cursor: linkHref(page, 'next') ?? undefined };
}

export function useDocumentPages(firstPage: CorrespondencePage) {
  const list = useAsyncList<Correspondence, string>({
    getKey: (document) => document.documentId,
    async load({ cursor, signal }) {
      if (cursor === undefined) return pageItems(firstPage);
      return pageItems(await documentsApi.nextPage(cursor, signal));
    },
  });
  return {
    items: list.items,
    /** True until the first page is in the list (one tick: it is already loaded). */
    isLoading: list.loadingState === 'loading',
    isLoadingMore: list.loadingState === 'loadingMore',
    hasMore: list.loadingState !== 'loading' && list.items.length < firstPage.page.totalElements,
    error: list.loadingState === 'error' ? list.error : undefined,
    loadMore: list.loadMore,
    /** Changes one document (its first open date, its warning) in place. */
    update: (documentId: number, change: (document: Correspondence) => Correspondence) => {
      const current = list.getItem(documentId);
      if (current) list.update(documentId, change(current));
    },
  };
}
