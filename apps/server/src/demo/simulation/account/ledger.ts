// One account's running state while it is simulated — exact cash (pence), units (millionths), the
// events so far and today's date — and `emit`, the one way an event enters the history.
import { addDays, addTradingDays, minDate, nextTradingDay } from '@portal/domain';
import type { AccountPlan, InvestmentTransaction, TransactionEvent, TrevFee } from '../../model.ts';
import type { Market } from '../market.ts';
import { fromMicro, fromPence, holdingValuePence } from '../money.ts';
import { createRng, type Rng } from '../random.ts';
import { itrnType, transactionType } from '../transaction-types.ts';
import { defaultIdBase, MAX_IDS, MODEL_PORTFOLIOS, wrapperKind, type WrapperKind } from './rules.ts';

/** One leg of an event before it is numbered: a cash movement or a fund's units. */
export interface Draft {
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

export interface EmitOptions {
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

const TRADE_CODES = new Set(['BUY', 'SELL', 'SWBY', 'SWSL']);

export class Ledger {
  readonly rng: Rng;
  readonly kind: WrapperKind;
  readonly cashId: number;
  readonly valuationDate: string;
  /** Closed before the as-of date: sold out and paid away on its last day. */
  readonly closed: boolean;
  readonly endDate: string;
  readonly idBase: number;
  /** The client's other account, for inter-account transfers and Bed and ISA. */
  readonly linkedAccount: string;
  /** Index into market.tradingDays of the first and last simulated days. */
  readonly startIdx: number;
  readonly endIdx: number;
  /** Target weights of the model portfolio, by fundId. */
  readonly weights = new Map<number, number>();
  readonly weightedFunds: number[];
  readonly riskyFunds: number[];
  readonly commitmentPlan: string;

  cash = 0;
  readonly units = new Map<number, number>();
  readonly events: TransactionEvent[] = [];
  today = '';
  todayIdx = -1;
  /** ISA subscriptions in pence by tax-year start year. */
  readonly isaUsed = new Map<number, number>();
  /** Pension tax relief claimed, paid in when due. */
  readonly reliefQueue: { due: string; pence: number }[] = [];
  private trevSeq = 0;
  private itrnSeq = 0;
  private refSeq = 0;

  constructor(
    readonly plan: AccountPlan,
    readonly market: Market,
  ) {
    this.rng = createRng(plan.seed);
    this.kind = wrapperKind(plan.wrapperType);
    this.cashId = market.cashFundId;
    this.valuationDate = addDays(plan.asOf, -1);
    if (this.valuationDate > market.to) throw new RangeError(`market ends ${market.to}, before the valuation date ${this.valuationDate}`);
    if (plan.openedDate < market.from) throw new RangeError(`account opened ${plan.openedDate}, before the market starts ${market.from}`);
    this.closed = plan.closedDate !== null && plan.closedDate < plan.asOf;
    if (this.closed && plan.closedDate !== null && plan.closedDate < plan.openedDate)
      throw new RangeError('closedDate is before openedDate');
    this.endDate = this.closed && plan.closedDate !== null ? minDate(plan.closedDate, this.valuationDate) : this.valuationDate;
    this.idBase = plan.idBase ?? defaultIdBase(plan.seed);
    this.linkedAccount =
      plan.linkedAccountNumber ?? `${plan.accountNumber.slice(0, -1)}${(Number(plan.accountNumber.slice(-1)) + 1) % 10 || 1}`;

    let startIdx = market.dayIndexOn(plan.openedDate);
    if ((market.tradingDays[startIdx] ?? '') < plan.openedDate) startIdx++;
    this.startIdx = startIdx;
    this.endIdx = market.dayIndexOn(this.endDate);

    const modelName = plan.modelPortfolioName?.toLowerCase() ?? '';
    const modelKey =
      Object.keys(MODEL_PORTFOLIOS).find((k) => modelName.includes(k)) ??
      (this.kind === 'drawdown' ? this.rng.pick(['income', 'cautious']) : this.rng.pick(Object.keys(MODEL_PORTFOLIOS)));
    for (const [key, w] of Object.entries(MODEL_PORTFOLIOS[modelKey] ?? {})) {
      const profile = market.profiles.find((p) => p.key === key);
      if (profile) this.weights.set(profile.fundId, w);
    }
    this.weightedFunds = [...this.weights.keys()];
    this.riskyFunds = market.profiles.filter((p) => p.fundId !== this.cashId).map((p) => p.fundId);
    this.commitmentPlan = `${plan.accountNumber}/RP1`;
  }

  /** Moves to the trading day at `dayIdx`. */
  startDay(dayIdx: number): void {
    this.todayIdx = dayIdx;
    this.today = this.market.tradingDays[dayIdx] ?? '';
  }

