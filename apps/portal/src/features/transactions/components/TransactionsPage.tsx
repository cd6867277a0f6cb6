/**
 * /client/transactions/{accountNum}/{rangeId} (spec §2 Transactions): account and range selectors
 * (changing them navigates), the account label and alias, the date-range and date-type pickers,
 * search and filters in the menu group, 'Download CSV' once an account is loaded, and the windowed
 * table filling in page by page. Needs the transactions role; without it, the access-denied view.
 * The search text, date type, filters and expanded events live in the address's query
 * (transactions-query.ts): reload, Back and Forward and a shared link restore them.
 *
 * The adviser view (an adviser viewing a client, read-only) has the spec's adviser layout: a client
 * and account header, the heading 'Transaction history', and the date pickers and search in the
 * table's header; the tax-year contribution warning shows there (spec §6).
 */
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { Account } from '@portal/api/browser';
import {
  CSV_MIME_TYPE,
  commonTexts,
  generalTexts,
  DEFAULT_ACCOUNT_KEY,
  DEFAULT_DATE_RANGE_ID,
  encodeIso88591,
  isDateRangeId,
  customRangeKey,
  portfolioTexts,
  resolveDefaultAccount,
  resolveRangeKey,
  showsTaxYearWarning,
  todayInLondon,
  transactionsCsv,
  transactionsCsvFileName,
  transactionsLoadStatus,
  transactionsTexts,
} from '@portal/domain';
import type { DateTypeId, IsoDate } from '@portal/domain';
import type { TransactionsRequest } from '@portal/machines';
import { visuallyHidden } from '@portal/ui/visually-hidden';
import {
  AccessDenied,
  AccountSelector,
  AccountTitle,
  Button,
  DateRangePicker,
  DateTypePicker,
  MessageBanner,
  PageContainer,
  TransactionFilterPanel,
  TransactionSearch,
  TransactionTable,
} from '@portal/ui';
import { paths } from '../../../shared/paths.ts';
import { hasTransactionsRole } from '../../../shared/session.ts';
import { useClient } from '../../../shared/client/client-context.ts';
import { downloadBytes } from '../download.ts';
import { transactionsPageInput } from '../transactions-pdf.ts';
import { usePrintState } from '../../../shared/print/use-print-state.ts';
import { useReadOnly } from '../../../shared/use-read-only.ts';
import * as styles from './transactions.css.ts';
import { useTransactionRows } from '../hooks/use-transaction-rows.ts';
import { useTransactionsLoad } from '../hooks/use-transactions-load.ts';
import { useTransactionView } from '../hooks/use-transaction-view.ts';
import { parseTransactionsQuery, transactionsQueryParams, type TransactionsViewQuery } from '../transactions-query.ts';

/** The table re-renders only when what it shows changes (not on panel or picker state). */
const Table = memo(TransactionTable);
/** Search box and filter panel skip the renders of pages arriving and of each other's input. */
const Search = memo(TransactionSearch);
const FilterPanel = memo(TransactionFilterPanel);

export function TransactionsPage() {
  const { session } = useClient();
  if (!hasTransactionsRole(session)) {
    return (
      <PageContainer>
        <AccessDenied title={transactionsTexts.title} />
      </PageContainer>
    );
  }
  return <TransactionsScreen />;
}

