import type { JsonObject } from '../engine/kube/json.js'
import type { KruiseApiVersion } from '../engine/kruise/releases.js'
import { GUARDED_KINDS } from '../engine/workloads/workload.js'
import type { WorkloadKind } from '../engine/workloads/workloadView.js'
import { GuardError, isGuardError } from '../errors.js'
import type { KubeCluster } from '../reconciler/kubeCluster.js'

/** A workload as the apiserver returns it, with the status fields the CLI reads. */
export type StoredWorkload = JsonObject & { status?: { updateRevision?: string; currentRevision?: string } }

/**
 * One guarded workload read from a cluster (`diagnose`, `check --live`). A CloneSet at the version API discovery finds
 * (released Kruise serves it at v1alpha1 only); any other kind at `version`, else at v1beta1, the version Kruise stores
 * Advanced StatefulSets and DaemonSets at and serves in every release.
 */
export async function getWorkload(cluster: KubeCluster, kind: WorkloadKind, namespace: string, name: string, version?: KruiseApiVersion): Promise<StoredWorkload> {
  if (kind === 'CloneSet') return (await cluster.getCloneSet(namespace, name)) as unknown as StoredWorkload
  const served = version ?? 'v1beta1'
  // Resource names are the kind's lower-cased plural, as for every apps.kruise.io kind (statefulsets, daemonsets).
  const path = `/apis/apps.kruise.io/${served}/namespaces/${encodeURIComponent(namespace)}/${kind.toLowerCase()}s/${encodeURIComponent(name)}`
  const stored = await cluster.rest.request<StoredWorkload>('GET', path)
  // A list item may leave out apiVersion and kind; a single GET has them, but the readers need both.
  return { ...stored, apiVersion: stored.apiVersion ?? `apps.kruise.io/${served}`, kind: stored.kind ?? kind }
}

/** `diagnose [KIND/]NAME`: the kind when one is given (as kubectl spells it: any case, singular or plural). */
export interface WorkloadArgument {
  kind?: WorkloadKind
  name: string
}

export function parseWorkloadArgument(value: string): WorkloadArgument {
  const parts = value.split('/')
  if (parts.length > 2 || parts.some((p) => p === '')) throw new GuardError('IPG_ERR_USAGE', `"${value}" is not KIND/NAME or NAME`)
  if (parts.length === 1) return { name: value }
  const spelled = parts[0]!.toLowerCase()
  const kind = GUARDED_KINDS.find((k) => spelled === k.toLowerCase() || spelled === `${k.toLowerCase()}s`)
  if (kind === undefined) throw new GuardError('IPG_ERR_USAGE', `"${parts[0]}" is not a kind the guard checks (${GUARDED_KINDS.join(', ')})`)
  return { kind, name: parts[1]! }
}

/**
 * The workload named: of its kind when one is given, else of the one kind that has an object of that name. A kind the
 * cluster does not serve, or the user may not read, has none as long as another kind has one; when none has, the
 * first such failure is the answer (a missing OpenKruise, a missing permission). Two kinds with one name are
 * ambiguous: the error lists them.
 */
export async function findWorkload(cluster: KubeCluster, wanted: WorkloadArgument, namespace: string, version?: KruiseApiVersion): Promise<StoredWorkload> {
  if (wanted.kind !== undefined) return getWorkload(cluster, wanted.kind, namespace, wanted.name, version)
  const found: StoredWorkload[] = []
  const failures: GuardError[] = []
  for (const kind of GUARDED_KINDS) {
    try {
      found.push(await getWorkload(cluster, kind, namespace, wanted.name, version))
    } catch (err) {
      if (!isGuardError(err)) throw err
      if (err.code !== 'IPG_ERR_NOT_FOUND') failures.push(err)
    }
  }
  if (found.length === 0) {
    throw failures[0] ?? new GuardError('IPG_ERR_NOT_FOUND', `no ${GUARDED_KINDS.join(' or ')} "${wanted.name}" found in namespace ${namespace}`)
  }
  if (found.length > 1) {
    const kinds = found.map((w) => String(w.kind))
    throw new GuardError('IPG_ERR_AMBIGUOUS_WORKLOAD',
      `namespace ${namespace} has ${kinds.map((k) => `a ${k}`).join(' and ')} named "${wanted.name}": name one as KIND/NAME, e.g. ${kinds[0]!.toLowerCase()}/${wanted.name}`)
  }
  return found[0]!
}
