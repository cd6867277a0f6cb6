/**
 * The account rows of the demo: for each client's planned accounts, the simulation's history as
 * accounts, owners, regular payments, transaction events, investment transactions and holdings.
 * Pure: no database; ./seed.ts writes the rows.
 */
import { addDays, addMonths, isWeekend, taxYearOf } from '@portal/domain';
import { CHARGE_KIND_OF_CODE } from '../db/migrations/0023-costs-and-charges.ts';
import type { NewRow } from '../db/schema.ts';
import type { AccountSeed, ClientSeed } from './cast.ts';
import { isaAnnualLimit, isaSubscriptionsByTaxYear, simulateAccount, sumByTaxYear } from './market-source.ts';
import type { Market } from './market-source.ts';
import type { AccountPlan, AccountSimulation } from './model.ts';
import type { BankDetails } from './people-rows.ts';
import { roundPounds as round2 } from './simulation/money.ts';
import type { Rng } from './simulation/random.ts';

/** The date itself or the next Monday–Friday (regular payments roll over weekends only). */
function nextBusinessDay(date: string): string {
  let d = date;
  while (isWeekend(d)) d = addDays(d, 1);
  return d;
}

export interface AccountRows {
  accounts: NewRow<'accounts'>[];
  owners: NewRow<'account_owners'>[];
  regular: NewRow<'regular_payments'>[];
  events: NewRow<'transaction_events'>[];
  itrns: NewRow<'investment_transactions'>[];
  holdings: NewRow<'holdings'>[];
  /** Migration 0023: each account's platform and ongoing adviser charge from its opening. */
  charges: NewRow<'account_charges'>[];
}

/** Pension contributions counted against the annual allowance; drawdown income paid out. */
const PENSION_INPUT_CODES = ['LSCN', 'RPPM', 'CHQP', 'TXLS', 'EMPC'];
const INCOME_CODES = ['DDIP', 'RWDR', 'NINC', 'WDAH'];

function wrapperDetails(seed: AccountSeed, sim: AccountSimulation, asOf: string): Record<string, unknown> {
  const year = taxYearOf(asOf).startYear;
  switch (seed.kind) {
    case 'Isa':
      return {
        airdAnnualLimit: isaAnnualLimit(year),
        totalSubscriptionCTY: isaSubscriptionsByTaxYear(sim).get(year) ?? 0,
        replaceableWithdrawals: 0,
        returnedReplaceableWithdrawals: 0,
      };
    case 'Pension':
      return {
        airdAnnualLimit: 60000,
        totalSubscriptionCTY: sumByTaxYear(sim, PENSION_INPUT_CODES, 'positive').get(year) ?? 0,
        replaceableWithdrawals: null,
        returnedReplaceableWithdrawals: null,
      };
    case 'Drawdown':
      return {
        drawdownType: 'Flexi-access',
        accountIncomeCTY: round2(-(sumByTaxYear(sim, INCOME_CODES).get(year) ?? 0)),
        maxIncomeAmount: null,
        taxCode: '1257L',
        reviewFrequency: null,
        nextReviewDate: null,
      };
    case 'GIA':
      return {};
  }
}

