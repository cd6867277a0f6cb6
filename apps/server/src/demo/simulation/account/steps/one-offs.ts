// The account's one-off and yearly choices, drawn up front from their own random sub-stream: rare
// event types on random days, and whether it does Bed and ISA, natural income, employer payments.
import { round10, type Ledger } from '../ledger.ts';
import { returnedCheque, transferIn } from './payments.ts';
import { reRegistration } from './trades.ts';

export interface AccountSchedule {
  /** One-off events by trading-day index. */
  oneOffs: Map<number, string[]>;
  bedAndIsa: boolean;
  naturalIncome: boolean;
  /** Employer contribution in pence each month (0: none). */
  employerMonthly: number;
  /** Annual platform charge rate. */
  platformRate: number;
}

export function planSchedule(l: Ledger): AccountSchedule {
  const { kind, plan, startIdx, endIdx } = l;
  const sched = l.rng.fork('schedule');
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
  const employerMonthly =
    kind === 'pension' && plan.monthlyContribution > 0 && sched.chance(0.5)
      ? Math.round(plan.monthlyContribution * sched.uniform(0.5, 1.5)) * 100
      : 0;
  const platformRate = sched.pick([0.0025, 0.003, 0.0035]);
  return { oneOffs, bedAndIsa, naturalIncome, employerMonthly, platformRate };
}

/** Today's scheduled one-offs; returns true when today's buy is to be reversed (BUYREV). */
export function oneOffEvents(l: Ledger, schedule: AccountSchedule): boolean {
  let reverseNextBuy = false;
  for (const what of schedule.oneOffs.get(l.todayIdx) ?? []) {
    switch (what) {
      case 'PFCC': {
        // A platform-fee calculation credit and its matching debit on the same day.
        const amount = l.rng.int(100, 2000);
        l.emit('PFCC', [l.cashDraft('PFCC', amount)]);
        l.emit('PFDC', [l.cashDraft('PFDC', -amount)]);
        break;
      }
      case 'CHQP':
        returnedCheque(l);
        break;
      case 'BUYREV':
        reverseNextBuy = true;
        break;
      case 'RREG':
        reRegistration(l);
        break;
      case 'TFCP':
        transferIn(l, round10(l.rng.uniform(500_000, 5_000_000)));
        break;
      default:
        // Rare zero-amount event types, so every type of the catalogue appears somewhere.
        l.emit(what, [l.cashDraft(what, 0)]);
    }
  }
  return reverseNextBuy;
}
