import { LABEL_VALUE_MAX } from '../kube/nameSyntax.js'
import { LABEL_UD_REVISION } from '../workloads/unitedDeploymentChild.js'
import { LONGEST_HASH } from './revisionLabelTrap.js'

/**
 * The UnitedDeployment controller labels every child it writes, of any kind, with the UnitedDeployment's revision
 * (`apps.kruise.io/controller-revision-hash: <ud>-<hash>`). Past 63 characters the apiserver refuses the child, so each
 * create and update of a child fails (FailedUpdateSubset). The hash's length follows the template, so a name of 53
 * or more characters works for one template and fails for the next.
 */
export function unitedDeploymentRevisionLabelRefusals(revision: string): string[] {
  if (revision.length <= LABEL_VALUE_MAX) return []
  return [
    `its label ${LABEL_UD_REVISION} holds the UnitedDeployment's revision ${revision}: ${revision.length} characters, more than the ${LABEL_VALUE_MAX} ` +
    `the API server allows in a label value; shorten metadata.name to at most ${LABEL_VALUE_MAX - 1 - LONGEST_HASH} characters (a UnitedDeployment cannot be renamed: create it anew)`,
  ]
}
