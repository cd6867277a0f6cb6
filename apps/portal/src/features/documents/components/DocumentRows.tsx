/**
 * The documents list once its first page is in (spec §2 Documents, §4 Document read): the pages as an
 * async list, each name opening the PDF, a client's first open marking the document read.
 */
import { useEffect, useMemo, useState } from 'react';
import { linkHref, type Account, type Correspondence, type CorrespondencePage } from '@portal/api/browser';
import { accountLabel, documentCategoryLabel, documentsTexts, randomErrorCode } from '@portal/domain';
import { DocumentList, type DocumentListItem } from '@portal/ui';
import { reportError } from '../../../shared/report.ts';
import { documentsApi } from '../api.ts';
import { useDocumentPages } from '../hooks/use-document-pages.ts';
import { useMarkAsRead } from '../hooks/use-mark-as-read.ts';
import { openDocument } from '../open-document.ts';

export interface DocumentRowsProps {
  firstPage: CorrespondencePage;
  clientId: number;
  accounts: readonly Account[];
  readOnly: boolean;
}

function listItem(document: Correspondence, accounts: readonly Account[], warning: boolean): DocumentListItem {
  const account = document.accountNumber ? accounts.find((a) => a.accountNumber === document.accountNumber) : undefined;
  return {
    documentId: document.documentId,
    displayName: document.displayName,
    categoryLabel: documentCategoryLabel(document.category, documentsTexts),
    sentDate: document.sentDate,
    accountNumber: document.accountNumber,
    ...(account ? { accountLabel: accountLabel(account.wrapperType, account.accountNumber) } : {}),
    firstOpenDate: document.firstOpenDate,
    warning,
    href: linkHref(document, 'download') ?? documentsApi.pdfHref(document.documentId),
  };
}

export function DocumentRows({ firstPage, clientId, accounts, readOnly }: DocumentRowsProps) {
  const pages = useDocumentPages(firstPage);
  const { markRead, warnings } = useMarkAsRead({
    clientId,
    readOnly,
    setFirstOpenDate: (documentId, firstOpenDate) => pages.update(documentId, (document) => ({ ...document, firstOpenDate })),
  });
  const items = useMemo(() => pages.items.map((d) => listItem(d, accounts, warnings.has(d.documentId))), [pages.items, accounts, warnings]);

  // A later page failing: reported once with the code the user sees; 'Try again' asks for it again.
  const [failure, setFailure] = useState<{ error: unknown; errorCode: string } | null>(null);
  useEffect(() => {
    if (pages.error === undefined) return setFailure(null);
    const next = { error: pages.error, errorCode: randomErrorCode() };
    reportError({ ...next, context: 'documents:page' });
    setFailure(next);
  }, [pages.error]);

  return (
    <DocumentList
      items={items}
      isLoading={pages.isLoading}
      isLoadingMore={pages.isLoadingMore}
      hasMore={pages.hasMore}
      onLoadMore={pages.loadMore}
      error={failure ? documentsTexts.loadFailed : null}
      {...(failure ? { errorCode: failure.errorCode } : {})}
      onRetry={pages.loadMore}
      onOpen={(item) => {
        openDocument(item.href);
        const document = pages.items.find((d) => d.documentId === item.documentId);
        if (document) markRead(document);
      }}
    />
  );
}
