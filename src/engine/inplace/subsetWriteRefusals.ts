/**
 * What Kruise's UnitedDeployment controller does when a child kind's Kruise webhook refuses its write of a child: the
 * consequence named in every message, and the subsets the refusal holds back.
 */
import { subsetsNeverWritten } from '../workloads/subsetWriteOrder.js'
import type { SubsetChange, SubsetPrediction } from './subsetPrediction.js'

/**
 * What follows when a child's Kruise webhook refuses the controller's write of it (manageSubsetProvision, then
 * manageSubsets): a refused update leaves the old child; a refused creation fails every reconcile before any kept
 * subset is updated, and a replaced subset's old child is deleted all the same. Either way the reconcile returns
 * before it writes the UnitedDeployment's status (its conditions and observedGeneration stay as they were).
 */
export function childRefusalEffect(change: SubsetChange): string {
  if (change === 'created') return 'Kruise refuses to create the child (FailedUpdateSubset Event): the subset gets no Pods, and until it can be created Kruise updates no kept subset'
  if (change === 'replaced') return 'Kruise deletes the old child and its Pods but refuses to create the new one (FailedUpdateSubset Event): the subset is left without Pods'
  return 'Kruise refuses the controller\'s update of the child (FailedUpdateSubset Event): the subset keeps its old template'
}

export function refusalLines(who: string, change: SubsetChange, refusals: string[]): string[] {
  return refusals.map((r) => `${who}: ${childRefusalEffect(change)}: ${r}`)
}

function creationRefused(subsets: SubsetPrediction[]): string[] {
  return subsets.filter((s) => s.change !== 'updated' && s.childRefusals.length > 0).map((s) => s.subset)
}

const WRITE_ORDER = 'in subset-name order, in batches of 1, 2, 4 ..., stopping at the first batch that fails'

/**
 * The subsets a refused write holds back (`subsetsNeverWritten`, `manageSubsets`): a refused creation stops every
 * reconcile before any kept subset is updated, and new or replaced subsets whose turn never comes are not created (a
 * replaced one's old child is deleted all the same); without one, a refused update holds back the updates after it.
 */
export function withWriteOrder(subsets: SubsetPrediction[], revisionChanged: boolean): { subsets: SubsetPrediction[]; heldBack: string[] } {
  const refusedCreations = creationRefused(subsets)
  if (refusedCreations.length > 0) return heldBackByCreation(subsets, refusedCreations)
  const refusedUpdates = subsets.filter((s) => s.change === 'updated' && s.childRefusals.length > 0).map((s) => s.subset)
  if (refusedUpdates.length === 0) return { subsets, heldBack: [] }
  // A new revision sends every kept child to be updated; otherwise only the ones whose child changes.
  const toUpdate = subsets.filter((s) => s.change === 'updated' && (revisionChanged || s.outcome !== 'unchanged' || s.childRefusals.length > 0)).map((s) => s.subset).sort()
  const heldBack = subsetsNeverWritten(toUpdate, new Set(refusedUpdates))
  const named = `the child of ${refusedUpdates.map((n) => `subset ${n}`).join(', ')}`
  // A child Kruise updated also stays on its list while its Pods roll out, so whether a later reconcile reaches one
  // held back depends on timing, unless the refused child comes first: then every reconcile stops at it.
  const always = refusedUpdates.includes(toUpdate[0] ?? '')
  const why = always
    ? `not updated while Kruise refuses its update of ${named} (it updates children ${WRITE_ORDER})`
    : `waits while Kruise refuses its update of ${named}: it updates children ${WRITE_ORDER}, so it reaches this one only in a reconcile where fewer children before it are still rolling out`
  return { heldBack, subsets: subsets.map((s) => (heldBack.includes(s.subset) ? held(s, `subset ${s.subset} (${s.child}): ${why}`) : s)) }
}

function heldBackByCreation(subsets: SubsetPrediction[], refused: string[]): { subsets: SubsetPrediction[]; heldBack: string[] } {
  const named = `the child of ${refused.map((n) => `subset ${n}`).join(', ')}`
  const toCreate = subsets.filter((s) => s.change === 'created' || s.change === 'replaced').map((s) => s.subset)
  const neverCreated = subsetsNeverWritten(toCreate, new Set(refused))
  const out = subsets.map((s) => {
    const who = `subset ${s.subset} (${s.child})`
    if (s.change === 'updated') return held(s, `${who}: not updated before Kruise can create ${named}: each reconcile stops at that failed creation, before it updates any kept subset`)
    if (!neverCreated.includes(s.subset)) return s
    const left = s.change === 'replaced' ? 'its old child and Pods are deleted, and the subset is left without Pods' : 'the subset gets no Pods'
    const because = `${who}: never created while Kruise cannot create ${named} (it creates children ${WRITE_ORDER}): ${left}`
    // The line replaces "created with new Pods" (or "creates a new one"), which it contradicts.
    return { ...s, heldBackBecause: because, messages: [because] }
  })
  return { subsets: out, heldBack: [...subsets.filter((s) => s.change === 'updated').map((s) => s.subset), ...neverCreated] }
}

function held(s: SubsetPrediction, because: string): SubsetPrediction {
  return { ...s, heldBackBecause: because, messages: [...s.messages, because] }
}
