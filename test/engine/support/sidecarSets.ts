import type { SidecarSetView } from '../../../src/engine/workloads/sidecarSet.js'

/**
 * The annotations Kruise's Pod webhook writes on a Pod it injects `from`'s sidecars into (v1.9.1 and v1.8.3): the
 * injected list and the two hashes, each keyed by SidecarSet name. None for a Pod created before the SidecarSet.
 */
export function injectionAnnotations(from: SidecarSetView | undefined): Record<string, string> {
  if (from === undefined) return {}
  const hash = (value: string) => JSON.stringify({ [from.name]: { hash: value, sidecarSetName: from.name } })
  return {
    'kruise.io/sidecarset-injected-list': from.name,
    'kruise.io/sidecarset-hash': hash(from.hashes.hash),
    'kruise.io/sidecarset-hash-without-image': hash(from.hashes.withoutImage),
  }
}
