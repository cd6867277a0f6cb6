// Simulates one account day by day over the market's trading days: payments in and out, trades,
// income, fees and odd events, keeping exact cash (pence) and units (millionths) so every figure reconciles.
import type { AccountPlan, AccountSimulation, Holding, InvestmentTransaction, TransactionEvent, TrevFee } from '../model.ts';
import { addDays, addTradingDays, dayOfMonth, minDate, monthOf, nextTradingDay, taxYearOf, yearOf } from '@portal/domain';
import type { Market } from './market.ts';
import { fromMicro, fromPence, holdingValuePence } from './money.ts';
import { createRng } from './random.ts';
import { FEE_GROUP_INITIAL_ADVICE, FEE_GROUP_PRODUCT, itrnType, transactionType } from './transaction-types.ts';

export type WrapperKind = 'isa' | 'pension' | 'drawdown' | 'gia';

/** Spec §5 account categories: drawdown (Unsecured APP, Drawdown…), pension (APP, Pension…), ISA, else GIA. */
export function wrapperKind(wrapperType: string): WrapperKind {
  if (/drawdown|unsecured/i.test(wrapperType)) return 'drawdown';
  if (/pension|\bapp\b|sipp/i.test(wrapperType)) return 'pension';
  if (/isa/i.test(wrapperType)) return 'isa';
  return 'gia';
}

/** ISA annual subscription limit in pounds for the tax year starting 6 April of `startYear`. */
export function isaAnnualLimit(startYear: number): number {
  if (startYear >= 2017) return 20_000;
  if (startYear >= 2015) return 15_240;
  if (startYear === 2014) return 15_000;
  if (startYear === 2013) return 11_520;
  if (startYear === 2012) return 11_280;
  if (startYear === 2011) return 10_680;
  if (startYear === 2010) return 10_200;
  return 7_200;
}

/** Pension tax relief added to net personal contributions (basic rate: 25% of the net amount). */
export const PENSION_TAX_RELIEF_RATE = 0.25;

/** Model portfolios by fund key; weights sum to 1 (the cash target is kept on top). */
export const MODEL_PORTFOLIOS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  cautious: { ukGilt: 0.2, corporateBond: 0.2, globalBond: 0.15, cautiousManaged: 0.2, globalEquity: 0.1, ukEquityIncome: 0.1, ukProperty: 0.05 },
  balanced: { ukEquityIncome: 0.15, globalEquity: 0.2, northAmerica: 0.1, europe: 0.05, corporateBond: 0.15, globalBond: 0.1, ukProperty: 0.1, balancedPortfolio: 0.15 },
  growth: { globalEquity: 0.25, northAmerica: 0.2, europe: 0.1, asiaPacific: 0.1, emergingMarkets: 0.1, ukEquityIncome: 0.15, corporateBond: 0.1 },
  income: { ukEquityIncome: 0.3, corporateBond: 0.25, ukGilt: 0.1, ukProperty: 0.15, cautiousManaged: 0.2 },
};

const TRADE_CODES = new Set(['BUY', 'SELL', 'SWBY', 'SWSL']);
const CASH_TARGET = 0.02;
const MAX_IDS = 1_000_000;

/** Annual interest paid on cash, by calendar year (a rough Bank Rate shadow). */
function cashInterestRate(year: number): number {
  if (year <= 2007) return 0.04;
  if (year === 2008) return 0.03;
  if (year <= 2016) return 0.002;
  if (year <= 2019) return 0.003;
  if (year <= 2021) return 0.0005;
  if (year === 2022) return 0.015;
  return 0.035;
}

interface Draft {
  code: string;
  fundId: number;
  /** Units in millionths (negative for a sale). */
  micro: number;
  price: number;
  /** Cash effect in pence. */
  pence: number;
  orderStatus?: string;
  reversal?: boolean;
  dishonour?: boolean;
  hide?: boolean;
}

interface EmitOptions {
  reason?: string;
  reference?: string;
  transferAccount?: string;
  commitmentPlan?: string;
  fees?: TrevFee[];
  eventStatus?: string;
  pending?: boolean;
  withModel?: boolean;
  /** paymentDetails.type for money paid to the client's bank account. */
  payment?: string;
  sameDay?: boolean;
  description?: string;
}

