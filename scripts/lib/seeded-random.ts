/**
 * A seeded generator of numbers in [0, 1) (mulberry32): the same draws on every run, so that the benches' SQLite and
 * PostgreSQL databases hold the same generated data (scripts/lib/directory-bench-data.ts,
 * scripts/lib/search-bench-corpus.ts) and their calls come in the same order.
 */
export type Random = () => number

export function generator(seed: number): Random {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