function TransactionsScreen() {
  const { accountNum = DEFAULT_ACCOUNT_KEY, rangeId = DEFAULT_DATE_RANGE_ID } = useParams();
  const { client } = useClient();
  // An adviser viewing the client: the adviser layout (spec §2 Transactions) and the tax-year warning (§6).
  const adviserView = useReadOnly();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseTransactionsQuery(searchParams), [searchParams]);
  const { dateType } = query;
  // The address follows the table with `replace` (a query change is not a new page) and without
  // moving the scroll; an unchanged query is not written again.
  const paramsRef = useRef(searchParams);
  paramsRef.current = searchParams;
  const writeQuery = useCallback(
    (next: URLSearchParams) => {
      if (next.toString() !== paramsRef.current.toString()) setSearchParams(next, { replace: true, preventScrollReset: true });
    },
    [setSearchParams],
  );
  const onViewChange = useCallback(
    (view: TransactionsViewQuery) => writeQuery(transactionsQueryParams({ ...view, dateType }, paramsRef.current)),
    [writeQuery, dateType],
  );
  // A new date type starts a new table: its search, filters and expansion are cleared (spec §4).
  const setDateType = (next: DateTypeId) =>
    writeQuery(
      transactionsQueryParams({ term: '', hidden: new Set(), expandAll: false, toggled: new Set(), dateType: next }, paramsRef.current),
    );
  const accounts = client.accounts;
  const today = todayInLondon();
  const accountKey = resolveDefaultAccount(accountNum, accounts);
  const range = resolveRangeKey(rangeId, today);
  if (accountKey !== accountNum || !range)
    return <Navigate replace to={paths.client.transactions.href(accountKey, range ? rangeId : DEFAULT_DATE_RANGE_ID)} />;

  const account = accounts.find((a) => a.accountNumber === accountKey);
  const go = (toAccount: string, toRange: string) => navigate(paths.client.transactions.href(toAccount, toRange));
  const pickers = (
    <>
      <DateRangePicker
        today={today}
        value={{ id: range.id, startDate: range.startDate, endDate: range.endDate }}
        onChange={(next) => go(accountKey, isDateRangeId(next.id) ? next.id : customRangeKey(next.startDate, next.endDate))}
      />
      <DateTypePicker value={dateType} onChange={setDateType} />
    </>
  );

  let content;
  if (account) {
    content = (
      <TransactionHistory
        // Switching account, range or date type clears results, filters, search and expansion (spec §4).
        key={`${account.accountNumber}/${range.startDate}/${range.endDate}/${dateType}`}
        account={account}
        clientName={`${client.forename} ${client.surname}`}
        clientId={client.clientId}
        dateType={dateType}
        startDate={range.startDate}
        endDate={range.endDate}
        initialView={query}
        onViewChange={onViewChange}
        tableHeader={adviserView ? pickers : null}
      />
    );
  } else if (accountKey === DEFAULT_ACCOUNT_KEY) content = <p className={styles.muted}>{transactionsTexts.chooseAccount}</p>;
  else content = <MessageBanner severity="warning">{portfolioTexts.unknownAccount(accountKey)}</MessageBanner>;

  return (
    <PageContainer className={styles.page}>
      {adviserView ? (
        <h1 className={styles.heading}>{transactionsTexts.heading}</h1>
      ) : (
        <h1 className={visuallyHidden}>{transactionsTexts.title}</h1>
      )}
      <div className={styles.selectors}>
        <AccountSelector
          accounts={accounts}
          showCombined={false}
          aria-label={transactionsTexts.accountSelectorLabel}
          selectedKey={account ? account.accountNumber : null}
          onSelectionChange={(key) => go(key, rangeId)}
        />
        {!adviserView && pickers}
      </div>
      {account && (
        <AccountTitle
          wrapperType={account.wrapperType}
          accountNumber={account.accountNumber}
          alias={account.alias}
          client={adviserView ? { name: `${client.forename} ${client.surname}`, reference: String(client.clientId) } : null}
        />
      )}
      {showsTaxYearWarning({ isClientPortal: !adviserView, rangeId }) && (
        <MessageBanner severity="warning">
          {transactionsTexts.taxYearWarning} {transactionsTexts.taxYearExecutionDateHint}
        </MessageBanner>
      )}
      {content}
    </PageContainer>
  );
}

