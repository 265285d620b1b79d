import pino from 'pino'
import type { KruiseRelease } from '../engine/kruise/releases.js'
import type { ClusterView } from '../engine/rollout/heldBackRevisions.js'
import { isGuardedKind, readWorkload } from '../engine/workloads/workload.js'
import { GuardError } from '../errors.js'
import { ownedObjects } from '../engine/workloads/ownership.js'
import { kubeClusterFor } from '../reconciler/embedded.js'
import { getWorkload } from './clusterWorkload.js'
import type { WorkloadIdentity } from './workloadIdentity.js'

/**
 * `check --live`: the webhook's cluster view for one workload, from one read of the cluster through the kubeconfig:
 * the workload as stored (its status.updateRevision is the revision the plain diff covers), its own Pods and its own
 * ControllerRevisions, read with the Kruise release given (--kruise-version). Loaded only with --live: it brings in
 * the cluster client.
 */
export async function liveClusterView(kubeconfig: string | undefined, id: WorkloadIdentity, kruise: KruiseRelease | undefined): Promise<ClusterView> {
  if (!isGuardedKind(id.kind)) throw new GuardError('IPG_ERR_USAGE', `--live does not check a ${id.kind}`)
  const cluster = await kubeClusterFor(kubeconfig ?? '', pino({ level: 'silent' }))
  const stored = await getWorkload(cluster, id.kind, id.namespace, id.name)
  const view = readWorkload(stored, { kruise })
  const [pods, revisions] = await Promise.all([cluster.listPods(view.namespace, view.selector), cluster.listRevisions(view.namespace, view.selector)])
  const owned = ownedObjects(view, { pods, revisions })
  const running = { pods: owned.pods, revisions: owned.revisions, updateRevision: stored.status?.updateRevision }
  return { runningRevisions: (namespace, name, kind) => (namespace === view.namespace && name === view.name && kind === view.kind ? running : undefined) }
}
