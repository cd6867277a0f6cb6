// Seeded pseudo-random numbers (sfc32 seeded through splitmix32) with the helpers the simulation
// needs; the same seed always yields the same sequence on every platform.

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  uniform(min: number, max: number): number;
  /** Normally distributed (Box–Muller). */
  normal(mean?: number, sd?: number): number;
  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** A new independent generator derived from this one and a label (for sub-streams). */
  fork(label: number | string): Rng;
}

/** 32-bit string hash (FNV-1a), for deriving seeds from labels. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** Creates a generator from any integer seed (or a string, hashed). */
export function createRng(seed: number | string): Rng {
  const init = splitmix32(typeof seed === 'string' ? hashString(seed) : Math.trunc(seed));
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const raw = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) raw();
  let spare: number | null = null;
  const rng: Rng = {
    next: raw,
    uniform: (min, max) => min + (max - min) * raw(),
    normal: (mean = 0, sd = 1) => {
      if (spare !== null) {
        const s = spare;
        spare = null;
        return mean + sd * s;
      }
      let u = raw();
      while (u <= Number.EPSILON) u = raw();
      const v = raw();
      const r = Math.sqrt(-2 * Math.log(u));
      spare = r * Math.sin(2 * Math.PI * v);
      return mean + sd * r * Math.cos(2 * Math.PI * v);
    },
    int: (min, max) => min + Math.floor(raw() * (max - min + 1)),
    chance: (p) => raw() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick: empty array');
      return items[Math.floor(raw() * items.length)] as T;
    },
    fork: (label) => createRng((Math.floor(raw() * 4294967296) ^ (typeof label === 'string' ? hashString(label) : label)) >>> 0),
  };
  return rng;
}
