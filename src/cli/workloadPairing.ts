import type { Located } from './guardedObjects.js'

/** A workload found on one side of a diff, and its file as a path from that side's root ('' for a file or a pipe). */
export interface Placed extends Located {
  place: string
}

export interface Pairing {
  /** Every workload of the new side, in its order, with the old copy it is compared with (none: added). */
  pairs: { before?: Placed; after: Placed }[]
  /** The old side's workloads that no new one is compared with, in their order. */
  removed: Placed[]
}

/**
 * Matches the workloads of two sides by kind, namespace and name. One defined once on each side is one pair, wherever
 * its file is (a move is an update). One defined in several places (a folder per cluster or environment, an overlay
 * written out beside its base) is compared place by place: the copies in the same file, in their order there; then a
 * single copy left on each side is a move; any other copy left is added or removed. No copy goes unjudged.
 */
export function pairWorkloads(before: Placed[], after: Placed[]): Pairing {
  const oldCopies = byKey(before)
  const partner = new Map<Placed, Placed>()
  for (const [key, newCopies] of byKey(after)) {
    for (const [copy, old] of matchCopies(oldCopies.get(key) ?? [], newCopies)) partner.set(copy, old)
  }
  const compared = new Set(partner.values())
  return {
    pairs: after.map((copy) => ({ before: partner.get(copy), after: copy })),
    removed: before.filter((copy) => !compared.has(copy)),
  }
}

function byKey(workloads: Placed[]): Map<string, Placed[]> {
  const groups = new Map<string, Placed[]>()
  for (const workload of workloads) {
    const group = groups.get(workload.key)
    if (group) group.push(workload)
    else groups.set(workload.key, [workload])
  }
  return groups
}

/** The pairs (new copy, old copy) of one workload's copies. */
function matchCopies(olds: Placed[], news: Placed[]): [Placed, Placed][] {
  if (olds.length <= 1 && news.length <= 1) return olds.length === 1 && news.length === 1 ? [[news[0]!, olds[0]!]] : []
  const oldSpots = spots(olds)
  const oldBySpot = new Map(olds.map((copy, i) => [oldSpots[i]!, copy]))
  const pairs: [Placed, Placed][] = []
  const leftNew: Placed[] = []
  spots(news).forEach((spot, i) => {
    const old = oldBySpot.get(spot)
    if (old) pairs.push([news[i]!, old])
    else leftNew.push(news[i]!)
    oldBySpot.delete(spot)
  })
  const leftOld = [...oldBySpot.values()]
  if (leftOld.length === 1 && leftNew.length === 1) pairs.push([leftNew[0]!, leftOld[0]!])
  return pairs
}

/** Each copy's file and how many copies of the workload come before it in that file. */
function spots(copies: Placed[]): string[] {
  const seen = new Map<string, number>()
  return copies.map(({ place }) => {
    const earlier = seen.get(place) ?? 0
    seen.set(place, earlier + 1)
    return `${earlier}:${place}`
  })
}
