// Payments: money in (lump sums, regular contributions, employer payments, transfers, Bed and ISA,
// pension tax relief) and money out (regular and ad-hoc withdrawals, drawdown income, closure),
// with ISA subscriptions capped to the allowance left.
import { addDays, taxYearOf } from '@portal/domain';
import { round10, type EmitOptions, type Ledger } from '../ledger.ts';
import { isaAnnualLimit, PENSION_TAX_RELIEF_RATE } from '../rules.ts';
import { transactionType } from '../../transaction-types.ts';
import { raiseCash } from './trades.ts';

/** ISA allowance left this tax year, in pence. */
export function isaRoom(l: Ledger): number {
  const year = taxYearOf(l.today).startYear;
  return isaAnnualLimit(year) * 100 - (l.isaUsed.get(year) ?? 0);
}

/** A payment in; ISA subscriptions are capped to the allowance left. Returns the pence paid. */
export function payIn(l: Ledger, code: string, pence: number, o: EmitOptions & { relief?: boolean; dishonour?: boolean } = {}): number {
  const type = transactionType(code);
  let amount = Math.round(pence);
  const subscription = l.kind === 'isa' && (code === 'LSCN' || code === 'RPPM' || code === 'CHQP' || code === 'BISA');
  if (subscription) amount = Math.min(amount, isaRoom(l));
  if (amount <= 0) return 0;
  if (subscription) {
    const year = taxYearOf(l.today).startYear;
    l.isaUsed.set(year, (l.isaUsed.get(year) ?? 0) + amount);
  }
  l.emit(code, [l.cashDraft(type.itrnCode, amount)], o);
  if (o.dishonour) {
    l.emit(code, [l.cashDraft(type.itrnCode, -amount, { dishonour: true })], {
      reason: 'Payment dishonoured',
      ...(o.commitmentPlan ? { commitmentPlan: o.commitmentPlan } : {}),
    });
  } else if (o.relief && (l.kind === 'pension' || l.kind === 'drawdown')) {
    l.reliefQueue.push({ due: addDays(l.today, l.rng.int(28, 45)), pence: Math.round(amount * PENSION_TAX_RELIEF_RATE) });
  }
  return amount;
}

/** Money paid out to the client's bank account, selling units first when cash is short. */
export function payOut(l: Ledger, code: string, pence: number, paymentType: string, reason?: string): void {
  raiseCash(l, pence, reason);
  const amount = Math.min(Math.round(pence), l.cash);
  if (amount <= 0) return;
  l.emit(code, [l.cashDraft(transactionType(code).itrnCode, -amount)], {
    payment: paymentType,
    reference: l.ref('PAY'),
    ...(reason === undefined ? {} : { reason }),
  });
}

/** A transfer in from another provider (TFCP) of `pence`. */
export function transferIn(l: Ledger, pence: number, o: EmitOptions = {}): void {
  l.emit('TFCP', [l.cashDraft('TFCP', pence)], { ...o, transferAccount: l.externalAccount('EXT'), reference: l.ref('TRF') });
}

/** Pension tax relief claimed on earlier contributions, paid in by HMRC once due. */
export function payTaxRelief(l: Ledger): void {
  while (l.reliefQueue.length > 0 && (l.reliefQueue[0]?.due ?? '') <= l.today) {
    const item = l.reliefQueue.shift();
    if (item && item.pence > 0) l.emit('TXLS', [l.cashDraft('TAXL', item.pence)], { reference: l.ref('HMRC') });
  }
}

/** The opening payment: a transfer in (drawdown, some pensions) or a lump sum. Returns the pence funded. */
export function openingLumpSum(l: Ledger): number {
  const lump = Math.round(l.plan.initialLumpSum * 100);
  if (lump <= 0) return 0;
  if (l.kind === 'drawdown' || (l.kind === 'pension' && l.rng.chance(0.4))) {
    transferIn(l, lump);
    return lump;
  }
  const funded = payIn(l, 'LSCN', lump, { relief: true, reference: l.ref('LS') });
  if (l.kind === 'isa' && funded < lump) {
    // An ISA transfer from another manager carries the rest (it does not use the allowance).
    l.emit('TFCP', [l.cashDraft('TFCP', lump - funded)], { transferAccount: l.externalAccount('ISA'), reference: l.ref('TRF') });
    return lump;
  }
  return funded;
}