/** Default id base when the plan gives none: ((seed mod 2000) + 1) × 1,000,000. */
export function defaultIdBase(seed: number): number {
  return ((Math.abs(Math.trunc(seed)) % 2000) + 1) * MAX_IDS;
}

export function simulateAccount(plan: AccountPlan, market: Market): AccountSimulation {
  const rng = createRng(plan.seed);
  const kind = wrapperKind(plan.wrapperType);
  const cashId = market.cashFundId;
  const valuationDate = addDays(plan.asOf, -1);
  if (valuationDate > market.to) throw new RangeError(`market ends ${market.to}, before the valuation date ${valuationDate}`);
  if (plan.openedDate < market.from) throw new RangeError(`account opened ${plan.openedDate}, before the market starts ${market.from}`);
  const closed = plan.closedDate !== null && plan.closedDate < plan.asOf;
  if (closed && plan.closedDate !== null && plan.closedDate < plan.openedDate) throw new RangeError('closedDate is before openedDate');
  const endDate = closed && plan.closedDate !== null ? minDate(plan.closedDate, valuationDate) : valuationDate;
  const idBase = plan.idBase ?? defaultIdBase(plan.seed);
  const linkedAccount = plan.linkedAccountNumber ?? `${plan.accountNumber.slice(0, -1)}${(Number(plan.accountNumber.slice(-1)) + 1) % 10 || 1}`;

  let startIdx = market.dayIndexOn(plan.openedDate);
  if ((market.tradingDays[startIdx] ?? '') < plan.openedDate) startIdx++;
  const endIdx = market.dayIndexOn(endDate);

  // Target weights by fundId.
  const modelName = plan.modelPortfolioName?.toLowerCase() ?? '';
  const modelKey =
    Object.keys(MODEL_PORTFOLIOS).find((k) => modelName.includes(k)) ??
    (kind === 'drawdown' ? rng.pick(['income', 'cautious']) : rng.pick(Object.keys(MODEL_PORTFOLIOS)));
  const weights = new Map<number, number>();
  for (const [key, w] of Object.entries(MODEL_PORTFOLIOS[modelKey] ?? {})) {
    const profile = market.profiles.find((p) => p.key === key);
    if (profile) weights.set(profile.fundId, w);
  }
  const weightedFunds = [...weights.keys()];
  const riskyFunds = market.profiles.filter((p) => p.fundId !== cashId).map((p) => p.fundId);

  // State: cash in pence, units in millionths.
  let cash = 0;
  const units = new Map<number, number>();
  const events: TransactionEvent[] = [];
  let trevSeq = 0;
  let itrnSeq = 0;
  let refSeq = 0;
  let today = '';
  let todayIdx = -1;
  const isaUsed = new Map<number, number>();
  const reliefQueue: { due: string; pence: number }[] = [];

  const ref = (prefix: string): string => `${prefix}${String(plan.seed % 1000).padStart(3, '0')}${String(++refSeq).padStart(6, '0')}`;
  const priceOf = (fundId: number): number => (fundId === cashId ? 1 : market.priceAt(fundId, todayIdx));
  const heldFunds = (): number[] => [...units.entries()].filter(([, m]) => m > 0).map(([f]) => f).sort((a, b) => a - b);
  const fundValue = (fundId: number): number => holdingValuePence(units.get(fundId) ?? 0, priceOf(fundId));
  const investedValue = (): number => heldFunds().reduce((sum, f) => sum + fundValue(f), 0);
  const totalValue = (): number => investedValue() + cash;
  const cashDraft = (code: string, pence: number, extra: Partial<Draft> = {}): Draft => ({ code, fundId: cashId, micro: pence * 1e4, price: 1, pence, ...extra });

  const tradeStatus = (): { status: string; settlement: string | null } => {
    if (closed) return { status: 'Settled', settlement: null };
    const k = endIdx - todayIdx;
    if (k > 3) return { status: 'Settled', settlement: null };
    const status = k === 0 ? 'Awaiting order' : k === 1 ? 'Awaiting confirmation' : 'Placed';
    return { status, settlement: addTradingDays(today, 2) };
  };

  function emit(code: string, drafts: Draft[], o: EmitOptions = {}): TransactionEvent {
    const type = transactionType(code);
    const amount = drafts.reduce((s, d) => s + d.pence, 0);
    if (cash + amount < 0) throw new Error(`simulation bug: cash would go negative on ${today} (${code})`);
    cash += amount;
    const trade = tradeStatus();
    const itrns: InvestmentTransaction[] = drafts.map((d) => {
      if (d.fundId !== cashId && d.micro !== 0) {
        const next = (units.get(d.fundId) ?? 0) + d.micro;
        if (next < 0) throw new Error(`simulation bug: units of fund ${d.fundId} would go negative on ${today}`);
        units.set(d.fundId, next);
      }
      const it = itrnType(d.code);
      const isTrade = TRADE_CODES.has(d.code);
      const orderStatus = d.orderStatus ?? (isTrade ? trade.status : 'Not ordered');
      if (++itrnSeq >= MAX_IDS) throw new RangeError('more than 999,999 investment transactions in one account');
      return {
        itrnId: idBase + itrnSeq,
        itrnTtypCode: d.code,
        itrnTtypDescription: d.dishonour ? `${it.description} - dishonoured` : d.reversal ? `${it.description} - reversal` : it.description,
        itrnEffectiveDate: today,
        itrnEffectiveUnits: fromMicro(d.micro),
        itrnPriceApplied: d.price,
        itrnEffectiveAmount: fromPence(d.pence),
        itrnFees: 0,
        orderStatus,
        xordExpCashSettlementDate: isTrade && orderStatus !== 'Settled' && orderStatus !== 'Cancelled' ? trade.settlement : null,
        reversal: d.reversal ?? false,
        dishonour: d.dishonour ?? false,
        fundId: d.fundId,
        itrnMappings: d.hide ? { ...it.mappings, TRX_HISTORY: 'Hide' } : it.mappings,
      };
    });
    if (++trevSeq >= MAX_IDS) throw new RangeError('more than 999,999 events in one account');
    const next = nextTradingDay(today);
    const processed = !o.sameDay && rng.chance(0.3) && next <= endDate ? next : today;
    const event: TransactionEvent = {
      trevId: idBase + trevSeq,
      accountNumber: plan.accountNumber,
      trevTtypCode: code,
      trevTtypDescription: o.description ?? type.description,
      category: type.category,
      trevEffectiveDate: today,
      trevProcessedDate: processed,
      trevReportingDate: processed,
      trevAmount: fromPence(amount),
      trevReason: o.reason ?? null,
      trevReference: o.reference ?? null,
      trevTransferAccount: o.transferAccount ?? null,
      trevCommitmentPlanNumber: o.commitmentPlan ?? null,
      trevMappings: { EVENT_REASON_CODE: o.reason !== undefined, EVENT_REF: o.reference !== undefined, EVENT_TRANSFER_ACCOUNT: o.transferAccount !== undefined },
      trevFees: o.fees ?? [],
      eventStatus: o.eventStatus ?? (amount === 0 && drafts.every((d) => d.micro === 0) ? 'None' : 'Completed'),
      pending: o.pending ?? false,
      modelPortfolioName: o.withModel ? plan.modelPortfolioName : null,
      paymentDetails:
        o.payment !== undefined
          ? { type: o.payment, bankSortCode: plan.sortCode, bankAccountNumber: plan.bankAccountNumber, effectiveDate: today, amount: fromPence(-amount) }
          : null,
      cashBalance: fromPence(cash),
      investmentTransactions: itrns,
    };
    events.push(event);
    return event;
  }

  // --- trades -------------------------------------------------------------------------------
  function buyDraft(code: string, fundId: number, maxPence: number): Draft | null {
    const price = priceOf(fundId);
    let micro = Math.floor((maxPence * 1e4) / price);
    while (micro > 0 && holdingValuePence(micro, price) > maxPence) micro--;
    if (micro <= 0) return null;
    return { code, fundId, micro, price, pence: -holdingValuePence(micro, price) };
  }

  function sellDraft(code: string, fundId: number, micro: number): Draft {
    const price = priceOf(fundId);
    return { code, fundId, micro: -micro, price, pence: holdingValuePence(micro, price) };
  }

  function buyByWeights(pence: number, o: EmitOptions = {}): TransactionEvent | null {
    if (pence <= 0 || pence > cash) return null;
    const drafts: Draft[] = [];
    for (const [fundId, w] of weights) {
      const d = buyDraft('BUY', fundId, Math.floor(pence * w));
      if (d) drafts.push(d);
    }
    if (drafts.length === 0) return null;
    if (rng.chance(0.02)) drafts.push({ code: 'BUY', fundId: rng.pick(weightedFunds), micro: 0, price: 0, pence: 0, orderStatus: 'Cancelled' });
    return emit('BUY', drafts, { withModel: true, ...o });
  }

  function cashTarget(total: number): number {
    return Math.round(total * CASH_TARGET) + (kind === 'drawdown' ? Math.round(plan.monthlyWithdrawal * 100) : 0);
  }

  function investExcess(): void {
    if (cash < 2500) return;
    const total = totalValue();
    const excess = cash - cashTarget(total);
    if (excess >= Math.max(2500, total * 0.005)) buyByWeights(excess);
  }

  /** Sells units (one SELL event) until cash covers `needed` pence, or everything is sold. */
  function raiseCash(needed: number, reason?: string): void {
    for (let attempt = 0; attempt < 3 && cash < needed; attempt++) {
      const held = heldFunds();
      if (held.length === 0) return;
      const shortfall = needed - cash;
      const values = held.map((f) => fundValue(f));
      const invested = values.reduce((a, b) => a + b, 0);
      const drafts: Draft[] = [];
      if (invested <= shortfall + 100 || attempt === 2) {
        for (const f of held) drafts.push(sellDraft('SELL', f, units.get(f) ?? 0));
      } else {
        const target = Math.min(invested, Math.ceil(shortfall * 1.01) + 100);
        held.forEach((f, i) => {
          const share = (target * (values[i] ?? 0)) / invested;
          const micro = Math.min(units.get(f) ?? 0, Math.ceil((share * 1e4) / priceOf(f)));
          if (micro > 0) drafts.push(sellDraft('SELL', f, micro));
        });
      }
      if (drafts.length === 0) return;
      emit('SELL', drafts, reason === undefined ? {} : { reason });
    }
  }

  function rebalance(): void {
    const total = totalValue();
    const investable = total - cashTarget(total);
    if (investable <= 0) return;
    const tolerance = Math.max(1000, total * 0.01);
    const sells: Draft[] = [];
    const buyNeeds: [number, number][] = [];
    for (const f of new Set([...heldFunds(), ...weightedFunds])) {
      const diff = fundValue(f) - Math.round(investable * (weights.get(f) ?? 0));
      if (diff > tolerance || (diff > 0 && !weights.has(f))) {
        const held = units.get(f) ?? 0;
        const micro = weights.has(f) ? Math.min(held, Math.floor((diff * 1e4) / priceOf(f))) : held;
        if (micro > 0) sells.push(sellDraft('SWSL', f, micro));
      } else if (-diff > tolerance) buyNeeds.push([f, -diff]);
    }
    const available = cash + sells.reduce((s, d) => s + d.pence, 0) - cashTarget(total);
    const needed = buyNeeds.reduce((s, [, n]) => s + n, 0);
    const scale = needed > 0 ? Math.max(0, Math.min(1, available / needed)) : 0;
    const buys: Draft[] = [];
    for (const [f, n] of buyNeeds) {
      const d = buyDraft('SWBY', f, Math.floor(n * scale));
      if (d) buys.push(d);
    }
    if (sells.length + buys.length === 0) return;
    emit('SWCH', [...sells, ...buys], { withModel: true, reason: 'Portfolio rebalance' });
  }

  /** One switch between two funds (used to scale activity up); false when nothing to switch. */
  function switchOnce(): boolean {
    const candidates = heldFunds().filter((f) => fundValue(f) > 2000);
    if (candidates.length === 0) return false;
    const from = rng.pick(candidates);
    const targets = weightedFunds.filter((f) => f !== from);
    if (targets.length === 0) return false;
    const to = rng.pick(targets);
    const micro = Math.floor((units.get(from) ?? 0) * rng.uniform(0.02, 0.08));
    if (micro <= 0) return false;
    const sell = sellDraft('SWSL', from, micro);
    const buy = buyDraft('SWBY', to, sell.pence);
    emit('SWCH', buy ? [sell, buy] : [sell], { withModel: true });
    return true;
  }

  // --- cash movements -----------------------------------------------------------------------
  function isaRoom(): number {
    const year = taxYearOf(today).startYear;
    return isaAnnualLimit(year) * 100 - (isaUsed.get(year) ?? 0);
  }

  /** A payment in; ISA subscriptions are capped to the allowance left. Returns the pence paid. */
  function payIn(code: string, pence: number, o: EmitOptions & { relief?: boolean; dishonour?: boolean } = {}): number {
    const type = transactionType(code);
    let amount = Math.round(pence);
    const subscription = kind === 'isa' && (code === 'LSCN' || code === 'RPPM' || code === 'CHQP' || code === 'BISA');
    if (subscription) amount = Math.min(amount, isaRoom());
    if (amount <= 0) return 0;
    if (subscription) {
      const year = taxYearOf(today).startYear;
      isaUsed.set(year, (isaUsed.get(year) ?? 0) + amount);
    }
    emit(code, [cashDraft(type.itrnCode, amount)], o);
    if (o.dishonour) {
      emit(code, [cashDraft(type.itrnCode, -amount, { dishonour: true })], { reason: 'Payment dishonoured', ...(o.commitmentPlan ? { commitmentPlan: o.commitmentPlan } : {}) });
    } else if (o.relief && (kind === 'pension' || kind === 'drawdown')) {
      reliefQueue.push({ due: addDays(today, rng.int(28, 45)), pence: Math.round(amount * PENSION_TAX_RELIEF_RATE) });
    }
    return amount;
  }

  /** Money paid out to the client's bank account, selling units first when cash is short. */
  function payOut(code: string, pence: number, paymentType: string, reason?: string): void {
    raiseCash(pence, reason);
    const amount = Math.min(Math.round(pence), cash);
    if (amount <= 0) return;
    emit(code, [cashDraft(transactionType(code).itrnCode, -amount)], { payment: paymentType, reference: ref('PAY'), ...(reason === undefined ? {} : { reason }) });
  }

  function fee(code: string, pence: number, group: string): void {
    if (pence < 1) return;
    raiseCash(pence);
    const amount = Math.min(Math.round(pence), cash);
    if (amount <= 0) return;
    emit(code, [cashDraft(transactionType(code).itrnCode, -amount)], { fees: [{ xptpShortDescription: group, dtrnDeductionAmount: fromPence(amount) }] });
  }

  const round10 = (pence: number): number => Math.round(pence / 1000) * 1000;

  // --- schedules ----------------------------------------------------------------------------
  const sched = rng.fork('schedule');
  const span = endIdx - startIdx;
  const oneOffs = new Map<number, string[]>();
  const schedule = (what: string, lo = startIdx + 1, hi = endIdx - 5): void => {
    if (hi < lo) return;
    const day = sched.int(lo, hi);
    oneOffs.set(day, [...(oneOffs.get(day) ?? []), what]);
  };
  if (span >= 30) {
    for (const code of ['AEMA', 'BUCD', 'BUYD', 'EEYA', 'IEEA', 'WDCR', 'AEFA', 'PFCC']) schedule(code);
  }
  const general = kind === 'isa' || kind === 'gia';
  if (span >= 60) {
    if (general && sched.chance(0.5)) schedule('CHQP');
    if (sched.chance(0.5)) schedule('BUYREV');
    if (general && sched.chance(0.3)) schedule('RREG', startIdx + 1, startIdx + Math.floor(span / 2));
    if (kind !== 'gia' && sched.chance(0.3)) schedule('TFCP');
  }
  const bedAndIsa = kind === 'isa' && sched.chance(0.35);
  const naturalIncome = kind === 'gia' && sched.chance(0.3);
  const employerMonthly = kind === 'pension' && plan.monthlyContribution > 0 && sched.chance(0.5) ? Math.round(plan.monthlyContribution * sched.uniform(0.5, 1.5)) * 100 : 0;
  const platformRate = sched.pick([0.0025, 0.003, 0.0035]);
  const commitmentPlan = `${plan.accountNumber}/RP1`;

  const monthlyDom = Math.min(dayOfMonth(plan.openedDate), 25);
  const openingKey = yearOf(plan.openedDate) * 12 + monthOf(plan.openedDate);
  let lastMonthlyKey = openingKey;
  let lastMidKey = openingKey;
  let lastBisaYear = -1;
  let nameChangeDone = false;
  const dayCount = endIdx - startIdx + 1;
  // A scaled-up account pays income monthly (more frequent dividends).
  const monthlyDistributions = plan.targetEvents !== undefined && plan.targetEvents > 0;

  // --- the daily walk -----------------------------------------------------------------------
  for (todayIdx = startIdx; todayIdx <= endIdx; todayIdx++) {
    today = market.tradingDays[todayIdx] ?? '';
    const year = yearOf(today);
    const month = monthOf(today);
    const key = year * 12 + month;
    const fromEnd = endIdx - todayIdx;

    while (reliefQueue.length > 0 && (reliefQueue[0]?.due ?? '') <= today) {
      const item = reliefQueue.shift();
      if (item && item.pence > 0) emit('TXLS', [cashDraft('TAXL', item.pence)], { reference: ref('HMRC') });
    }

    if (todayIdx === startIdx) {
      const lump = Math.round(plan.initialLumpSum * 100);
      let funded = 0;
      if (lump > 0) {
        if (kind === 'drawdown' || (kind === 'pension' && rng.chance(0.4))) {
          funded = lump;
          emit('TFCP', [cashDraft('TFCP', lump)], { transferAccount: `EXT${String(plan.seed).slice(-6).padStart(6, '0')}`, reference: ref('TRF') });
        } else {
          funded = payIn('LSCN', lump, { relief: true, reference: ref('LS') });
          if (kind === 'isa' && funded < lump) {
            // An ISA transfer from another manager carries the rest (it does not use the allowance).
            emit('TFCP', [cashDraft('TFCP', lump - funded)], { transferAccount: `ISA${String(plan.seed).slice(-6).padStart(6, '0')}`, reference: ref('TRF') });
            funded = lump;
          }
        }
      }
      if (plan.annualAdviserFeePercentage > 0 && funded > 0) fee('ADVI', Math.round(funded * rng.pick([0.01, 0.015, 0.02, 0.03])), FEE_GROUP_INITIAL_ADVICE);
    }

    // Mid-month: distributions, rebates, investment management fee.
    if (key !== lastMidKey && dayOfMonth(today) >= 15) {
      lastMidKey = key;
      for (const f of heldFunds()) {
        const profile = market.profile(f);
        if (profile.shareClass !== 'Inc' || (!monthlyDistributions && !profile.distributionMonths.includes(month))) continue;
        const amount = Math.round((fundValue(f) * profile.distributionYield) / (monthlyDistributions ? 12 : 4));
        if (amount < 1) continue;
        emit('DIST', [{ code: 'DIST', fundId: f, micro: 0, price: priceOf(f), pence: amount }]);
        if (naturalIncome) payOut('NINC', amount, 'Natural income');
      }
      if (month % 3 === 0 && today < '2016-04-06' && rng.chance(0.8)) {
        const amount = Math.round((investedValue() * rng.uniform(0.0003, 0.0008)) / 4);
        if (amount >= 1) emit('REBT', [cashDraft('REBT', amount)]);
      }
      if (month % 3 === 1 && plan.modelPortfolioName) fee('IMFE', Math.round((totalValue() * 0.0015) / 4), FEE_GROUP_PRODUCT);
    }

    // Monthly: regular payments, withdrawals, charges, interest, half-yearly rebalance.
    if (key !== lastMonthlyKey && dayOfMonth(today) >= monthlyDom) {
      lastMonthlyKey = key;
      if (plan.monthlyContribution > 0) {
        payIn('RPPM', Math.round(plan.monthlyContribution * 100), { relief: true, commitmentPlan, reference: ref('DD'), dishonour: rng.chance(0.01) });
      }
      if (employerMonthly > 0) payIn('EMPC', employerMonthly, { reference: ref('EMP') });
      if (plan.monthlyWithdrawal > 0) {
        payOut(kind === 'drawdown' ? 'DDIP' : 'RWDR', Math.round(plan.monthlyWithdrawal * 100), kind === 'drawdown' ? 'Drawdown income' : 'Regular withdrawal');
      }
      const value = totalValue();
      fee('PLAT', Math.round((value * (value > 25_000_000 ? platformRate * 0.6 : platformRate)) / 12), FEE_GROUP_PRODUCT);
      if (plan.annualAdviserFeePercentage > 0) fee('ADVO', Math.round((value * plan.annualAdviserFeePercentage) / 100 / 12), FEE_GROUP_PRODUCT);
      const interest = Math.floor((cash * cashInterestRate(year)) / 12);
      if (interest >= 1) emit('INTR', [cashDraft('INTR', interest, { hide: interest < 10 })]);

      const adHocChance = kind === 'drawdown' ? 0.02 : general ? 0.012 : 0;
      if (fromEnd > 5 && rng.chance(adHocChance)) {
        const amount = round10(totalValue() * rng.uniform(0.03, 0.12));
        if (amount >= 10_000) payOut('WDAH', amount, 'Ad-hoc withdrawal', 'Client request');
      }
      if (fromEnd > 5 && rng.chance(0.004)) {
        const amount = rng.int(1, 2500);
        if (rng.chance(0.5)) emit('ADJC', [cashDraft('ADJC', amount)], { reason: 'Goodwill payment' });
        else if (cash >= amount) emit('ADJC', [cashDraft('ADJC', -amount)], { reason: 'Pricing correction' });
      }
      if (fromEnd > 5 && rng.chance(0.004)) {
        if (rng.chance(0.5)) emit('IATR', [cashDraft('IATR', round10(rng.uniform(50_000, 500_000)))], { transferAccount: linkedAccount, reference: ref('IAT') });
        else {
          const amount = round10(totalValue() * rng.uniform(0.02, 0.1));
          raiseCash(amount);
          const paid = Math.min(amount, cash);
          if (paid > 0) emit('IATR', [cashDraft('IATR', -paid)], { transferAccount: linkedAccount, reference: ref('IAT') });
        }
      }
      if ((month === 1 || month === 7) && todayIdx - startIdx > 60) rebalance();
    }

    if (bedAndIsa && month === 4 && dayOfMonth(today) >= 10 && lastBisaYear !== year && fromEnd > 5) {
      lastBisaYear = year;
      const amount = Math.min(isaRoom(), round10(rng.uniform(200_000, 1_500_000)));
      if (amount >= 10_000) payIn('BISA', amount, { transferAccount: linkedAccount, reference: ref('BISA') });
    }

    if (!nameChangeDone && today >= '2015-06-01' && today <= '2015-06-30' && todayIdx > startIdx) {
      nameChangeDone = true;
      const held = heldFunds();
      const f = held.length > 0 ? rng.pick(held) : null;
      if (f !== null) emit('FNCH', [{ code: 'FNCH', fundId: f, micro: 0, price: priceOf(f), pence: 0 }], { reason: 'Fund renamed by the manager' });
    }

    let reverseNextBuy = false;
    for (const what of oneOffs.get(todayIdx) ?? []) {
      switch (what) {
        case 'PFCC': {
          const amount = rng.int(100, 2000);
          emit('PFCC', [cashDraft('PFCC', amount)]);
          emit('PFDC', [cashDraft('PFDC', -amount)]);
          break;
        }
        case 'CHQP': {
          const amount = Math.min(isaRoom(), round10(rng.uniform(50_000, 300_000)));
          const paid = payIn('CHQP', amount, { reference: ref('CHQ') });
          if (paid > 0) emit('CHQP', [cashDraft('CHQP', -paid, { reversal: true })], { reason: 'Cheque returned unpaid', reference: ref('CHQ') });
          break;
        }
        case 'BUYREV':
          reverseNextBuy = true;
          break;
        case 'RREG': {
          const f = rng.pick(riskyFunds);
          const price = priceOf(f);
          const micro = Math.floor((round10(rng.uniform(300_000, 2_500_000)) * 1e4) / price);
          emit('RREG', [{ code: 'RREG', fundId: f, micro, price, pence: 0, orderStatus: 'Settled' }], { transferAccount: `EXT${String(plan.seed).slice(-5).padStart(5, '0')}R`, reference: ref('RREG') });
          break;
        }
        case 'TFCP':
          emit('TFCP', [cashDraft('TFCP', round10(rng.uniform(500_000, 5_000_000)))], { transferAccount: `EXT${String(plan.seed).slice(-6).padStart(6, '0')}`, reference: ref('TRF') });
          break;
        default:
          emit(what, [cashDraft(what, 0)]);
      }
    }

    // The last few trading days: an unsettled transfer, a pending payment and unsettled orders.
    if (!closed && fromEnd <= 2 && todayIdx > startIdx) {
      const amount = Math.max(50_000, round10(totalValue() * 0.02));
      if (fromEnd === 2) {
        emit('TFCP', [cashDraft('TFCP', amount)], { eventStatus: 'Awaiting settlement', transferAccount: `EXT${String(plan.seed).slice(-6).padStart(6, '0')}`, reference: ref('TRF') });
        buyByWeights(amount);
      } else if (fromEnd === 1) {
        switchOnce();
      } else {
        const code = kind === 'drawdown' || (kind === 'isa' && isaRoom() < amount) ? 'TFCP' : 'LSCN';
        if (code === 'LSCN') payIn('LSCN', amount, { pending: true, reference: ref('LS') });
        else emit('TFCP', [cashDraft('TFCP', amount)], { pending: true, transferAccount: `EXT${String(plan.seed).slice(-6).padStart(6, '0')}`, reference: ref('TRF') });
        buyByWeights(amount);
      }
    }

    const before = events.length;
    investExcess();
    if (reverseNextBuy) {
      let buy = events.length > before ? events[events.length - 1] : undefined;
      if (!buy || buy.trevTtypCode !== 'BUY') buy = buyByWeights(Math.min(cash, 100_000)) ?? undefined;
      if (buy) {
        const drafts: Draft[] = buy.investmentTransactions
          .filter((t) => t.orderStatus !== 'Cancelled')
          .map((t) => ({ code: 'BUY', fundId: t.fundId, micro: -Math.round(t.itrnEffectiveUnits * 1e6), price: t.itrnPriceApplied, pence: -Math.round(t.itrnEffectiveAmount * 100), reversal: true }));
        emit('BUY', drafts, { reason: 'Order placed in error', withModel: true });
      }
    }

    // Scale knob: keep the event count on course for targetEvents.
    if (plan.targetEvents !== undefined && plan.targetEvents > 0) {
      const wanted = Math.ceil((plan.targetEvents * 1.01 * (todayIdx - startIdx + 1)) / dayCount);
      for (let guard = 0; events.length < wanted && guard < 100; guard++) {
        const topUp = rng.chance(0.3) && payIn('RPPM', rng.int(25, 250) * 100, { commitmentPlan, reference: ref('DD') }) > 0;
        if (!topUp && !switchOnce()) {
          if (kind === 'isa' && isaRoom() >= 10_000) payIn('LSCN', 10_000, { reference: ref('LS') });
          else emit('TFCP', [cashDraft('TFCP', 10_000)], { transferAccount: linkedAccount, reference: ref('TRF') });
        }
      }
    }

    if (closed && todayIdx === endIdx) {
      const held = heldFunds();
      if (held.length > 0) emit('SELL', held.map((f) => sellDraft('SELL', f, units.get(f) ?? 0)), { reason: 'Account closure', sameDay: true });
      if (cash > 0) emit('WDAH', [cashDraft('WDAH', -cash)], { payment: 'Closure payment', reason: 'Account closure', reference: ref('PAY'), sameDay: true });
    }
  }

  // Holdings at the valuation date (end of the previous trading day's prices), cash first.
  const valuationIdx = market.dayIndexOn(valuationDate);
  const holdings: Holding[] = [{ fundId: cashId, units: fromPence(cash), price: 1, value: fromPence(cash) }];
  let totalPence = cash;
  for (const f of heldFunds()) {
    const micro = units.get(f) ?? 0;
    const price = market.priceAt(f, valuationIdx);
    const value = holdingValuePence(micro, price);
    totalPence += value;
    holdings.push({ fundId: f, units: fromMicro(micro), price, value: fromPence(value) });
  }
  return { accountNumber: plan.accountNumber, events, holdings, cashBalance: fromPence(cash), valuationDate, totalValue: fromPence(totalPence) };
}
