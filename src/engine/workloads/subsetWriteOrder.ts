/**
 * Which children Kruise's UnitedDeployment controller never writes while the writes of some are refused (v1.9.1 and
 * v1.8.3 `manageSubsetProvision` for the children it creates, `manageSubsets` for the ones it updates): each reconcile
 * writes them in subset-name order through `util.SlowStartBatch` (batches of 1, 2, 4 ..., run side by side), stops
 * after the first batch with a failure and returns that error, so the next reconcile starts again from the children
 * still to write.
 */
export function subsetsNeverWritten(toWrite: readonly string[], refused: ReadonlySet<string>): string[] {
  let missing = [...toWrite].sort()
  for (;;) {
    const created = oneReconcile(missing, refused)
    if (created.size === 0) break
    missing = missing.filter((name) => !created.has(name))
  }
  return missing.filter((name) => !refused.has(name))
}

/** The children one reconcile writes, in order, until a batch holds a refused one. */
function oneReconcile(missing: readonly string[], refused: ReadonlySet<string>): Set<string> {
  const created = new Set<string>()
  let index = 0
  for (let batch = Math.min(missing.length, 1); batch > 0; batch = Math.min(2 * batch, missing.length - index)) {
    const names = missing.slice(index, index + batch)
    for (const name of names) if (!refused.has(name)) created.add(name)
    if (names.some((name) => refused.has(name))) break
    index += batch
  }
  return created
}