interface HistoryProps {
  account: Account;
  clientName: string;
  clientId: number;
  dateType: DateTypeId;
  startDate: IsoDate;
  endDate: IsoDate;
  /** The address's query when this table mounted (read once). */
  initialView: TransactionsViewQuery;
  onViewChange: (view: TransactionsViewQuery) => void;
  /** The adviser view: the date pickers, which sit in the table's header with the search (spec §2). */
  tableHeader: ReactNode;
}

function TransactionHistory({
  account,
  clientName,
  clientId,
  dateType,
  startDate,
  endDate,
  initialView,
  onViewChange,
  tableHeader,
}: HistoryProps) {
  const { accountId, accountNumber } = account;
  const request = useMemo<TransactionsRequest>(
    () => ({ accountId, accountNumber, dateType, startDate, endDate }),
    [accountId, accountNumber, dateType, startDate, endDate],
  );
  const { load, cashBalances, errorCode, retry } = useTransactionsLoad(request);
  const { rows, fees } = useTransactionRows(load.events, cashBalances, account);
  const status = transactionsLoadStatus(load);
  const [initial] = useState(initialView);
  const view = useTransactionView(rows, status === 'loaded', initial, onViewChange);

  const downloadCsv = useCallback(() => {
    const text = transactionsCsv(view.shown, { includeTotals: view.totals !== null });
    downloadBytes(encodeIso88591(text), transactionsCsvFileName({ clientName, accountNumber, startDate, endDate }), CSV_MIME_TYPE);
  }, [view.shown, view.totals, clientName, accountNumber, startDate, endDate]);

  const { printState, printPdf } = usePrintState();
  const downloadPdf = () => {
    // What the table shows, by name only: the print service reads the events itself (security review L5).
    const state = transactionsPageInput({ clientId, accountNumber, startDate, endDate, dateType, search: view.term, hidden: view.hidden });
    const printRoute = paths.client.transactions.href(accountNumber, customRangeKey(startDate, endDate));
    void printPdf(
      { state, printRoute, footer: clientName },
      transactionsCsvFileName({ clientName, accountNumber, startDate, endDate }, 'pdf'),
    );
  };

  if (status === 'error') {
    return (
      <MessageBanner severity="error" errorCode={errorCode ?? undefined} onRetry={retry}>
        {transactionsTexts.cannotDisplay}
      </MessageBanner>
    );
  }
  const loaded = rows.length > 0;
  return (
    <>
      <div className={tableHeader ? styles.tableHeader : styles.menu} role="group" aria-label={transactionsTexts.title}>
        {tableHeader}
        <Search value={view.term} onChange={view.setTerm} suggestions={view.suggestions} isDisabled={!loaded} />
        <FilterPanel
          panel={view.panel}
          onToggleAll={view.onToggleAllFilters}
          onToggleGroup={view.onToggleGroup}
          onToggleOption={view.onToggleOption}
          isDisabled={!loaded}
        />
        {(loaded || status === 'loading') && (
          // While the first pages load, the downloads keep their place unseen (hidden from everyone,
          // not focusable): on a phone they stack above the table, which would move down when they appear.
          <div className={loaded ? styles.downloads : styles.downloadsReserved} aria-hidden={!loaded || undefined} inert={!loaded}>
            <Button variant="secondary" onPress={downloadCsv}>
              {transactionsTexts.downloadCsv}
            </Button>
            <Button variant="secondary" onPress={downloadPdf} isPending={printState === 1} pendingLabel={commonTexts.downloadPending}>
              {transactionsTexts.downloadPdf}
            </Button>
          </div>
        )}
      </div>
      {printState === 2 && <MessageBanner severity="error">{generalTexts.pdfFailed}</MessageBanner>}
      <Table
        rows={view.shown}
        status={status}
        expandedIds={view.expandedIds}
        onToggle={view.onToggle}
        allExpanded={view.allExpanded}
        onToggleAll={view.onToggleExpandAll}
        searchActive={view.searchActive}
        totals={view.totals}
        trevFees={fees}
      />
    </>
  );
}
