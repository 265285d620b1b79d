import type { FeatureGates } from '../kruise/gates.js'
import { resolveUpdateRevision, revisionLabelValue } from '../workloads/revision.js'
import type { Workload } from '../workloads/workload.js'
import type { Trap } from './trap.js'

/** Kubernetes' limit on a label value (IsValidLabelValue). */
const LABEL_VALUE_MAX = 63
/** A revision's hash is fnv32's decimal digits, safe-encoded one character each: 1 to 10 characters. */
const LONGEST_HASH = 10

/**
 * The controller writes the revision a Pod runs into its controller-revision-hash label: `<name>-<hash>` for a
 * CloneSet (only the hash with CloneSetShortHash) and an Advanced StatefulSet. Past 63 characters the apiserver refuses
 * every Pod the controller creates or updates at that revision, and the rollout stops there. The hash's length follows
 * the template, so a name of 53 or more characters works for one template and fails for the next.
 */
export function revisionLabelTrap(view: Workload, gates: FeatureGates): Trap[] {
  if (view.name.length + 1 + LONGEST_HASH <= LABEL_VALUE_MAX || view.revisions.labelIsHash === true) return []
  // The name the controller gives this template's revision (a stored revision of the same data carries it too).
  const revision = resolveUpdateRevision(view, [], view.status.collisionCount, gates).name
  const label = revisionLabelValue(revision, gates, view.revisions)
  if (label.length <= LABEL_VALUE_MAX) return []
  const gate = view.revisions.shortLabelGate
  const orGate = gate === undefined ? '' : `, or run kruise-manager with --feature-gates ${gate}=true (the Pods then carry the hash alone; give it to this guard too)`
  return [{
    id: 'revision-label-too-long', severity: 'warning', field: 'metadata.name',
    message: `this template is revision ${revision}, which the controller writes into each Pod's ${view.revisions.podLabel} label: ` +
      `${label.length} characters, more than a label value's ${LABEL_VALUE_MAX}, so the API server refuses every Pod created or updated at this revision and the rollout stops. ` +
      `Shorten metadata.name to at most ${LABEL_VALUE_MAX - 1 - LONGEST_HASH} characters (a ${view.kind} cannot be renamed: create it anew)${orGate}`,
  }]
}
