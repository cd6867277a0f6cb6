import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Admission } from './admission.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Admission', () => {
  it('admits up to the limit at once, without a promise', () => {
    const admission = new Admission({ limit: 2, maxWaitMs: 50, maxQueue: 10, coolDownMs: 1_000 });
    expect(admission.enter()).toBe(true);
    expect(admission.enter()).toBe(true);
    expect(admission.inProgress).toBe(2);
  });

  it('gives a waiting request the turn of the next one to finish, first come first served', async () => {
    const admission = new Admission({ limit: 1, maxWaitMs: 50, maxQueue: 10, coolDownMs: 1_000 });
    expect(admission.enter()).toBe(true);
    const order: string[] = [];
    const first = Promise.resolve(admission.enter()).then((ok) => order.push(`first ${ok}`));
    const second = Promise.resolve(admission.enter()).then((ok) => order.push(`second ${ok}`));
    expect(admission.waiting).toBe(2);
    await vi.advanceTimersByTimeAsync(10);
    admission.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['first true']);
    // The turn passed on: still one in progress, one waiting.
    expect(admission.inProgress).toBe(1);
    expect(admission.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(40);
    await Promise.all([first, second]);
    expect(order).toEqual(['first true', 'second false']);
  });

  it('refuses a request that waited maxWaitMs without a turn, and forgets it', async () => {
    const admission = new Admission({ limit: 1, maxWaitMs: 50, maxQueue: 10, coolDownMs: 1_000 });
    admission.enter();
    const waited = admission.enter();
    expect(waited).toBeInstanceOf(Promise);
    await vi.advanceTimersByTimeAsync(49);
    expect(admission.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(waited).resolves.toBe(false);
    expect(admission.waiting).toBe(0);
    // Its slot was never taken: the one in progress ends and nothing is left over.
    admission.release();
    expect(admission.inProgress).toBe(0);
  });

  it('refuses at once when the queue is full or no wait is allowed', () => {
    const full = new Admission({ limit: 1, maxWaitMs: 50, maxQueue: 1, coolDownMs: 1_000 });
    full.enter();
    full.enter();
    expect(full.enter()).toBe(false);
    const noWait = new Admission({ limit: 1, maxWaitMs: 0, maxQueue: 10, coolDownMs: 1_000 });
    noWait.enter();
    expect(noWait.enter()).toBe(false);
  });
});

describe('Admission past capacity', () => {
  it('after a wait ran out, refuses past the limit without waiting for coolDownMs, then waits again', async () => {
    const admission = new Admission({ limit: 1, maxWaitMs: 50, maxQueue: 10, coolDownMs: 1_000 });
    expect(admission.enter()).toBe(true);
    // A burst: the first one past the limit waits.
    const waited = admission.enter();
    expect(waited).toBeInstanceOf(Promise);
    expect(admission.coolingDown).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    await expect(waited).resolves.toBe(false);
    // The wait ran out: the instance is past capacity, and the next one is refused at once.
    expect(admission.coolingDown).toBe(true);
    expect(admission.enter()).toBe(false);
    expect(admission.waiting).toBe(0);
    await vi.advanceTimersByTimeAsync(999);
    expect(admission.enter()).toBe(false);
    // A second on, a request past the limit waits its turn again, and gets one.
    await vi.advanceTimersByTimeAsync(1);
    expect(admission.coolingDown).toBe(false);
    const again = admission.enter();
    expect(again).toBeInstanceOf(Promise);
    admission.release();
    await expect(again).resolves.toBe(true);
    // Still below the limit: admitted at once whatever the cool-down.
    admission.release();
    expect(admission.enter()).toBe(true);
  });
});
