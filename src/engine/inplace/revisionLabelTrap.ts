import type { FeatureGates } from '../kruise/gates.js'
import { LABEL_VALUE_MAX } from '../kube/nameSyntax.js'
import { resolveUpdateRevision, revisionLabelValue } from '../workloads/revision.js'
import type { WorkloadView } from '../workloads/workloadView.js'
import type { Trap } from './trap.js'

/** A revision's hash is fnv32's decimal digits, safe-encoded one character each: 1 to 10 characters. */
export const LONGEST_HASH = 10

/** A revision whose label value passes 63 characters: the revision, the label's value, and the gate that shortens it. */
export interface RevisionLabelOverflow {
  revision: string
  label: string
  /** The Pod label the controller writes it into. */
  podLabel: string
  /** The feature gate that makes the label the hash alone (CloneSetShortHash), when the workload has one. */
  shortLabelGate?: string
}

/**
 * The controller writes the revision a Pod runs into its controller-revision-hash label: `<name>-<hash>` for a
 * CloneSet (only the hash with CloneSetShortHash) and an Advanced StatefulSet. Past 63 characters the apiserver refuses
 * every Pod the controller creates or updates at that revision, and the rollout stops there. The hash's length follows
 * the template, so a name of 53 or more characters works for one template and fails for the next.
 */
export function revisionLabelOverflow(view: WorkloadView, gates: FeatureGates): RevisionLabelOverflow | undefined {
  if (view.name.length + 1 + LONGEST_HASH <= LABEL_VALUE_MAX || view.revisions.labelIsHash === true) return undefined
  // The name the controller gives this template's revision (a stored revision of the same data carries it too).
  const revision = resolveUpdateRevision(view, [], view.status.collisionCount, gates).name
  const label = revisionLabelValue(revision, gates, view.revisions)
  if (label.length <= LABEL_VALUE_MAX) return undefined
  const gate = view.revisions.shortLabelGate
  return { revision, label, podLabel: view.revisions.podLabel, ...(gate === undefined ? {} : { shortLabelGate: gate }) }
}

/** The overflow of a workload the user names: shorten its name. */
export function revisionLabelTrap(view: WorkloadView, gates: FeatureGates): Trap[] {
  const overflow = revisionLabelOverflow(view, gates)
  if (overflow === undefined) return []
  return [{
    id: 'revision-label-too-long', severity: 'warning', field: 'metadata.name',
    message: `this template is revision ${overflow.revision}, which the controller writes into each Pod's ${overflow.podLabel} label: ` +
      `${overflow.label.length} characters, more than a label value's ${LABEL_VALUE_MAX}, so the API server refuses every Pod created or updated at this revision and the rollout stops. ` +
      `Shorten metadata.name to at most ${LABEL_VALUE_MAX - 1 - LONGEST_HASH} characters (a ${view.kind} cannot be renamed: create it anew)${shortHashAdvice(overflow)}`,
  }]
}

/** The other way out, where the workload has one: Kruise's gate that writes the hash alone. */
export function shortHashAdvice(overflow: RevisionLabelOverflow): string {
  const gate = overflow.shortLabelGate
  return gate === undefined ? '' : `, or run kruise-manager with --feature-gates ${gate}=true (the Pods then carry the hash alone; give it to this guard too)`
}
