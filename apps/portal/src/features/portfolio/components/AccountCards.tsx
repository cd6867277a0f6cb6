/** The collapsible cards of an account summary (spec §2): wrapper details, regular payments, model portfolio. */
import type { ModelPortfolio, RegularPayment, WrapperDetails } from '@portal/api/browser';
import {
  LINK_DEFAULT_DATE_RANGE_ID,
  accountSummaryTexts,
  formatDate,
  formatPercent,
  formatSortCode,
  isDrawdownAccount,
  isFlexiAccessDrawdown,
  isIsaAccount,
  isPensionAccount,
  portfolioTexts,
  totalAllowance,
} from '@portal/domain';
import { AllowanceBar, CollapsibleCard, FiguresList, Link, type Figure } from '@portal/ui';
import { AVAILABLE_CLIENT_SCREENS, paths } from '../../../shared/paths.ts';
import * as styles from './portfolio.css.ts';

const cardTexts = { showMoreLabel: accountSummaryTexts.showMore, showLessLabel: accountSummaryTexts.showLess };

export function WrapperCard({ wrapper, accountNumber }: { wrapper: WrapperDetails; accountNumber: string }) {
  const type = wrapper.accountType;
  if (isIsaAccount(type) || isPensionAccount(type)) {
    const total = totalAllowance(wrapper);
    return (
      <CollapsibleCard title={portfolioTexts.wrapperDetails} {...cardTexts}>
        <AllowanceBar
          label={isIsaAccount(type) ? portfolioTexts.isaAllowance : portfolioTexts.pensionAllowance}
          used={wrapper.totalSubscriptionCTY ?? 0}
          total={total}
          accountType={type}
        />
      </CollapsibleCard>
    );
  }
  if (!isDrawdownAccount(type)) return null;
  const flexi = isFlexiAccessDrawdown(wrapper.drawdownType);
  const items: Figure[] = [
    { label: portfolioTexts.drawdownType, value: wrapper.drawdownType },
    { label: portfolioTexts.incomeThisTaxYear, value: wrapper.accountIncomeCTY ?? 0 },
    // Spec §5: flexi-access drawdown hides max income, review frequency and next review date.
    ...(flexi
      ? []
      : [
          { label: portfolioTexts.maxIncomeAmount, value: wrapper.maxIncomeAmount },
          { label: portfolioTexts.reviewFrequency, value: wrapper.reviewFrequency },
          { label: portfolioTexts.nextReviewDate, value: wrapper.nextReviewDate ? formatDate(wrapper.nextReviewDate) : null },
        ]),
    { label: portfolioTexts.taxCode, value: wrapper.taxCode },
  ];
  return (
    <CollapsibleCard title={portfolioTexts.drawdownIncome} {...cardTexts}>
      <FiguresList items={items} />
      {AVAILABLE_CLIENT_SCREENS.has('incomeHistory') && (
        <p>
          <Link href={paths.client.incomeHistory.href(accountNumber, LINK_DEFAULT_DATE_RANGE_ID)}>{accountSummaryTexts.incomeHistory}</Link>
        </p>
      )}
    </CollapsibleCard>
  );
}

export function RegularPaymentsCard({ title, payments }: { title: string; payments: RegularPayment[] }) {
  if (payments.length === 0) return null;
  return (
    <CollapsibleCard title={title} {...cardTexts}>
      <div className={styles.stack}>
        {payments.map((p, index) => (
          <FiguresList
            key={`${p.type}-${index}`}
            items={[
              { label: portfolioTexts.paymentType, value: p.type },
              { label: portfolioTexts.amount, value: p.amount },
              { label: portfolioTexts.frequency, value: p.frequency },
              { label: portfolioTexts.nextDate, value: p.nextContributionDate ? formatDate(p.nextContributionDate) : null },
              {
                label: portfolioTexts.bankAccount,
                value: p.bankSortCode ? `${formatSortCode(p.bankSortCode)} / ${p.bankAccountNumber ?? ''}` : null,
              },
            ]}
          />
        ))}
      </div>
    </CollapsibleCard>
  );
}

export function ModelPortfolioCard({ model }: { model: ModelPortfolio }) {
  return (
    <CollapsibleCard title={accountSummaryTexts.modelPortfolio} subtitle={model.name} className={styles.hideOnMobile} {...cardTexts}>
      <div className={styles.stack}>
        <FiguresList items={model.funds.map((f) => ({ label: f.fundName, value: formatPercent(f.percentage) }))} />
        <p className={styles.muted}>
          {portfolioTexts.modelPortfolioUpdated}: {formatDate(model.lastUpdatedDate)}
        </p>
      </div>
    </CollapsibleCard>
  );
}