/** Every client's accounts with their simulated histories, as rows (accountIds from 700001 on). */
export function buildAccounts(
  clients: ClientSeed[],
  market: Market,
  asOf: string,
  random: Rng,
  bankOf: Map<number, BankDetails>,
): AccountRows {
  const rows: AccountRows = { accounts: [], owners: [], regular: [], events: [], itrns: [], holdings: [], charges: [] };
  let accountId = 700000;
  for (const client of clients) {
    const numbers = client.accounts.map((_, i) => String(50000000 + (accountId + 1 + i) * 7));
    for (const [index, seed] of client.accounts.entries()) {
      accountId += 1;
      const accountNumber = numbers[index] as string;
      const linked = numbers.find((n) => n !== accountNumber);
      const bank = bankOf.get(client.clientId) ?? { sortCode: '401234', accountNumber: '00000000' };
      const hasAdviser = client.adviserId !== 100000085;
      const fee = hasAdviser ? random.pick([0.5, 0.75, 1]) : 0;
      const modelPortfolioName = hasAdviser ? random.pick(['Cautious 3', 'Balanced 5', 'Growth 7']) : null;
      const plan: AccountPlan = {
        accountNumber,
        wrapperType: seed.kind,
        accountType: seed.kind,
        openedDate: seed.openedDate,
        closedDate: seed.closedDate,
        asOf,
        initialLumpSum: seed.initialLumpSum,
        monthlyContribution: seed.monthlyContribution,
        monthlyWithdrawal: seed.monthlyWithdrawal,
        annualAdviserFeePercentage: fee,
        ...(seed.targetEvents ? { targetEvents: seed.targetEvents } : {}),
        seed: accountId * 7919,
        sortCode: bank.sortCode,
        bankAccountNumber: bank.accountNumber,
        modelPortfolioName,
        // Each account's trevIds/itrnIds are idBase + 1… (distinct per account), stable across runs.
        idBase: (accountId - 700000) * 1_000_000,
        ...(linked ? { linkedAccountNumber: linked } : {}),
      };
      const sim = simulateAccount(plan, market);
      const owners = [
        client.clientId,
        ...(seed.jointWith ?? []).map((i) => clients[i]?.clientId).filter((id): id is number => id !== undefined),
      ];
      rows.accounts.push({
        account_id: accountId,
        account_number: accountNumber,
        wrapper_type: seed.kind,
        account_type: seed.kind,
        account_status: seed.closedDate ? 'Closed' : 'Active',
        alias: seed.alias,
        opened_date: seed.openedDate,
        closed_date: seed.closedDate,
        annual_adviser_fee_percentage: fee || null,
        annual_adviser_fee_amount: fee ? round2((sim.totalValue * fee) / 100) : null,
        prlk_short_name: hasAdviser ? 'KWP' : null,
        model_portfolio_name: modelPortfolioName,
        wrapper_details: JSON.stringify(wrapperDetails(seed, sim, asOf)),
        total_holdings: sim.totalValue,
        cash_balance: sim.cashBalance,
        valuation_date: sim.valuationDate,
      });
      rows.charges.push({
        account_id: accountId,
        effective_date: seed.openedDate,
        platform_charge_percent: Math.round(sim.platformRate * 1e6) / 1e4,
        adviser_ongoing_percent: fee || 0,
      });
      owners.forEach((clientId, i) =>
        rows.owners.push({ account_id: accountId, client_id: clientId, owner_relationship: 'OWNR', ordinal: i + 1 }),
      );
      if (!seed.closedDate) {
        const day = Number(seed.openedDate.slice(8, 10));
        let next = `${asOf.slice(0, 8)}${String(Math.min(day, 28)).padStart(2, '0')}`;
        if (next <= asOf) next = addMonths(next, 1);
        next = nextBusinessDay(next);
        const regular = (direction: 'CONTRIBUTION' | 'WITHDRAWAL', amount: number) =>
          rows.regular.push({
            account_id: accountId,
            direction,
            type: direction === 'CONTRIBUTION' ? 'Regular payment' : 'Regular withdrawal',
            amount,
            frequency: 'Monthly',
            next_contribution_date: next,
            bank_sort_code: bank.sortCode,
            bank_account_number: bank.accountNumber,
          });
        if (seed.monthlyContribution > 0) regular('CONTRIBUTION', seed.monthlyContribution);
        if (seed.monthlyWithdrawal > 0) regular('WITHDRAWAL', seed.monthlyWithdrawal);
      }
      for (const e of sim.events) {
        rows.events.push({
          trev_id: e.trevId,
          account_id: accountId,
          trev_ttyp_code: e.trevTtypCode,
          trev_ttyp_description: e.trevTtypDescription,
          category: e.category,
          trev_effective_date: e.trevEffectiveDate,
          trev_processed_date: e.trevProcessedDate,
          trev_reporting_date: e.trevReportingDate,
          trev_amount: e.trevAmount,
          trev_reason: e.trevReason,
          trev_reference: e.trevReference,
          trev_transfer_account: e.trevTransferAccount,
          trev_commitment_plan_number: e.trevCommitmentPlanNumber,
          trev_mappings: JSON.stringify(e.trevMappings),
          trev_fees: JSON.stringify(e.trevFees),
          event_status: e.eventStatus,
          pending: e.pending,
          model_portfolio_name: e.modelPortfolioName,
          payment_details: e.paymentDetails ? JSON.stringify(e.paymentDetails) : null,
          cash_balance: e.cashBalance,
          charge_kind: CHARGE_KIND_OF_CODE[e.trevTtypCode] ?? null,
        });
        for (const t of e.investmentTransactions) {
          rows.itrns.push({
            itrn_id: t.itrnId,
            trev_id: e.trevId,
            account_id: accountId,
            fund_id: t.fundId,
            itrn_ttyp_code: t.itrnTtypCode,
            itrn_ttyp_description: t.itrnTtypDescription,
            itrn_effective_date: t.itrnEffectiveDate,
            itrn_effective_units: t.itrnEffectiveUnits,
            itrn_price_applied: t.itrnPriceApplied,
            itrn_effective_amount: t.itrnEffectiveAmount,
            itrn_fees: t.itrnFees,
            order_status: t.orderStatus,
            xord_exp_cash_settlement_date: t.xordExpCashSettlementDate,
            reversal: t.reversal,
            dishonour: t.dishonour,
            itrn_mappings: JSON.stringify(t.itrnMappings),
          });
        }
      }
      for (const h of sim.holdings) {
        rows.holdings.push({
          account_id: accountId,
          fund_id: h.fundId,
          units: h.units,
          price: h.price,
          value: h.value,
          valuation_date: sim.valuationDate,
        });
      }
    }
  }
  return rows;
}
