/**
 * /client/analysis/{accountNum}/{rangeId} (spec §2 Analysis): account selector (Combined as 'All
 * accounts'), date-range picker, the valuation vs money in/out chart with its figures, and the
 * transaction breakdown. 'default' keys resolve by the spec's rules; changing a choice navigates.
 */
import { lazy, Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { AnalysisResult } from '@portal/api/browser';
import {
  COMBINED_ACCOUNT_KEY,
  DEFAULT_ACCOUNT_KEY,
  DEFAULT_RANGE_KEY,
  accountLabel,
  analysisTexts,
  customRangeKey,
  defaultAnalysisRangeId,
  formatDate,
  isDateRangeId,
  isKnownAccountKey,
  portfolioTexts,
  resolveDefaultAccount,
  resolveRangeKey,
  todayInLondon,
} from '@portal/domain';
import { AccountSelector, BreakdownTable, Card, DateRangePicker, FiguresList, MessageBanner, PageContainer, PageHeading } from '@portal/ui';
import { PerformanceChartLoading } from '@portal/ui/PerformanceChart';
import { Deferred } from '../../../shared/load/Deferred.tsx';
import { LoadFailure } from '../../../shared/load/LoadFailure.tsx';
import { useRetry } from '../../../shared/load/retries.ts';
import { paths } from '../../../shared/paths.ts';
import { useClient } from '../../../shared/client/client-context.ts';
import * as styles from './portfolio.css.ts';
import { UnknownKey } from './UnknownKey.tsx';
import { useAfterPaint } from '../../../shared/use-after-paint.ts';

// The chart (d3) loads and draws once the page is painted, as on Home (issue 35 item 3): its loading
// state holds the same box meanwhile, so d3's evaluation and the first draw are off the page's first task.
const PerformanceChart = lazy(() => import('@portal/ui/PerformanceChart').then((m) => ({ default: m.PerformanceChart })));

export interface AnalysisPageProps {
  /** The route loader's analysis: null when the keys are 'default' or unknown (nothing to load). */
  analysis: Promise<AnalysisResult | null>;
  retries: number;
  routeId: string;
}

export function AnalysisPage({ analysis, retries, routeId }: AnalysisPageProps) {
  const { accountNum = DEFAULT_ACCOUNT_KEY, rangeId = DEFAULT_RANGE_KEY } = useParams();
  const { client } = useClient();
  const navigate = useNavigate();
  const accounts = client.accounts;
  const accountKey = resolveDefaultAccount(accountNum, accounts);
  const rangeKey = rangeId === DEFAULT_RANGE_KEY ? defaultAnalysisRangeId(accounts) : rangeId;
  if (accountKey !== accountNum || rangeKey !== rangeId) return <Navigate replace to={paths.client.analysis.href(accountKey, rangeKey)} />;

  const today = todayInLondon();
  const range = resolveRangeKey(rangeKey, today);
  const go = (account: string, rangeTo: string) => navigate(paths.client.analysis.href(account, rangeTo));
  let content;
  if (!isKnownAccountKey(accountKey, accounts)) content = <UnknownKey message={portfolioTexts.unknownAccount(accountKey)} />;
  else if (!range) content = <UnknownKey message={portfolioTexts.unknownRange(rangeKey)} />;
  else if (accountKey === DEFAULT_ACCOUNT_KEY) content = <p className={styles.muted}>{portfolioTexts.chooseAccount}</p>;
  else
    content = (
      <AnalysisContent key={`${accountKey}/${rangeKey}`} accountKey={accountKey} analysis={analysis} retries={retries} routeId={routeId} />
    );

  return (
    <PageContainer>
      <PageHeading>{analysisTexts.title}</PageHeading>
      <div className={styles.toolbar}>
        <AccountSelector
          accounts={accounts}
          aria-label={portfolioTexts.accountSelector}
          combinedKey={COMBINED_ACCOUNT_KEY}
          selectedKey={accountKey === DEFAULT_ACCOUNT_KEY || !isKnownAccountKey(accountKey, accounts) ? null : accountKey}
          onSelectionChange={(key) => go(key, rangeKey)}
        />
        {range && (
          <DateRangePicker
            today={today}
            value={{ id: range.id, startDate: range.startDate, endDate: range.endDate }}
            onChange={(next) => go(accountKey, isDateRangeId(next.id) ? next.id : customRangeKey(next.startDate, next.endDate))}
          />
        )}
      </div>
      {content}
    </PageContainer>
  );
}

function AnalysisContent({ accountKey, analysis, retries, routeId }: { accountKey: string } & AnalysisPageProps) {
  const retry = useRetry(routeId);
  return (
    <Deferred
      resolve={analysis}
      context={`analysis:${accountKey}`}
      fallback={<AnalysisView accountKey={accountKey} data={undefined} />}
      failure={({ errorCode }) => (
        <LoadFailure thing={portfolioTexts.analysisLoadThing} retries={retries} errorCode={errorCode} onRetry={retry} />
      )}
    >
      {(loaded) => <AnalysisView accountKey={accountKey} data={loaded ?? undefined} />}
    </Deferred>
  );
}

/** The chart card (loading until the data is there) and the transaction breakdown. */
function AnalysisView({ accountKey, data }: { accountKey: string; data: AnalysisResult | undefined }) {
  const { client } = useClient();
  const painted = useAfterPaint();
  const mimo = data?.VALUATION_VS_MIMO;
  const toPoints = (points: { effectiveDate: string; amount: number }[] = []) =>
    points.map((p) => ({ date: p.effectiveDate, value: p.amount }));
  const labels = (data?.accountNumbers ?? []).map((n) => {
    const account = client.accounts.find((a) => a.accountNumber === n);
    return { accountNumber: n, label: accountLabel(account?.wrapperType, n) };
  });
  return (
    <div className={styles.stack}>
      {data && !data.hasData && <MessageBanner severity="warning">{analysisTexts.noData}</MessageBanner>}
      <Card
        title={portfolioTexts.valuationVsMoneyInOut}
        subtitle={data ? portfolioTexts.period(formatDate(data.startDate), formatDate(data.endDate)) : undefined}
        heroLabel={accountKey === COMBINED_ACCOUNT_KEY ? portfolioTexts.combinedTitle : undefined}
      >
        {painted ? (
          <Suspense fallback={<PerformanceChartLoading />}>
            <PerformanceChart
              isLoading={!data}
              valuation={toPoints(mimo?.valVsMimo.valuation)}
              netMoneyInOut={toPoints(mimo?.valVsMimo.netMoneyInOut)}
            />
          </Suspense>
        ) : (
          <PerformanceChartLoading />
        )}
        {mimo && <FiguresList items={mimo.tableBreakdown.map((row, i) => ({ ...row, emphasis: i === mimo.tableBreakdown.length - 1 }))} />}
        {mimo && <p className={styles.muted}>{mimo.netOfFeesText}</p>}
      </Card>
      {data && (
        <Card title={portfolioTexts.transactionBreakdown}>
          <BreakdownTable
            rows={data.TRANSACTION_BREAKDOWN.table}
            accounts={labels}
            caption={`${portfolioTexts.transactionBreakdown}, ${portfolioTexts.period(formatDate(data.startDate), formatDate(data.endDate))}`}
            categoryLabel={portfolioTexts.category}
            totalLabel={portfolioTexts.total}
          />
          <p className={styles.muted}>{data.TRANSACTION_BREAKDOWN.netReturnsText}</p>
        </Card>
      )}
    </div>
  );
}
