import { describe, expect, it } from 'vitest';
import { createRng, hashString } from './random.ts';

describe('createRng', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 50 }, () => c.next())).not.toEqual(seqA);
  });

  it('accepts string seeds deterministically', () => {
    expect(createRng('client-1').next()).toBe(createRng('client-1').next());
    expect(hashString('abc')).toBe(hashString('abc'));
  });

  it('keeps helpers in range', () => {
    const rng = createRng(7);
    let bad = 0;
    for (let i = 0; i < 10_000; i++) {
      const u = rng.next();
      const n = rng.int(-3, 5);
      const x = rng.uniform(10, 20);
      if (!(u >= 0 && u < 1) || !(Number.isInteger(n) && n >= -3 && n <= 5) || !(x >= 10 && x < 20)) bad++;
    }
    expect(bad).toBe(0);
    expect(['a', 'b', 'c']).toContain(rng.pick(['a', 'b', 'c']));
    expect(() => rng.pick([])).toThrow(RangeError);
  });

  it('produces a roughly standard normal and hits every integer', () => {
    const rng = createRng(99);
    const xs = Array.from({ length: 40_000 }, () => rng.normal());
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    const variance = xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
    const seen = new Set(Array.from({ length: 1000 }, () => rng.int(1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rng.normal(100, 0)).toBe(100);
  });

  it('forks independent but reproducible streams', () => {
    const f1 = createRng(5).fork('x');
    const f2 = createRng(5).fork('x');
    expect(f1.next()).toBe(f2.next());
    expect(createRng(5).fork('x').next()).not.toBe(createRng(5).fork('y').next());
  });
});
