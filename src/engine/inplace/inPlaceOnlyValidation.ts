/**
 * OpenKruise's validating-webhook rule for InPlaceOnly (`vcloneset.kb.io`, `ValidateCloneSetUpdate` in
 * pkg/controller/cloneset/core, the same in v1.8.3 and v1.9.1): when the NEW CloneSet's strategy is InPlaceOnly,
 * Kruise marshals both `spec.template.spec` (its Go types, after its mutating webhook's defaults: the stored old
 * object was defaulted, and a new template that differs is defaulted before validation), diffs them with
 * appscode/jsonpatch, and rejects the update unless every operation is a `replace` of `/containers/N/image`.
 * Template metadata and everything outside the template are not compared. Kruise stops at the first other
 * operation; this returns all of them, from the engine's diff of the same defaulted templates.
 * Released Kruise validates v1alpha1 CloneSets only; the rule is applied to those.
 */
import type { CloneSetVersion, PodUpdatePolicy } from '../workloads/cloneSet.js'
import type { Change } from './diff.js'
import type { Verdict } from './eligibility.js'

/** An image replace of an app container, as a pointer into the template (Kruise's is relative to its spec). */
const ALLOWED_POINTER = /^\/spec\/containers\/[0-9]+\/image$/

/** The template changes Kruise's own webhook rejects for this update, in the diff's order; empty when it accepts it. */
export function inPlaceOnlyRejections(version: CloneSetVersion, strategy: PodUpdatePolicy, verdicts: readonly Verdict[]): Change[] {
  if (version !== 'v1alpha1' || strategy !== 'InPlaceOnly') return []
  const rejected: Change[] = []
  for (const { change } of verdicts) {
    if (!change.pointer.startsWith('/spec/')) continue
    if (change.op === 'replace' && ALLOWED_POINTER.test(change.pointer)) continue
    rejected.push(change)
  }
  return rejected
}

/** The operation as Kruise's message names it: `replace /containers/0/resources/limits/cpu`. */
export function kruiseWebhookOperation(change: Change): string {
  return `${change.op} ${change.pointer.slice('/spec'.length)}`
}
