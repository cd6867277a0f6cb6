// Trades: buying cash into the model portfolio, selling to raise cash, the half-yearly rebalance,
// occasional switches, a reversed order, and selling out when the account closes.
import type { TransactionEvent } from '../../../model.ts';
import { holdingValuePence } from '../../money.ts';
import { round10, type Draft, type EmitOptions, type Ledger } from '../ledger.ts';

const CASH_TARGET = 0.02;

function buyDraft(l: Ledger, code: string, fundId: number, maxPence: number): Draft | null {
  const price = l.priceOf(fundId);
  let micro = Math.floor((maxPence * 1e4) / price);
  while (micro > 0 && holdingValuePence(micro, price) > maxPence) micro--;
  if (micro <= 0) return null;
  return { code, fundId, micro, price, pence: -holdingValuePence(micro, price) };
}

function sellDraft(l: Ledger, code: string, fundId: number, micro: number): Draft {
  const price = l.priceOf(fundId);
  return { code, fundId, micro: -micro, price, pence: holdingValuePence(micro, price) };
}

/** Buys `pence` worth of the model portfolio (one BUY event); null when nothing could be bought. */
export function buyByWeights(l: Ledger, pence: number, o: EmitOptions = {}): TransactionEvent | null {
  if (pence <= 0 || pence > l.cash) return null;
  const drafts: Draft[] = [];
  for (const [fundId, w] of l.weights) {
    const d = buyDraft(l, 'BUY', fundId, Math.floor(pence * w));
    if (d) drafts.push(d);
  }
  if (drafts.length === 0) return null;
  if (l.rng.chance(0.02))
    drafts.push({ code: 'BUY', fundId: l.rng.pick(l.weightedFunds), micro: 0, price: 0, pence: 0, orderStatus: 'Cancelled' });
  return l.emit('BUY', drafts, { withModel: true, ...o });
}

/** Cash kept uninvested: 2% of the value, plus a month's income for a drawdown account. */
function cashTarget(l: Ledger, total: number): number {
  return Math.round(total * CASH_TARGET) + (l.kind === 'drawdown' ? Math.round(l.plan.monthlyWithdrawal * 100) : 0);
}

/** Invests cash above the target once it is worth a trade. */
export function investExcess(l: Ledger): void {
  if (l.cash < 2500) return;
  const total = l.totalValue();
  const excess = l.cash - cashTarget(l, total);
  if (excess >= Math.max(2500, total * 0.005)) buyByWeights(l, excess);
}

/** Sells units (one SELL event) until cash covers `needed` pence, or everything is sold. */
export function raiseCash(l: Ledger, needed: number, reason?: string): void {
  for (let attempt = 0; attempt < 3 && l.cash < needed; attempt++) {
    const held = l.heldFunds();
    if (held.length === 0) return;
    const shortfall = needed - l.cash;
    const values = held.map((f) => l.fundValue(f));
    const invested = values.reduce((a, b) => a + b, 0);
    const drafts: Draft[] = [];
    if (invested <= shortfall + 100 || attempt === 2) {
      for (const f of held) drafts.push(sellDraft(l, 'SELL', f, l.units.get(f) ?? 0));
    } else {
      const target = Math.min(invested, Math.ceil(shortfall * 1.01) + 100);
      held.forEach((f, i) => {
        const share = (target * (values[i] ?? 0)) / invested;
        const micro = Math.min(l.units.get(f) ?? 0, Math.ceil((share * 1e4) / l.priceOf(f)));
        if (micro > 0) drafts.push(sellDraft(l, 'SELL', f, micro));
      });
    }
    if (drafts.length === 0) return;
    l.emit('SELL', drafts, reason === undefined ? {} : { reason });
  }
}

