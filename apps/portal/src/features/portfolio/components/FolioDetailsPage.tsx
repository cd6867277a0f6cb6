/**
 * /client/folioDetails/{accountNum} (spec §2 Account summary): the overview card with the hero
 * value, Analysis and Transactions links and the Download menu, then wrapper details, regular
 * withdrawal and payments, model portfolio and holdings. 'Combined' is the whole portfolio;
 * 'default' resolves like analysis; an unknown account gets a clear message.
 */
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { Account } from '@portal/api/browser';
import {
  COMBINED_ACCOUNT_KEY,
  DEFAULT_ACCOUNT_KEY,
  LINK_DEFAULT_DATE_RANGE_ID,
  accountLabel,
  accountSummaryTexts,
  formatMoney,
  generalTexts,
  holdingsTexts,
  isClosedAccount,
  isNegative,
  pendingTradesWarning,
  portfolioTexts,
  resolveDefaultAccount,
} from '@portal/domain';
import {
  Card,
  CollapsibleCard,
  DownloadMenu,
  FiguresList,
  HoldingsTable,
  Link,
  MessageBanner,
  PageContainer,
  PageHeading,
  Spinner,
  type Figure,
} from '@portal/ui';
import { useSettled } from '../../../shared/load/Deferred.tsx';
import { LoadFailure } from '../../../shared/load/LoadFailure.tsx';
import { useRouteRetry } from '../../../shared/load/define-route.tsx';
import { useMessages } from '../../../shared/messages.tsx';
import { AVAILABLE_CLIENT_SCREENS, paths } from '../../../shared/paths.ts';
import { hasTransactionsRole } from '../../../shared/session.ts';
import { useClient } from '../../../shared/client/client-context.ts';
import { ModelPortfolioCard, RegularPaymentsCard, WrapperCard } from './AccountCards.tsx';
import * as styles from './portfolio.css.ts';
import type { AccountSummaryData, CombinedSummaryData } from '../api.ts';
import { summaryAdviceFee, summaryLines } from '../../../shared/summary-figures.ts';
import { downloadSummaryCsv } from '../summary-csv.ts';
import { summaryPageInput, summaryPdfFileName } from '../summary-pdf.ts';
import { usePrintState } from '../../../shared/print/use-print-state.ts';
import { UnknownKey } from './UnknownKey.tsx';

/** Fund fact sheets open externally by ISIN (spec §7). */
const FACT_SHEET_BASE =
  import.meta.env.VITE_FACT_SHEET_URL ??
  'https://www.fundslibrary.co.uk/FundsLibrary.DataRetrieval/Documents.aspx?type=fund_factsheet&isin=';
const factSheetHref = (isin: string) => `${FACT_SHEET_BASE}${encodeURIComponent(isin)}`;
const cardTexts = { showMoreLabel: accountSummaryTexts.showMore, showLessLabel: accountSummaryTexts.showLess };

export type FolioSummary = AccountSummaryData | CombinedSummaryData;

export interface FolioDetailsPageProps {
  /** The route loader's summary: null when the key is 'default' or names no account of the client. */
  summary: Promise<FolioSummary | null>;
}

export function FolioDetailsPage({ summary }: FolioDetailsPageProps) {
  const { accountNum = DEFAULT_ACCOUNT_KEY } = useParams();
  const { client } = useClient();
  if (accountNum === DEFAULT_ACCOUNT_KEY) {
    const resolved = resolveDefaultAccount(accountNum, client.accounts);
    return <Navigate replace to={paths.client.folioDetails.href(resolved === DEFAULT_ACCOUNT_KEY ? COMBINED_ACCOUNT_KEY : resolved)} />;
  }
  const account = client.accounts.find((a) => a.accountNumber === accountNum);
  if (accountNum !== COMBINED_ACCOUNT_KEY && !account) {
    return (
      <PageContainer>
        <PageHeading>{accountSummaryTexts.accountSummary}</PageHeading>
        <UnknownKey message={portfolioTexts.unknownAccount(accountNum)} />
      </PageContainer>
    );
  }
  return <FolioDetails key={accountNum} account={account ?? null} summary={summary} />;
}

function FolioDetails({ account, summary }: { account: Account | null } & FolioDetailsPageProps) {
  const { retries, retry } = useRouteRetry();
  // One FolioView for every state (not a Suspense fallback swapped for the content): the heading and the
  // Download menu rendered while the data loads are the ones that stay, so a press on them is not lost.
  const settled = useSettled(summary, `folio:${account?.accountNumber ?? COMBINED_ACCOUNT_KEY}`);
  if (settled.status === 'fulfilled') return <FolioView account={account} data={settled.data ?? undefined} status={null} />;
  const status =
    settled.status === 'pending' ? (
      <Spinner label={holdingsTexts.loading} />
    ) : (
      <LoadFailure thing={portfolioTexts.summaryLoadThing} retries={retries} errorCode={settled.failure.errorCode} onRetry={retry} />
    );
  return <FolioView account={account} data={undefined} status={status} />;
}

