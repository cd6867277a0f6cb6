// The scale knob: an account that asks for `targetEvents` (big.client) gets extra top-ups,
// switches and transfers each day to stay on course for that many events.
import type { Ledger } from '../ledger.ts';
import { isaRoom, payIn } from './payments.ts';
import { switchOnce } from './trades.ts';

export function keepOnCourse(l: Ledger): void {
  const { plan } = l;
  if (plan.targetEvents === undefined || plan.targetEvents <= 0) return;
  const dayCount = l.endIdx - l.startIdx + 1;
  const wanted = Math.ceil((plan.targetEvents * 1.01 * (l.todayIdx - l.startIdx + 1)) / dayCount);
  for (let guard = 0; l.events.length < wanted && guard < 100; guard++) {
    const topUp =
      l.rng.chance(0.3) && payIn(l, 'RPPM', l.rng.int(25, 250) * 100, { commitmentPlan: l.commitmentPlan, reference: l.ref('DD') }) > 0;
    if (!topUp && !switchOnce(l)) {
      if (l.kind === 'isa' && isaRoom(l) >= 10_000) payIn(l, 'LSCN', 10_000, { reference: l.ref('LS') });
      else l.emit('TFCP', [l.cashDraft('TFCP', 10_000)], { transferAccount: l.linkedAccount, reference: l.ref('TRF') });
    }
  }
}
