import { isJsonObject } from '../kube/json.js'
import type { UnitedDeploymentView } from '../workloads/unitedDeployment.js'
import type { KruiseRefusal } from './kruiseRefusal.js'

/**
 * Why kruise-manager fails each time its UnitedDeployment controller writes a subset's workload, when it does. Every
 * subset adapter (CloneSet, Advanced StatefulSet, StatefulSet, Deployment; v1.8.3 and v1.9.1) copies spec.selector and
 * adds the subset's name to its matchLabels: a selector without matchLabels (none, null, or an empty map, which Kruise's
 * own mutating webhook drops whenever it rewrites the object) is a nil map there, and the assignment panics. The writes
 * run in goroutines of their own (SlowStartBatch), where no reconcile recovers a panic: kruise-manager exits. Kruise's
 * webhook admits such a selector (matchExpressions alone select Pods), so only the controller finds out, on the first
 * create, update or scale of a child, and again after every restart while the UnitedDeployment stays so.
 */
export function unitedDeploymentControllerFailure(view: UnitedDeploymentView): KruiseRefusal | undefined {
  if (view.subsets.length === 0 || Object.keys(view.selector.matchLabels).length > 0) return undefined
  const written = isJsonObject(view.raw.spec) ? view.raw.spec.selector : undefined
  // An empty selector (no matchExpressions either) is refused by Kruise's webhook before the controller sees it.
  if (!isJsonObject(written) || !Array.isArray(written.matchExpressions) || written.matchExpressions.length === 0) return undefined
  return {
    field: 'spec.selector.matchLabels',
    rule: "spec.selector has no matchLabels: kruise-manager panics and exits each time its UnitedDeployment controller writes a subset's workload (it adds the subset's name to spec.selector.matchLabels), and again after each restart: every Kruise controller and webhook is down meanwhile, and no subset is created, updated or scaled",
    remedy: 'give spec.selector a matchLabels entry with a label of the child template (e.g. app), beside its matchExpressions',
  }
}
