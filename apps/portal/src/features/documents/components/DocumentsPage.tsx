/**
 * /client/documents/{accountNum}/{rangeId}/{documentCategory} (spec §2 Documents): the category,
 * account ('All accounts') and date-range choices, then the client's documents newest first, a page
 * at a time. Changing a choice navigates; the route's loader fetches the first page for the new keys.
 */
import { useNavigate, useParams } from 'react-router-dom';
import type { CorrespondencePage } from '@portal/api/browser';
import { COMBINED_ACCOUNT_KEY, customRangeKey, documentsTexts, isDateRangeId, todayInLondon } from '@portal/domain';
import { DocumentFilters, MessageBanner, PageContainer, PageHeading, Spinner, type DocumentFiltersValue } from '@portal/ui';
import { useClient } from '../../../shared/client/client-context.ts';
import { Deferred } from '../../../shared/load/Deferred.tsx';
import { LoadFailure } from '../../../shared/load/LoadFailure.tsx';
import { useRouteRetry } from '../../../shared/load/define-route.tsx';
import { paths } from '../../../shared/paths.ts';
import { useReadOnly } from '../../../shared/use-read-only.ts';
import { documentsView } from '../filters.ts';
import { DocumentRows } from './DocumentRows.tsx';
import * as styles from './DocumentsPage.css.ts';

export interface DocumentsPageProps {
  /** The first page for the route's keys; null when a key is unknown (nothing loaded). */
  firstPage: Promise<CorrespondencePage> | null;
}

export function DocumentsPage({ firstPage }: DocumentsPageProps) {
  const params = useParams();
  const navigate = useNavigate();
  const { client } = useClient();
  const readOnly = useReadOnly();
  const { retries, retry } = useRouteRetry();
  const today = todayInLondon();
  const view = documentsView(params, today, client.correspondences.categories);

  const change = (next: DocumentFiltersValue) => {
    const range = next.dateRange;
    const rangeKey = isDateRangeId(range.id) ? range.id : customRangeKey(range.startDate, range.endDate);
    navigate(paths.client.documents.href(next.accountKey, rangeKey, next.category));
  };

  return (
    <PageContainer>
      <PageHeading>{documentsTexts.title}</PageHeading>
      {view.range && (
        <DocumentFilters
          className={styles.toolbar}
          value={{
            category: view.category,
            accountKey: view.accountKey,
            dateRange: { id: view.range.id, startDate: view.range.startDate, endDate: view.range.endDate },
          }}
          onChange={change}
          categories={client.correspondences.categories}
          accounts={client.accounts}
          combinedKey={COMBINED_ACCOUNT_KEY}
          today={today}
        />
      )}
      {view.unknownCategory !== null && (
        <MessageBanner severity="info" className={styles.notice}>
          {documentsTexts.unknownCategory(view.unknownCategory)}
        </MessageBanner>
      )}
      {firstPage ? (
        <Deferred
          resolve={firstPage}
          context="documents"
          fallback={<Spinner label={documentsTexts.loading} />}
          failure={({ errorCode }) => <LoadFailure thing="documents" retries={retries} errorCode={errorCode} onRetry={retry} />}
        >
          {(page) => (
            <DocumentRows
              key={page._links.self?.href}
              firstPage={page}
              clientId={client.clientId}
              accounts={client.accounts}
              readOnly={readOnly}
            />
          )}
        </Deferred>
      ) : (
        <p className={styles.muted}>{documentsTexts.noDocuments}</p>
      )}
    </PageContainer>
  );
}
