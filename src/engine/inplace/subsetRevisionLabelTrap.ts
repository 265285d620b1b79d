import type { FeatureGates } from '../kruise/gates.js'
import { GENERATED_SUFFIX_LENGTH } from '../kube/generatedName.js'
import { LABEL_VALUE_MAX } from '../kube/nameSyntax.js'
import type { UnitedDeploymentSubset, UnitedDeploymentView } from '../workloads/unitedDeployment.js'
import { subsetPrefix } from '../workloads/unitedDeploymentChild.js'
import type { WorkloadView } from '../workloads/workloadView.js'
import { LONGEST_HASH, revisionLabelOverflow, shortHashAdvice } from './revisionLabelTrap.js'
import type { Trap } from './trap.js'

/** The longest child name prefix whose revisions fit a label value whatever the template: 63 − '-' − hash − suffix. */
const PREFIX_MAX = LABEL_VALUE_MAX - 1 - LONGEST_HASH - GENERATED_SUFFIX_LENGTH

/**
 * A subset's child as the revision-label trap sees it (revisionLabelTrap.ts), where the names come from the
 * UnitedDeployment: the apiserver names the child from `<ud>-<subset>-` (its first 58 characters) and 5 random ones, so
 * the way out is a shorter UnitedDeployment or subset name. `childTraps` are the child's own (where the overflow is
 * found only when the child's template changes, or when it is created).
 */
export function subsetRevisionLabelTrap(
  view: UnitedDeploymentView, subset: UnitedDeploymentSubset, child: WorkloadView, childTraps: readonly Trap[], gates: FeatureGates,
): Trap[] {
  if (!childTraps.some((t) => t.id === 'revision-label-too-long')) return []
  const overflow = revisionLabelOverflow(child, gates)
  if (overflow === undefined) return []
  const prefix = subsetPrefix(view.name, subset.name)
  const hashLength = overflow.revision.length - child.name.length - 1
  return [{
    id: 'revision-label-too-long', severity: 'warning', field: 'metadata.name',
    message: `its generated name has ${child.name.length} characters, so this template's revision (that name, '-' and ${hashLength} characters of hash) has ${overflow.label.length}: ` +
      `the controller writes it into each Pod's ${overflow.podLabel} label, more than a label value's ${LABEL_VALUE_MAX}, so the API server refuses every Pod of the subset created or updated at this revision and its rollout stops. ` +
      `Shorten the UnitedDeployment's or the subset's name so that the prefix "${prefix}" has at most ${PREFIX_MAX} characters (a UnitedDeployment cannot be renamed: create it anew)${shortHashAdvice(overflow)}`,
  }]
}
