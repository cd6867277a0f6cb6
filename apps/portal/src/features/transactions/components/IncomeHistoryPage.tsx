/**
 * /client/incomeHistory/{accountNum}/{rangeId} (spec §2 Income history): Back (the browser's
 * history), the date-range selector, and the qualifying payments of the account in the range
 * (domain income-history rules) as Effective date, Description, Amount. The payments come from
 * the paged transactions load asking for payment events only, which needs no transactions role
 * (spec §2 gates only Transactions; the drawdown card links here for every client).
 */
import { useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { Account } from '@portal/api/browser';
import {
  DEFAULT_DATE_RANGE_ID,
  buildIncomeHistoryRows,
  customRangeKey,
  incomeHistoryTexts,
  isDateRangeId,
  portfolioTexts,
  resolveRangeKey,
  todayInLondon,
  transactionsLoadStatus,
  transactionsTexts,
} from '@portal/domain';
import type { IsoDate } from '@portal/domain';
import type { TransactionsRequest } from '@portal/machines';
import { AccountTitle, Button, DateRangePicker, IncomeHistoryTable, MessageBanner, PageContainer, PageHeading } from '@portal/ui';
import { paths } from '../../../shared/paths.ts';
import { useClient } from '../../../shared/client/client-context.ts';
import * as styles from './transactions.css.ts';
import { useTransactionsLoad } from '../hooks/use-transactions-load.ts';

export function IncomeHistoryPage() {
  const { accountNum = '', rangeId = DEFAULT_DATE_RANGE_ID } = useParams();
  const { client } = useClient();
  const navigate = useNavigate();
  const today = todayInLondon();
  const range = resolveRangeKey(rangeId, today);
  if (!range) return <Navigate replace to={paths.client.incomeHistory.href(accountNum, DEFAULT_DATE_RANGE_ID)} />;
  const account = client.accounts.find((a) => a.accountNumber === accountNum);

  return (
    <PageContainer className={styles.page}>
      {/* Spec §2: the browser's own history, wherever the user came from (even another document). */}
      <Button variant="link" className={styles.back} onPress={() => window.history.back()}>
        {incomeHistoryTexts.back}
      </Button>
      <PageHeading>{incomeHistoryTexts.title}</PageHeading>
      <div className={styles.selectors}>
        <DateRangePicker
          today={today}
          value={{ id: range.id, startDate: range.startDate, endDate: range.endDate }}
          onChange={(next) =>
            navigate(
              paths.client.incomeHistory.href(accountNum, isDateRangeId(next.id) ? next.id : customRangeKey(next.startDate, next.endDate)),
            )
          }
        />
      </div>
      {account ? (
        <>
          <AccountTitle wrapperType={account.wrapperType} accountNumber={account.accountNumber} alias={account.alias} />
          <Payments
            key={`${account.accountNumber}/${range.startDate}/${range.endDate}`}
            account={account}
            startDate={range.startDate}
            endDate={range.endDate}
          />
        </>
      ) : (
        <MessageBanner severity="warning">{portfolioTexts.unknownAccount(accountNum)}</MessageBanner>
      )}
    </PageContainer>
  );
}

function Payments({ account, startDate, endDate }: { account: Account; startDate: IsoDate; endDate: IsoDate }) {
  const { accountId, accountNumber } = account;
  // Income is dated by when it was paid: the effective date (spec §2 columns).
  const request = useMemo<TransactionsRequest>(
    () => ({ accountId, accountNumber, dateType: 'EFFECTIVE_EVENT', startDate, endDate, paymentsOnly: true }),
    [accountId, accountNumber, startDate, endDate],
  );
  const { load, errorCode, retry } = useTransactionsLoad(request);
  const rows = useMemo(() => buildIncomeHistoryRows(load.events), [load.events]);
  const status = transactionsLoadStatus(load);
  if (status === 'error') {
    return (
      <MessageBanner severity="error" errorCode={errorCode ?? undefined} onRetry={retry}>
        {transactionsTexts.cannotDisplay}
      </MessageBanner>
    );
  }
  return <IncomeHistoryTable rows={rows} status={status} />;
}
