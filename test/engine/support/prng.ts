/**
 * A small seeded PRNG for property tests: mulberry32 (public domain, Tommy Ettinger). Same seed, same sequence,
 * on every platform, so a failing case is reproduced with PROPERTY_SEED=<seed>.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let z = state
    z = Math.imul(z ^ (z >>> 15), z | 1)
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61)
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296
  }
}

export interface Random {
  readonly seed: number
  /** A float in [0, 1). */
  next(): number
  /** An integer in [lo, hi], both inclusive. */
  int(lo: number, hi: number): number
  bool(probability?: number): boolean
  pick<T>(items: readonly T[]): T
  shuffle<T>(items: readonly T[]): T[]
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[]
  hex(length: number): string
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed)
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1))
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i)
      ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
    }
    return copy
  }
  return {
    seed,
    next,
    int,
    bool: (probability = 0.5) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick from an empty list')
      return items[int(0, items.length - 1)]!
    },
    shuffle,
    sample: <T>(items: readonly T[], count: number): T[] => shuffle(items).slice(0, count),
    hex: (length: number) => Array.from({ length }, () => int(0, 15).toString(16)).join(''),
  }
}

/** The seed for this run: PROPERTY_SEED when set (to reproduce a failure), otherwise a fresh one. */
export function runSeed(env: NodeJS.ProcessEnv = process.env): number {
  const fixed = env.PROPERTY_SEED
  if (fixed !== undefined && fixed !== '') {
    const seed = Number(fixed)
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new RangeError(`PROPERTY_SEED must be a 32-bit unsigned integer, got ${fixed}`)
    return seed
  }
  return Math.floor(Math.random() * 0x100000000) >>> 0
}
