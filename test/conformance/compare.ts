import type { Observation } from './observations.js'

/** The aspects compared, in the order a disagreement is reported. */
export const ASPECTS = ['readable', 'outcome', 'in-place', 'update-spec', 'restarted', 'admission', 'admission-in-cluster', 'admission-stored-old', 'sidecar', 'subsets', 'revision'] as const
export type Aspect = (typeof ASPECTS)[number]

export interface Disagreement {
  aspect: Aspect
  kruise: unknown
  engine: unknown
}

/**
 * Where the engine and Kruise differ. The UpdateSpec is compared only when both update in place; restarted containers
 * only when both outcomes are in place (otherwise the outcome already differs). Admission: our webhook denies exactly
 * when Kruise's webhook denies, or the strategy is InPlaceOnly and Kruise cannot update in place; checked on the pair
 * as written (`admission`), on the objects as a cluster hands them to our webhook after Kruise's mutating webhook
 * and the apiserver (`admission-in-cluster`), and on the stored old object beside the new manifest, as `check` reads an
 * old object taken from the cluster (`admission-stored-old`).
 */
export function compareObservations(kruise: Observation, engine: Observation): Disagreement[] {
  const found: Disagreement[] = []
  const differ = (aspect: Aspect, k: unknown, e: unknown): void => {
    if (canonical(k) !== canonical(e)) found.push({ aspect, kruise: k, engine: e })
  }
  if (kruise.error !== undefined || engine.error !== undefined) {
    differ('readable', kruise.error ?? 'read', engine.error ?? 'read')
    if (found.length > 0) return found
  }
  differ('outcome', kruise.outcome, engine.outcome)
  differ('in-place', kruise.inPlace, engine.inPlace)
  if (kruise.inPlace && engine.inPlace) differ('update-spec', kruise.updateSpec, engine.updateSpec)
  if (kruise.outcome === 'in-place' && engine.outcome === 'in-place') differ('restarted', kruise.restarted, engine.restarted)
  differ('admission', { denied: kruise.denied }, { denied: engine.denied })
  if (engine.deniedInCluster !== undefined) differ('admission-in-cluster', { denied: kruise.denied }, { denied: engine.deniedInCluster })
  if (engine.deniedFromStoredOld !== undefined) differ('admission-stored-old', { denied: kruise.denied }, { denied: engine.deniedFromStoredOld })
  if (kruise.sidecarSet !== undefined || engine.sidecarSet !== undefined) differ('sidecar', kruise.sidecarSet, engine.sidecarSet)
  if (kruise.subsets !== undefined) differ('subsets', kruise.subsets, engine.subsets)
  if (kruise.revisionChanged !== undefined) {
    const names = (o: Observation) => (kruise.revisionNames === undefined ? {} : { names: o.revisionNames })
    differ('revision', { changed: kruise.revisionChanged, ...names(kruise) }, { changed: engine.revisionChanged, ...names(engine) })
  }
  return found
}

/** JSON with sorted keys: objects compare by content, not by key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v
    return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  }) ?? 'undefined'
}
