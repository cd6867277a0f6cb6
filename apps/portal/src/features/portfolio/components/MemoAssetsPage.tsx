/**
 * /client/memoAssets (spec §2 Memo assets): 'Memo Assets', one card per asset with a truthy
 * approximateValue (spec §5), and 'Back to home'. The assets are (re)loaded as a named data action
 * with retry; a failure shows the spec's message with the details behind a disclosure.
 */
import { useCallback } from 'react';
import { formatDate, homeTexts, loadFailureMessage, memoAssetsTexts, visibleMemoAssets } from '@portal/domain';
import { Card, FiguresList, LinkButton, MessageBanner, PageContainer, PageHeading, Spinner } from '@portal/ui';
import { calls } from '../../../app/api.ts';
import { useLoad } from '../../../shared/load/load.ts';
import { paths } from '../../../shared/paths.ts';
import { useClient } from '../../../shared/client/client-context.ts';
import * as styles from './portfolio.css.ts';

export function MemoAssetsPage() {
  const { client } = useClient();
  const load = useCallback(async (signal: AbortSignal) => (await calls.client(client.clientId, signal)).memoAssets, [client.clientId]);
  const { state, retry } = useLoad(`memoAssets:${client.clientId}`, load);
  const assets = state.status === 'success' ? visibleMemoAssets(state.data) : [];
  return (
    <PageContainer>
      <PageHeading>{memoAssetsTexts.heading}</PageHeading>
      <div className={styles.stack}>
        {state.status === 'loading' && <Spinner label={homeTexts.memoAssets} />}
        {state.status === 'error' && (
          <MessageBanner severity="error" title={memoAssetsTexts.loadError} collapsible defaultExpanded={false} errorCode={state.errorCode} onRetry={retry}>
            {loadFailureMessage(homeTexts.memoAssets.toLowerCase(), state.retries)}
          </MessageBanner>
        )}
        {state.status === 'success' && assets.length === 0 && <p className={styles.muted}>{memoAssetsTexts.none}</p>}
        {assets.length > 0 && (
          <ul className={styles.grid}>
            {assets.map((asset, index) => (
              <li key={`${asset.planNumber ?? asset.description}-${index}`}>
                <Card title={asset.description} subtitle={asset.institution ?? undefined} headingLevel={2}>
                  <FiguresList
                    items={[
                      { label: memoAssetsTexts.approximateValue, value: asset.approximateValue },
                      { label: memoAssetsTexts.planNumber, value: asset.planNumber },
                      { label: memoAssetsTexts.valueEffectiveDate, value: asset.valueEffectiveDate ? formatDate(asset.valueEffectiveDate) : null },
                    ]}
                  />
                </Card>
              </li>
            ))}
          </ul>
        )}
        <div>
          <LinkButton variant="secondary" href={paths.client.home.href()}>
            {memoAssetsTexts.backToHome}
          </LinkButton>
        </div>
      </div>
    </PageContainer>
  );
}
