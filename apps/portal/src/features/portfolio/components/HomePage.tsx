/**
 * /client/home (spec §2 Home): 'My portfolio' with the total of the open accounts, the combined
 * portfolio link and a performance graph (hidden on narrow screens); 'My accounts' and 'My closed
 * accounts', each account linking to its summary; and the 'Memo Assets' block.
 */
import type { Account, PortfolioPerformance } from '@portal/api/browser';
import {
  COMBINED_ACCOUNT_KEY,
  accountLabel,
  combinedPortfolioValue,
  formatMoney,
  homeTexts,
  isClosedAccount,
  memoAssetsTexts,
  sumMoney,
  visibleMemoAssets,
} from '@portal/domain';
import { lazy, Suspense } from 'react';
import { Card } from '@portal/ui/Card';
import { Link } from '@portal/ui/Link';
import { PageContainer, PageHeading } from '@portal/ui/Page';
import { PerformanceChartLoading } from '@portal/ui/PerformanceChart';
import { Deferred } from '../../../shared/load/Deferred.tsx';
import { AVAILABLE_CLIENT_SCREENS, paths } from '../../../shared/paths.ts';
import { useClient } from '../../../shared/client/client-context.ts';
import { useAfterPaint } from '../../../shared/use-after-paint.ts';
import * as styles from './HomePage.css.ts';

// The chart (d3, ≈ 18 KiB gzip) loads after the page: its loading state holds the same box meanwhile.
const PerformanceChart = lazy(() => import('@portal/ui/PerformanceChart').then((m) => ({ default: m.PerformanceChart })));

function AccountBlock({ account }: { account: Account }) {
  const label = accountLabel(account.wrapperType, account.accountNumber);
  const title = AVAILABLE_CLIENT_SCREENS.has('folioDetails') ? (
    <Link href={paths.client.folioDetails.href(account.accountNumber)}>{label}</Link>
  ) : (
    label
  );
  return (
    <li className={styles.item}>
      <Card title={title} subtitle={account.alias ?? undefined} headingLevel={3}>
        <dl className={styles.facts}>
          <dt>{homeTexts.accountValue}</dt>
          <dd>{account.totalHoldings === null ? '–' : formatMoney(account.totalHoldings)}</dd>
          {account.numberOfOwners > 1 && (
            <>
              <dt>{homeTexts.jointWith}</dt>
              <dd>{account.jointClients.map((c) => `${c.forename} ${c.surname}`).join(', ')}</dd>
            </>
          )}
        </dl>
      </Card>
    </li>
  );
}

function AccountList({ heading, accounts }: { heading: string; accounts: Account[] }) {
  const id = heading.replace(/\s+/g, '-').toLowerCase();
  if (accounts.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{heading}</h2>
      <ul className={styles.list}>
        {accounts.map((account) => (
          <AccountBlock key={account.accountNumber} account={account} />
        ))}
      </ul>
    </section>
  );
}

function Graph({ performance, isLoading = false }: { performance: PortfolioPerformance | null; isLoading?: boolean }) {
  const series = performance?.series ?? [];
  // The chart's code is asked for once the page's own content is on screen.
  const painted = useAfterPaint();
  return (
    <div className={styles.graph}>
      {painted ? (
        <Suspense fallback={<PerformanceChartLoading />}>
          <PerformanceChart
            isLoading={isLoading}
            valuation={series.map((p) => ({ date: p.date, value: p.value }))}
            netMoneyInOut={series.map((p) => ({ date: p.date, value: p.netMoneyInOut }))}
            height={240}
          />
        </Suspense>
      ) : (
        <PerformanceChartLoading />
      )}
    </div>
  );
}

/** The combined portfolio's valuation over the default range (spec §9: last 12 months). */
function PortfolioGraph({ performance }: { performance: Promise<PortfolioPerformance | null> }) {
  return (
    <Deferred
      resolve={performance}
      context={`performance:${COMBINED_ACCOUNT_KEY}`}
      fallback={<Graph performance={null} isLoading />}
      // The graph is a nicety on home: a failure leaves it out rather than alarming the user.
      failure={() => null}
    >
      {(loaded) => <Graph performance={loaded} />}
    </Deferred>
  );
}

export function HomePage({ performance }: { performance: Promise<PortfolioPerformance | null> }) {
  const { client } = useClient();
  const open = client.accounts.filter((a) => !isClosedAccount(a));
  const closed = client.accounts.filter((a) => isClosedAccount(a));
  const total = combinedPortfolioValue(client.accounts);
  const memo = visibleMemoAssets(client.memoAssets);
  const memoTotal = sumMoney(memo.map((m) => Number(m.approximateValue)));
  const folio = AVAILABLE_CLIENT_SCREENS.has('folioDetails');
  return (
    <PageContainer>
      <PageHeading>{homeTexts.heading(client.forename)}</PageHeading>
      <section aria-labelledby="my-portfolio" className={styles.section}>
        <h2 id="my-portfolio">{homeTexts.myPortfolio}</h2>
        <p className={styles.total}>{formatMoney(total)}</p>
        {folio && client.accounts.length > 0 && (
          <Link href={paths.client.folioDetails.href(COMBINED_ACCOUNT_KEY)}>{homeTexts.viewCombinedPortfolio}</Link>
        )}
        {open.length > 0 && <PortfolioGraph performance={performance} />}
      </section>
      <AccountList heading={homeTexts.myAccounts} accounts={open} />
      <AccountList heading={homeTexts.myClosedAccounts} accounts={closed} />
      {memo.length > 0 && (
        <section aria-labelledby="memo-assets" className={styles.section}>
          <h2 id="memo-assets">{homeTexts.memoAssets}</h2>
          <p className={styles.facts}>
            {AVAILABLE_CLIENT_SCREENS.has('memoAssets') ? (
              <Link href={paths.client.memoAssets.href()}>{memoAssetsTexts.heading}</Link>
            ) : (
              memoAssetsTexts.heading
            )}
            <span>{formatMoney(memoTotal)}</span>
          </p>
        </section>
      )}
    </PageContainer>
  );
}