/** Brings every fund back to its model weight (one SWCH event), beyond a tolerance. */
export function rebalance(l: Ledger): void {
  const total = l.totalValue();
  const investable = total - cashTarget(l, total);
  if (investable <= 0) return;
  const tolerance = Math.max(1000, total * 0.01);
  const sells: Draft[] = [];
  const buyNeeds: [number, number][] = [];
  for (const f of new Set([...l.heldFunds(), ...l.weightedFunds])) {
    const diff = l.fundValue(f) - Math.round(investable * (l.weights.get(f) ?? 0));
    if (diff > tolerance || (diff > 0 && !l.weights.has(f))) {
      const held = l.units.get(f) ?? 0;
      const micro = l.weights.has(f) ? Math.min(held, Math.floor((diff * 1e4) / l.priceOf(f))) : held;
      if (micro > 0) sells.push(sellDraft(l, 'SWSL', f, micro));
    } else if (-diff > tolerance) buyNeeds.push([f, -diff]);
  }
  const available = l.cash + sells.reduce((s, d) => s + d.pence, 0) - cashTarget(l, total);
  const needed = buyNeeds.reduce((s, [, n]) => s + n, 0);
  const scale = needed > 0 ? Math.max(0, Math.min(1, available / needed)) : 0;
  const buys: Draft[] = [];
  for (const [f, n] of buyNeeds) {
    const d = buyDraft(l, 'SWBY', f, Math.floor(n * scale));
    if (d) buys.push(d);
  }
  if (sells.length + buys.length === 0) return;
  l.emit('SWCH', [...sells, ...buys], { withModel: true, reason: 'Portfolio rebalance' });
}

/** One switch between two funds (used to scale activity up); false when nothing to switch. */
export function switchOnce(l: Ledger): boolean {
  const candidates = l.heldFunds().filter((f) => l.fundValue(f) > 2000);
  if (candidates.length === 0) return false;
  const from = l.rng.pick(candidates);
  const targets = l.weightedFunds.filter((f) => f !== from);
  if (targets.length === 0) return false;
  const to = l.rng.pick(targets);
  const micro = Math.floor((l.units.get(from) ?? 0) * l.rng.uniform(0.02, 0.08));
  if (micro <= 0) return false;
  const sell = sellDraft(l, 'SWSL', from, micro);
  const buy = buyDraft(l, 'SWBY', to, sell.pence);
  l.emit('SWCH', buy ? [sell, buy] : [sell], { withModel: true });
  return true;
}

/**
 * Today's investing of spare cash; with `reverseNextBuy`, the day's buy (or a small one made for
 * the purpose) is then reversed as placed in error.
 */
export function investCash(l: Ledger, reverseNextBuy: boolean): void {
  const before = l.events.length;
  investExcess(l);
  if (!reverseNextBuy) return;
  let buy = l.events.length > before ? l.events[l.events.length - 1] : undefined;
  if (!buy || buy.trevTtypCode !== 'BUY') buy = buyByWeights(l, Math.min(l.cash, 100_000)) ?? undefined;
  if (buy) {
    const drafts: Draft[] = buy.investmentTransactions
      .filter((t) => t.orderStatus !== 'Cancelled')
      .map((t) => ({
        code: 'BUY',
        fundId: t.fundId,
        micro: -Math.round(t.itrnEffectiveUnits * 1e6),
        price: t.itrnPriceApplied,
        pence: -Math.round(t.itrnEffectiveAmount * 100),
        reversal: true,
      }));
    l.emit('BUY', drafts, { reason: 'Order placed in error', withModel: true });
  }
}

/** A fund renamed by its manager (once, in June 2015): a zero-amount event on one held fund. */
export function fundNameChange(l: Ledger): void {
  const held = l.heldFunds();
  const f = held.length > 0 ? l.rng.pick(held) : null;
  if (f !== null)
    l.emit('FNCH', [{ code: 'FNCH', fundId: f, micro: 0, price: l.priceOf(f), pence: 0 }], { reason: 'Fund renamed by the manager' });
}

/** A re-registration: £3,000–£25,000 of one fund's units moved in from another platform, no cash. */
export function reRegistration(l: Ledger): void {
  const f = l.rng.pick(l.riskyFunds);
  const price = l.priceOf(f);
  const micro = Math.floor((round10(l.rng.uniform(300_000, 2_500_000)) * 1e4) / price);
  l.emit('RREG', [{ code: 'RREG', fundId: f, micro, price, pence: 0, orderStatus: 'Settled' }], {
    transferAccount: `${l.externalAccount('EXT', 5)}R`,
    reference: l.ref('RREG'),
  });
}

/** On the closing day: sells everything (the cash is then paid away by the payments step). */
export function sellOut(l: Ledger): void {
  const held = l.heldFunds();
  if (held.length > 0)
    l.emit(
      'SELL',
      held.map((f) => sellDraft(l, 'SELL', f, l.units.get(f) ?? 0)),
      { reason: 'Account closure', sameDay: true },
    );
}
