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
  DATE_RANGE_LABELS,
  DEFAULT_ACCOUNT_KEY,
  DEFAULT_RANGE_KEY,
  accountLabel,
  analysisTexts,
  costsTexts,
  customRangeKey,
  defaultAnalysisRangeId,
  formatDate,
  isDateRangeId,
  isKnownAccountKey,
  portfolioTexts,
  resolveDefaultAccount,
  resolveRangeKey,
  returnsTexts,
  todayInLondon,
  waterfallSentence,
  waterfallTexts,
} from '@portal/domain';
import {
  AccountSelector,
  BreakdownTable,
  Card,
  DateRangePicker,
  DownloadMenu,
  FiguresList,
  Link,
  MessageBanner,
  PageContainer,
  PageHeading,
  ReturnsSummary,
} from '@portal/ui';
import { PerformanceChartLoading } from '@portal/ui/PerformanceChart';
import { Deferred } from '../../../shared/load/Deferred.tsx';
import { LoadFailure } from '../../../shared/load/LoadFailure.tsx';
import { useRouteRetry } from '../../../shared/load/define-route.tsx';
import { AVAILABLE_CLIENT_SCREENS, paths } from '../../../shared/paths.ts';
import { useClient } from '../../../shared/client/client-context.ts';
import * as styles from './portfolio.css.ts';
import { UnknownKey } from './UnknownKey.tsx';
import { useAfterPaint } from '../../../shared/use-after-paint.ts';
import { usePrintState } from '../../../shared/print/use-print-state.ts';
import { analysisPageState, analysisPdfFileName } from '../analysis-pdf.ts';

// The chart (d3) loads and draws once the page is painted, as on Home (issue 35 item 3): its loading
// state holds the same box meanwhile, so d3's evaluation and the first draw are off the page's first task.
const PerformanceChart = lazy(() => import('@portal/ui/PerformanceChart').then((m) => ({ default: m.PerformanceChart })));
// The waterfall (d3 too) likewise (issue 32): drawn after first paint, from the same chart chunk.
const WaterfallChart = lazy(() => import('@portal/ui/WaterfallChart').then((m) => ({ default: m.WaterfallChart })));

export interface AnalysisPageProps {
  /** The route loader's analysis: null when the keys are 'default' or unknown (nothing to load). */
  analysis: Promise<AnalysisResult | null>;
}

export function AnalysisPage({ analysis }: AnalysisPageProps) {
  const { accountNum = DEFAULT_ACCOUNT_KEY, rangeId = DEFAULT_RANGE_KEY } = useParams();
  const { client } = useClient();
  const navigate = useNavigate();
  const { printState, printPdf } = usePrintState();
  const accounts = client.accounts;
  const accountKey = resolveDefaultAccount(accountNum, accounts);
  const rangeKey = rangeId === DEFAULT_RANGE_KEY ? defaultAnalysisRangeId(accounts) : rangeId;
  if (accountKey !== accountNum || rangeKey !== rangeId) return <Navigate replace to={paths.client.analysis.href(accountKey, rangeKey)} />;

  const today = todayInLondon();
  const range = resolveRangeKey(rangeKey, today);
  const go = (account: string, rangeTo: string) => navigate(paths.client.analysis.href(account, rangeTo));
  let content;
  let printable = false;
  if (!isKnownAccountKey(accountKey, accounts)) content = <UnknownKey message={portfolioTexts.unknownAccount(accountKey)} />;
  else if (!range) content = <UnknownKey message={portfolioTexts.unknownRange(rangeKey)} />;
  else if (accountKey === DEFAULT_ACCOUNT_KEY) content = <p className={styles.muted}>{portfolioTexts.chooseAccount}</p>;
  else {
    printable = true;
    content = <AnalysisContent key={`${accountKey}/${rangeKey}`} accountKey={accountKey} rangeKey={rangeKey} analysis={analysis} />;
  }
  // Spec §2.65: Analysis prints through the print service, which reads the figures itself (review L5).
  const downloadPdf = () =>
    void printPdf(
      {
        state: analysisPageState(client.clientId, accountKey, rangeKey),
        printRoute: paths.client.analysis.href(accountKey, rangeKey),
        footer: `${client.forename} ${client.surname}`,
      },
      analysisPdfFileName(client.clientId, accountKey),
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
        {printable && <DownloadMenu pdf={{ onAction: downloadPdf }} printState={printState} />}
      </div>
      {content}
      {AVAILABLE_CLIENT_SCREENS.has('costs') && (
        <p className={styles.costsLink}>
          <Link href={paths.client.costs.href()}>{costsTexts.seeCosts}</Link>
        </p>
      )}
    </PageContainer>
  );
}

function AnalysisContent({ accountKey, rangeKey, analysis }: { accountKey: string; rangeKey: string } & AnalysisPageProps) {
  const { retries, retry } = useRouteRetry();
  return (
    <Deferred
      resolve={analysis}
      context={`analysis:${accountKey}`}
      fallback={<AnalysisView accountKey={accountKey} rangeKey={rangeKey} data={undefined} />}
      failure={({ errorCode }) => (
        <LoadFailure thing={portfolioTexts.analysisLoadThing} retries={retries} errorCode={errorCode} onRetry={retry} />
      )}
    >
      {(loaded) => <AnalysisView accountKey={accountKey} rangeKey={rangeKey} data={loaded ?? undefined} />}
    </Deferred>
  );
}

/** 'over the last 12 months' for a preset; 'between 06.04.25 and 28.11.26' for all dates and a custom range. */
function periodPhrase(rangeKey: string, data: AnalysisResult): string {
  if (isDateRangeId(rangeKey) && rangeKey !== 'ALL_DATES') return waterfallTexts.periodPreset(DATE_RANGE_LABELS[rangeKey]);
  return waterfallTexts.period(formatDate(data.startDate), formatDate(data.endDate));
}

/** The chart card (loading until the data is there), the returns and waterfall, and the transaction breakdown. */
function AnalysisView({ accountKey, rangeKey, data }: { accountKey: string; rangeKey: string; data: AnalysisResult | undefined }) {
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
      <Card title={returnsTexts.title}>
        <ReturnsSummary returns={data?.returns} isLoading={!data} />
      </Card>
      <Card title={waterfallTexts.title}>
        {painted && data ? (
          <Suspense fallback={<PerformanceChartLoading label={waterfallTexts.loading} />}>
            <WaterfallChart
              steps={data.waterfall.total}
              sentence={waterfallSentence(
                accountKey === COMBINED_ACCOUNT_KEY ? waterfallTexts.combinedName : (labels[0]?.label ?? accountKey),
                data.waterfall.total,
                periodPhrase(rangeKey, data),
              )}
              tableCaption={`${waterfallTexts.tableCaption}, ${portfolioTexts.period(formatDate(data.startDate), formatDate(data.endDate))}`}
            />
          </Suspense>
        ) : (
          <PerformanceChartLoading label={waterfallTexts.loading} />
        )}
        {data && accountKey === COMBINED_ACCOUNT_KEY && labels.length > 1 && (
          <section aria-label={waterfallTexts.byAccount}>
            <h3 className={styles.subheading}>{waterfallTexts.byAccount}</h3>
            <ul className={styles.sentences}>
              {labels.map(({ accountNumber, label }) => {
                const steps = data.waterfall.byAccount[accountNumber];
                return steps ? <li key={accountNumber}>{waterfallSentence(label, steps, periodPhrase(rangeKey, data))}</li> : null;
              })}
            </ul>
          </section>
        )}
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