/** The page around the summary: the overview card shows '–' until the data is there. */
function FolioView({ account, data, status }: { account: Account | null; data: FolioSummary | undefined; status: ReactNode }) {
  const { client, session } = useClient();
  const { show } = useMessages();
  const title = account ? accountLabel(account.wrapperType, account.accountNumber) : portfolioTexts.combinedTitle;
  const heroLabel = account ? accountSummaryTexts.accountValue : accountSummaryTexts.portfolioValue;
  const value = data ? (data.kind === 'account' ? data.summary.accountValue : data.value) : undefined;
  const holdings = data ? (data.kind === 'account' ? data.holdings.holdings : data.holdings) : [];
  // Combined holdings are shares of the whole portfolio (spec §3 Holding percentageOfPortfolio).
  const shareLabel = account ? holdingsTexts.columns.percentageOfAccount : holdingsTexts.percentageOfPortfolio;
  const adviceFee = summaryAdviceFee(account, client.accounts);
  const lines: Figure[] = data ? summaryLines(adviceFee, data.kind === 'account' ? data.summary : null) : [];

  const downloadCsv = () => {
    if (!data || value === undefined) return;
    try {
      downloadSummaryCsv({
        kind: account ? 'Account' : 'Portfolio',
        title: account ? accountSummaryTexts.accountSummary : accountSummaryTexts.portfolioSummary,
        clientName: `${client.forename} ${client.surname}`,
        clientId: client.clientId,
        ...(account ? { accountNumber: account.accountNumber } : {}),
        valueLabel: heroLabel,
        value,
        lines: lines.map((l) => ({ label: l.label, value: typeof l.value === 'number' || typeof l.value === 'string' ? l.value : null })),
        holdings,
        shareLabel,
      });
    } catch {
      show({ severity: 'error', text: generalTexts.summaryDownloadFailed(undefined, account ? 'Account' : 'Portfolio') });
    }
  };

  const { printState, printPdf } = usePrintState();
  // Only which summary to print: the print service reads its figures itself (security review L5).
  const downloadPdf = () => {
    if (!data) return;
    const accountNumber = account?.accountNumber ?? null;
    void printPdf(
      {
        state: summaryPageInput(client.clientId, accountNumber),
        printRoute: paths.client.folioDetails.href(accountNumber ?? COMBINED_ACCOUNT_KEY),
        footer: `${client.forename} ${client.surname}`,
      },
      summaryPdfFileName(client.clientId, accountNumber),
    );
  };

  const accountKey = account?.accountNumber ?? COMBINED_ACCOUNT_KEY;
  const showTransactions = AVAILABLE_CLIENT_SCREENS.has('transactions') && hasTransactionsRole(session);

  return (
    <PageContainer>
      <PageHeading>{account ? accountSummaryTexts.accountSummary : accountSummaryTexts.portfolioSummary}</PageHeading>
      <div className={styles.stack}>
        <Card
          title={title}
          subtitle={account?.alias ?? undefined}
          heroLabel={heroLabel}
          heroValue={value === undefined ? '–' : formatMoney(value)}
          heroTone={value !== undefined && isNegative(value) ? 'negative' : 'neutral'}
        >
          <div className={styles.links}>
            {AVAILABLE_CLIENT_SCREENS.has('analysis') && (
              <Link href={paths.client.analysis.href(accountKey, LINK_DEFAULT_DATE_RANGE_ID)}>{accountSummaryTexts.analysis}</Link>
            )}
            {showTransactions && (
              // Spec §2: Combined uses the default account key.
              <Link
                href={paths.client.transactions.href(account ? account.accountNumber : DEFAULT_ACCOUNT_KEY, LINK_DEFAULT_DATE_RANGE_ID)}
              >
                {accountSummaryTexts.transactions}
              </Link>
            )}
            <DownloadMenu
              csv={{ onAction: downloadCsv, isDisabled: !data }}
              pdf={{ onAction: downloadPdf, isDisabled: !data }}
              printState={printState}
              failureMessage={generalTexts.summaryDownloadFailed(undefined, account ? 'Account' : 'Portfolio')}
            />
          </div>
          {lines.length > 0 && <FiguresList items={lines} />}
          {data?.kind === 'combined' && <AccountLinks accounts={data.accounts} />}
        </Card>
        {status}
        {data?.kind === 'account' && pendingTradesWarning(data.holdings.totalValue, data.holdings.accountValue) && (
          <MessageBanner severity="warning">{generalTexts.pendingTrades}</MessageBanner>
        )}
        {data?.kind === 'account' && data.wrapper && <WrapperCard wrapper={data.wrapper} accountNumber={data.account.accountNumber} />}
        {data?.kind === 'account' && (
          <RegularPaymentsCard title={accountSummaryTexts.regularWithdrawal} payments={data.summary.regularWithdrawals} />
        )}
        {data?.kind === 'account' && (
          <RegularPaymentsCard title={accountSummaryTexts.regularPayments} payments={data.summary.regularContributions} />
        )}
        {data?.kind === 'account' && data.model && <ModelPortfolioCard model={data.model} />}
        {data && (
          <CollapsibleCard title={holdingsTexts.title} {...cardTexts}>
            <HoldingsTable
              holdings={holdings}
              factSheetHref={factSheetHref}
              labels={
                account ? undefined : { columns: { ...holdingsTexts.columns, percentageOfAccount: holdingsTexts.percentageOfPortfolio } }
              }
            />
          </CollapsibleCard>
        )}
      </div>
    </PageContainer>
  );
}

function AccountLinks({ accounts }: { accounts: Account[] }) {
  return (
    <nav aria-label={portfolioTexts.accounts}>
      <ul className={styles.links}>
        {accounts.map((a) => (
          <li key={a.accountNumber}>
            <Link href={paths.client.folioDetails.href(a.accountNumber)}>
              {accountLabel(a.wrapperType, a.accountNumber)}
              {isClosedAccount(a) ? ` (${a.accountStatus})` : ''}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
