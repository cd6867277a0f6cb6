/**
 * How many requests an instance works on at once, and how long one may wait for its turn.
 *
 * A request beyond `limit` in progress waits, first come first served, at most `maxWaitMs` for one
 * to finish; if none does in time it is refused. A burst of a normal day is absorbed by the short
 * wait, and past capacity every refusal comes within `maxWaitMs` of arrival: a queue, but one that
 * can never stand for longer than that. A limit alone cannot do both. Set high, the admitted work
 * crowds the event loop, so even a refusal waits behind it (on two cores, 256 in progress: refusals
 * at p99 653 ms); set low with no wait, it refuses the bursts of an ordinary mix.
 *
 * Once a wait has run out, the instance is past capacity, not in a burst: for `coolDownMs` after
 * that, a request past the limit is refused at once instead of waiting (the idea of CoDel: a queue
 * that stands is not absorbing a burst). Without it, at five times capacity nearly every refusal
 * waited its full `maxWaitMs` first, holding its connection meanwhile, and the callers' connections
 * ran out before the server did (overload bench: 77 % of refusals took 50–100 ms by the server's clock,
 * and the callers queued another 150 ms for a connection).
 */
export interface AdmissionOptions {
  limit: number;
  maxWaitMs: number;
  /** Waiting requests beyond this are refused at once. */
  maxQueue: number;
  /** After a wait ran out, how long requests past the limit are refused without waiting, ms. */
  coolDownMs: number;
}

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout;
}

export class Admission {
  private active = 0;
  private readonly queue: Waiter[] = [];
  /** Until when (Date.now()) a request past the limit is refused without waiting. */
  private refuseWithoutWaitUntil = -Infinity;

  constructor(private readonly options: AdmissionOptions) {}

  /** True while requests past the limit are refused without waiting (a wait ran out lately). */
  get coolingDown(): boolean {
    return Date.now() < this.refuseWithoutWaitUntil;
  }

  /** Requests in progress now. */
  get inProgress(): number {
    return this.active;
  }

  /** Requests waiting for a turn now. */
  get waiting(): number {
    return this.queue.length;
  }

  /**
   * Resolves true when the request may start (call `release` when it ends), false when it is refused:
   * at once if the queue is full, or after `maxWaitMs` without a turn.
   */
  enter(): boolean | Promise<boolean> {
    if (this.active < this.options.limit) {
      this.active += 1;
      return true;
    }
    if (this.queue.length >= this.options.maxQueue || this.options.maxWaitMs <= 0) return false;
    if (Date.now() < this.refuseWithoutWaitUntil) return false;
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(waiter.timer);
          resolve(true);
        },
        timer: setTimeout(() => {
          const index = this.queue.indexOf(waiter);
          if (index >= 0) this.queue.splice(index, 1);
          this.refuseWithoutWaitUntil = Date.now() + this.options.coolDownMs;
          resolve(false);
        }, this.options.maxWaitMs),
      };
      this.queue.push(waiter);
    });
  }

  /** A request that entered has ended: its turn passes to the longest-waiting one, if any. */
  release(): void {
    const next = this.queue.shift();
    if (next) next.admit();
    else this.active -= 1;
  }
}
