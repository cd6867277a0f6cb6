/**
 * /client/memoAssets (spec §2 Memo assets): 'Memo Assets', one card per asset with a truthy
 * approximateValue (spec §5), and 'Back to home'. The assets come from the route's loader; a
 * failure shows the spec's message with the details behind a disclosure, and Retry loads again.
 * Each card's value and value date are inline-editable (MemoAssetCard).
 */
import type { ClientResource } from '@portal/api/browser';
import { homeTexts, loadFailureMessage, memoAssetsTexts, visibleMemoAssets } from '@portal/domain';
import { CollapsibleMessageBanner, LinkButton, PageContainer, PageHeading, Spinner } from '@portal/ui';
import { useClient } from '../../../shared/client/client-context.ts';
import { Deferred } from '../../../shared/load/Deferred.tsx';
import { useRouteRetry } from '../../../shared/load/define-route.tsx';
import { paths } from '../../../shared/paths.ts';
import { MemoAssetCard } from './MemoAssetCard.tsx';
import * as styles from './portfolio.css.ts';

type MemoAssets = ClientResource['memoAssets'];

function AssetList({ memoAssets }: { memoAssets: MemoAssets }) {
  const { client } = useClient();
  const assets = visibleMemoAssets(memoAssets);
  if (assets.length === 0) return <p className={styles.muted}>{memoAssetsTexts.none}</p>;
  return (
    <ul className={styles.grid}>
      {assets.map((asset) => (
        <li key={asset.memoAssetId}>
          <MemoAssetCard clientId={client.clientId} asset={asset} />
        </li>
      ))}
    </ul>
  );
}

export function MemoAssetsPage({ assets }: { assets: Promise<MemoAssets> }) {
  const { retries, retry } = useRouteRetry();
  return (
    <PageContainer>
      <PageHeading>{memoAssetsTexts.heading}</PageHeading>
      <div className={styles.stack}>
        <Deferred
          resolve={assets}
          context="memoAssets"
          fallback={<Spinner label={homeTexts.memoAssets} />}
          failure={({ errorCode }) => (
            <CollapsibleMessageBanner
              severity="error"
              title={memoAssetsTexts.loadError}
              defaultExpanded={false}
              errorCode={errorCode}
              onRetry={retry}
            >
              {loadFailureMessage(homeTexts.memoAssets.toLowerCase(), retries)}
            </CollapsibleMessageBanner>
          )}
        >
          {(loaded) => <AssetList memoAssets={loaded} />}
        </Deferred>
        <div>
          <LinkButton variant="secondary" href={paths.client.home.href()}>
            {memoAssetsTexts.backToHome}
          </LinkButton>
        </div>
      </div>
    </PageContainer>
  );
}
