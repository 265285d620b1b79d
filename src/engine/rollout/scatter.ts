import { podLabels } from '../kube/pod.js'
import type { ScatterTerm } from '../workloads/scatterStrategy.js'
import type { PodInfo } from './podFacts.js'

/** Kruise's scatter sort: each term spreads the Pods it matches evenly between the others. */
export function scatterOrder(order: PodInfo[], all: PodInfo[], strategy: ScatterTerm[]): PodInfo[] {
  for (const term of scatterTerms(strategy, order)) order = scatterByTerm(term, order, all)
  return order
}

/** Terms used for scattering: with several terms, only those matching a candidate, most matches first. */
function scatterTerms(strategy: ScatterTerm[], order: PodInfo[]): ScatterTerm[] {
  if (strategy.length === 1) return strategy
  const counts = new Map<string, { term: ScatterTerm; count: number; first: number }>()
  for (const term of strategy) {
    for (const info of order) {
      if (podLabels(info.pod)[term.key] === term.value) {
        const id = `${term.key}:${term.value}`
        const entry = counts.get(id)
        if (entry) entry.count++
        else counts.set(id, { term, count: 1, first: counts.size })
      }
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.first - b.first).map((e) => e.term)
}

function scatterByTerm(term: ScatterTerm, order: PodInfo[], all: PodInfo[]): PodInfo[] {
  const matches = (i: PodInfo) => (podLabels(i.pod)[term.key] ?? '') === term.value
  let matched = order.filter(matches)
  let unmatched = order.filter((i) => !matches(i))
  if (matched.length <= 1 || unmatched.length <= 1) return order
  let totalMatched = 0
  for (const i of all) if (matches(i)) totalMatched++
  const totalUnmatched = all.length - totalMatched
  const held = matched[matched.length - 1]
  matched = matched.slice(0, -1)
  totalMatched--
  const group = groupByDensity(totalMatched, totalUnmatched, matched.length, unmatched.length)
  const out: PodInfo[] = []
  if (group.unmatchedRemainder > 0) {
    out.push(...unmatched.slice(0, group.unmatchedRemainder))
    unmatched = unmatched.slice(group.unmatchedRemainder)
  }
  for (let g = 0; g < group.groupNum; g++) {
    matched = migrate(matched, out, group.matchedGroupSize)
    unmatched = migrate(unmatched, out, group.unmatchedGroupSize)
  }
  out.push(...matched, ...unmatched, held)
  return out
}

function migrate(src: PodInfo[], dst: PodInfo[], size: number): PodInfo[] {
  if (src.length === 0) return src
  if (src.length < size) {
    dst.push(...src)
    return []
  }
  dst.push(...src.slice(0, size))
  return src.slice(size)
}

interface ScatterGroup { groupNum: number; matchedGroupSize: number; unmatchedGroupSize: number; unmatchedRemainder: number }

function scatterGroup(matched: number, unmatched: number): ScatterGroup {
  const groupNum = Math.min(matched, unmatched)
  return { groupNum, matchedGroupSize: Math.round(matched / groupNum), unmatchedGroupSize: Math.round(unmatched / groupNum), unmatchedRemainder: 0 }
}

function groupByDensity(totalMatched: number, totalUnmatched: number, updateMatched: number, updateUnmatched: number): ScatterGroup {
  const total = scatterGroup(totalMatched, totalUnmatched)
  const update = scatterGroup(updateMatched, updateUnmatched)
  if (Math.fround(totalUnmatched / totalMatched) >= Math.fround(updateUnmatched / updateMatched)) return update
  const m = total.matchedGroupSize
  const u = total.unmatchedGroupSize
  const groupNum = Math.trunc(updateMatched / m) < Math.trunc(updateUnmatched / u) ? Math.trunc(updateMatched / m) : Math.trunc(updateUnmatched / u)
  return { groupNum, matchedGroupSize: m, unmatchedGroupSize: u, unmatchedRemainder: updateUnmatched - groupNum * u }
}
