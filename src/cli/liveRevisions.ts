import pino from 'pino'
import type { KruiseRelease } from '../engine/kruise/releases.js'
import type { ClusterView } from '../engine/rollout/heldBackRevisions.js'
import { readCloneSet } from '../engine/workloads/cloneSet.js'
import { ownedObjects } from '../engine/workloads/ownership.js'
import { kubeClusterFor } from '../reconciler/embedded.js'

/**
 * `check --live`: the webhook's cluster view for one CloneSet, from one read of the cluster through the kubeconfig:
 * the CloneSet as stored (its status.updateRevision is the revision the plain diff covers), its own Pods and its own
 * ControllerRevisions, read with the Kruise release given (--kruise-version). Loaded only with --live: it brings in
 * the cluster client.
 */
export async function liveClusterView(kubeconfig: string | undefined, namespace: string, name: string, kruise: KruiseRelease | undefined): Promise<ClusterView> {
  const cluster = await kubeClusterFor(kubeconfig ?? '', pino({ level: 'silent' }))
  const stored = await cluster.getCloneSet(namespace, name)
  const cloneSet = readCloneSet(stored, { kruise })
  const [pods, revisions] = await Promise.all([cluster.listPods(cloneSet.namespace, cloneSet.selector), cluster.listRevisions(cloneSet.namespace, cloneSet.selector)])
  const owned = ownedObjects(cloneSet, { pods, revisions })
  const running = { pods: owned.pods, revisions: owned.revisions, updateRevision: stored.status?.updateRevision }
  return { runningRevisions: () => running }
}