/** The month's regular contribution (sometimes dishonoured), employer payment and regular withdrawal. */
export function regularPayments(l: Ledger, employerMonthly: number): void {
  const { plan, kind } = l;
  if (plan.monthlyContribution > 0) {
    payIn(l, 'RPPM', Math.round(plan.monthlyContribution * 100), {
      relief: true,
      commitmentPlan: l.commitmentPlan,
      reference: l.ref('DD'),
      dishonour: l.rng.chance(0.01),
    });
  }
  if (employerMonthly > 0) payIn(l, 'EMPC', employerMonthly, { reference: l.ref('EMP') });
  if (plan.monthlyWithdrawal > 0) {
    payOut(
      l,
      kind === 'drawdown' ? 'DDIP' : 'RWDR',
      Math.round(plan.monthlyWithdrawal * 100),
      kind === 'drawdown' ? 'Drawdown income' : 'Regular withdrawal',
    );
  }
}

/** Now and then in a month: an ad-hoc withdrawal, an adjustment, a transfer to or from the linked account. */
export function occasionalPayments(l: Ledger): void {
  const { rng, kind } = l;
  const general = kind === 'isa' || kind === 'gia';
  const adHocChance = kind === 'drawdown' ? 0.02 : general ? 0.012 : 0;
  if (l.fromEnd > 5 && rng.chance(adHocChance)) {
    const amount = round10(l.totalValue() * rng.uniform(0.03, 0.12));
    if (amount >= 10_000) payOut(l, 'WDAH', amount, 'Ad-hoc withdrawal', 'Client request');
  }
  if (l.fromEnd > 5 && rng.chance(0.004)) {
    const amount = rng.int(1, 2500);
    if (rng.chance(0.5)) l.emit('ADJC', [l.cashDraft('ADJC', amount)], { reason: 'Goodwill payment' });
    else if (l.cash >= amount) l.emit('ADJC', [l.cashDraft('ADJC', -amount)], { reason: 'Pricing correction' });
  }
  if (l.fromEnd > 5 && rng.chance(0.004)) {
    if (rng.chance(0.5))
      l.emit('IATR', [l.cashDraft('IATR', round10(rng.uniform(50_000, 500_000)))], {
        transferAccount: l.linkedAccount,
        reference: l.ref('IAT'),
      });
    else {
      const amount = round10(l.totalValue() * rng.uniform(0.02, 0.1));
      raiseCash(l, amount);
      const paid = Math.min(amount, l.cash);
      if (paid > 0) l.emit('IATR', [l.cashDraft('IATR', -paid)], { transferAccount: l.linkedAccount, reference: l.ref('IAT') });
    }
  }
}

/** Bed and ISA: £2,000–£15,000 moved in from the linked GIA, capped to the ISA allowance left. */
export function bedAndIsa(l: Ledger): void {
  const amount = Math.min(isaRoom(l), round10(l.rng.uniform(200_000, 1_500_000)));
  if (amount >= 10_000) payIn(l, 'BISA', amount, { transferAccount: l.linkedAccount, reference: l.ref('BISA') });
}

/** A cheque paid in and returned unpaid. */
export function returnedCheque(l: Ledger): void {
  const amount = Math.min(isaRoom(l), round10(l.rng.uniform(50_000, 300_000)));
  const paid = payIn(l, 'CHQP', amount, { reference: l.ref('CHQ') });
  if (paid > 0)
    l.emit('CHQP', [l.cashDraft('CHQP', -paid, { reversal: true })], { reason: 'Cheque returned unpaid', reference: l.ref('CHQ') });
}

/** On the closing day: the remaining cash paid to the client. */
export function closurePayment(l: Ledger): void {
  if (l.cash > 0)
    l.emit('WDAH', [l.cashDraft('WDAH', -l.cash)], {
      payment: 'Closure payment',
      reason: 'Account closure',
      reference: l.ref('PAY'),
      sameDay: true,
    });
}
