/**
 * The engine's floor: the least any correct decision must do, which is to look at every value of both pod templates
 * (a difference anywhere may force a recreate). One generic walk over the two JSON trees that visits every key and
 * item of both, never stopping early, and counts the leaves that differ. Timed in turns with predictUpdate in the same
 * run, it says how close the engine is to that least cost, beside the absolute rate the target is set on.
 */
export function countDifferences(a: unknown, b: unknown): number {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return a === b ? 0 : 1
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return 1
    let count = 0
    const n = Math.max(a.length, b.length)
    for (let i = 0; i < n; i++) count += i < a.length && i < b.length ? countDifferences(a[i], b[i]) : 1
    return count
  }
  const x = a as Record<string, unknown>
  const y = b as Record<string, unknown>
  let count = 0
  for (const key in x) count += key in y ? countDifferences(x[key], y[key]) : 1
  for (const key in y) if (!(key in x)) count++
  return count
}