  /** Trading days left until the last simulated day (0 on it). */
  get fromEnd(): number {
    return this.endIdx - this.todayIdx;
  }

  /** A fresh payment or transfer reference, e.g. 'DD042000017'. */
  ref(prefix: string): string {
    return `${prefix}${String(this.plan.seed % 1000).padStart(3, '0')}${String(++this.refSeq).padStart(6, '0')}`;
  }

  /** The other provider's account number on a transfer in: a prefix and the seed's last `digits` digits. */
  externalAccount(prefix: 'EXT' | 'ISA', digits = 6): string {
    return `${prefix}${String(this.plan.seed).slice(-digits).padStart(digits, '0')}`;
  }

  priceOf(fundId: number): number {
    return fundId === this.cashId ? 1 : this.market.priceAt(fundId, this.todayIdx);
  }

  heldFunds(): number[] {
    return [...this.units.entries()]
      .filter(([, m]) => m > 0)
      .map(([f]) => f)
      .sort((a, b) => a - b);
  }

  fundValue(fundId: number): number {
    return holdingValuePence(this.units.get(fundId) ?? 0, this.priceOf(fundId));
  }

  investedValue(): number {
    return this.heldFunds().reduce((sum, f) => sum + this.fundValue(f), 0);
  }

  totalValue(): number {
    return this.investedValue() + this.cash;
  }

  cashDraft(code: string, pence: number, extra: Partial<Draft> = {}): Draft {
    return { code, fundId: this.cashId, micro: pence * 1e4, price: 1, pence, ...extra };
  }

  /** Orders on the last few trading days are still in flight (spec: unsettled trades). */
  private tradeStatus(): { status: string; settlement: string | null } {
    if (this.closed) return { status: 'Settled', settlement: null };
    const k = this.endIdx - this.todayIdx;
    if (k > 3) return { status: 'Settled', settlement: null };
    const status = k === 0 ? 'Awaiting order' : k === 1 ? 'Awaiting confirmation' : 'Placed';
    return { status, settlement: addTradingDays(this.today, 2) };
  }

  /** Records an event made of `drafts` today, applying its cash and units; never lets either go negative. */
  emit(code: string, drafts: Draft[], o: EmitOptions = {}): TransactionEvent {
    const { plan, today } = this;
    const type = transactionType(code);
    const amount = drafts.reduce((s, d) => s + d.pence, 0);
    if (this.cash + amount < 0) throw new Error(`simulation bug: cash would go negative on ${today} (${code})`);
    this.cash += amount;
    const trade = this.tradeStatus();
    const itrns: InvestmentTransaction[] = drafts.map((d) => {
      if (d.fundId !== this.cashId && d.micro !== 0) {
        const next = (this.units.get(d.fundId) ?? 0) + d.micro;
        if (next < 0) throw new Error(`simulation bug: units of fund ${d.fundId} would go negative on ${today}`);
        this.units.set(d.fundId, next);
      }
      const it = itrnType(d.code);
      const isTrade = TRADE_CODES.has(d.code);
      const orderStatus = d.orderStatus ?? (isTrade ? trade.status : 'Not ordered');
      if (++this.itrnSeq >= MAX_IDS) throw new RangeError('more than 999,999 investment transactions in one account');
      return {
        itrnId: this.idBase + this.itrnSeq,
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
    if (++this.trevSeq >= MAX_IDS) throw new RangeError('more than 999,999 events in one account');
    const next = nextTradingDay(today);
    const processed = !o.sameDay && this.rng.chance(0.3) && next <= this.endDate ? next : today;
    const event: TransactionEvent = {
      trevId: this.idBase + this.trevSeq,
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
      trevMappings: {
        EVENT_REASON_CODE: o.reason !== undefined,
        EVENT_REF: o.reference !== undefined,
        EVENT_TRANSFER_ACCOUNT: o.transferAccount !== undefined,
      },
      trevFees: o.fees ?? [],
      eventStatus: o.eventStatus ?? (amount === 0 && drafts.every((d) => d.micro === 0) ? 'None' : 'Completed'),
      pending: o.pending ?? false,
      modelPortfolioName: o.withModel ? plan.modelPortfolioName : null,
      paymentDetails:
        o.payment !== undefined
          ? {
              type: o.payment,
              bankSortCode: plan.sortCode,
              bankAccountNumber: plan.bankAccountNumber,
              effectiveDate: today,
              amount: fromPence(-amount),
            }
          : null,
      cashBalance: fromPence(this.cash),
      investmentTransactions: itrns,
    };
    this.events.push(event);
    return event;
  }
}

/** Rounds pence to the nearest £10 (transfers and ad-hoc amounts look hand-picked). */
export const round10 = (pence: number): number => Math.round(pence / 1000) * 1000;
