import pino from 'pino'
import { type ClusterView, heldBackFor } from '../admission/heldBack.js'
import type { Prediction } from '../engine/inplace/prediction.js'
import type { BlockedRevision } from '../engine/rollout/heldBackRevisions.js'
import { readCloneSet } from '../engine/workloads/cloneSet.js'
import { isOwnedBy } from '../engine/workloads/ownership.js'
import { kubeClusterFor } from '../reconciler/embedded.js'

/**
 * `check --live`: the held-back-revision check of the webhook's cluster view, from one read of the cluster through
 * the kubeconfig: the CloneSet as stored (its status.updateRevision), its Pods and its ControllerRevisions.
 */
export async function liveBlockedRevisions(kubeconfig: string | undefined, prediction: Prediction, next: unknown): Promise<BlockedRevision[]> {
  const cluster = await kubeClusterFor(kubeconfig ?? '', pino({ level: 'silent' }))
  const stored = await cluster.getCloneSet(prediction.namespace || 'default', prediction.name)
  const view = readCloneSet(stored)
  const [pods, revisions] = await Promise.all([cluster.listPods(view.namespace, view.selector), cluster.listRevisions(view.namespace, view.selector)])
  const owned = pods.filter((p) => isOwnedBy(p, view))
  const clusterView: ClusterView = { runningRevisions: () => ({ pods: owned, revisions }) }
  return heldBackFor(prediction, { operation: "UPDATE", oldObject: stored }, clusterView)
}
