// The last few trading days of an open account: an unsettled transfer in, a pending payment and
// orders not yet settled, so the history shows work in progress (spec: pending, unsettled).
import { round10, type Ledger } from '../ledger.ts';
import { isaRoom, payIn, transferIn } from './payments.ts';
import { buyByWeights, switchOnce } from './trades.ts';

export function inFlight(l: Ledger): void {
  if (l.closed || l.fromEnd > 2 || l.todayIdx <= l.startIdx) return;
  const amount = Math.max(50_000, round10(l.totalValue() * 0.02));
  if (l.fromEnd === 2) {
    transferIn(l, amount, { eventStatus: 'Awaiting settlement' });
    buyByWeights(l, amount);
  } else if (l.fromEnd === 1) {
    switchOnce(l);
  } else {
    const code = l.kind === 'drawdown' || (l.kind === 'isa' && isaRoom(l) < amount) ? 'TFCP' : 'LSCN';
    if (code === 'LSCN') payIn(l, 'LSCN', amount, { pending: true, reference: l.ref('LS') });
    else transferIn(l, amount, { pending: true });
    buyByWeights(l, amount);
  }
}
