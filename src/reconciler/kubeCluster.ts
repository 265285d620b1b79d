import { KubeConfig } from '@kubernetes/client-node'
import { selectorString } from '../engine/kube/labelSelector.js'
import type { LabelSelector } from '../engine/kube/labelSelector.js'
import { metaTime } from '../engine/kube/metaTime.js'
import { type Pod } from '../engine/kube/pod.js'
import type { CloneSetVersion } from '../engine/workloads/cloneSet.js'
import type { ControllerRevision } from '../engine/workloads/revision.js'
import type { KruiseApiVersion } from '../engine/kruise/releases.js'
import type { SubsetChildKind } from '../engine/workloads/unitedDeployment.js'
import type { WorkloadKind } from '../engine/workloads/workloadView.js'
import { GuardError } from '../errors.js'
import { discoverCloneSetVersion, discoverServedVersion } from './cloneSetDiscovery.js'
import {
    type CloneSetObject, type Cluster, type ClusterEvent, type EventInput, type NamespaceObject, type NodeObject, type ResizeContainer, type SidecarSetObject,
    type UnitedDeploymentObject, type ViewKind, type Watch, type WatchEvent, type WorkloadObject,
    WORKLOAD_POD_SELECTOR, WORKLOAD_RESOURCES,
} from './cluster.js'
import { KubeRest, apiStatusOf } from './kubeRest.js'
import { ScopedInformer } from './scopedInformer.js'

/**
 * The Cluster port on a real apiserver. Writes carry resourceVersion preconditions (PUT bodies, or
 * `metadata.resourceVersion` inside merge patches) so a concurrent change is a 409, never a lost update. Watches
 * are client-node informers (scopedInformer.ts): the workloads of `kinds`, and only the Pods that belong to workloads.
 */
export interface KubeClusterOptions {
  /** Path to a kubeconfig; default: KUBECONFIG / ~/.kube/config / in-cluster. */
  kubeconfig?: string
  /** Or a KubeConfig already loaded (tests). */
  kubeConfig?: KubeConfig
  /** Only this namespace (default: all namespaces for watches). */
  namespace?: string
  /** CloneSet API version to read and write; default: the one the apiserver serves, found by API discovery. */
  cloneSetVersion?: CloneSetVersion
  /**
   * Advanced StatefulSet and DaemonSet API version (default v1beta1: the version Kruise stores them at and serves in
   * every release).
   */
  workloadVersion?: KruiseApiVersion
  /**
   * The workload kinds `watch` follows (default CloneSet). A kind other than CloneSet is watched only where the
   * apiserver serves it and lets us read it: a 403 or 404 stops its informer.
   */
  kinds?: readonly WorkloadKind[]
  /**
   * The cluster-view kinds `watch` follows too (default none; observe mode's reconciler: SidecarSets and
   * UnitedDeployments). Each is watched only where it is served and readable, as the optional workload kinds.
   */
  viewKinds?: readonly ViewKind[]
  /** SidecarSet API version; default: the one the apiserver serves, found by API discovery (Kruise 1.8: v1alpha1 only). */
  sidecarSetVersion?: KruiseApiVersion
  /** Component name on Events. */
  component?: string
  now?: () => number
  /** Delay before re-listing and re-watching after an error (ms). Default 1000. */
  rewatchDelayMs?: number
  /** The apiserver closes each watch after this long and the informer re-watches (default 300 s). */
  watchTimeoutSeconds?: number
  /** Objects per page when listing (limit/continue). Default 500. */
  listPageSize?: number
}

interface List<T> {
  metadata?: { resourceVersion?: string }
  items: T[]
}

export function loadKubeConfig(path?: string): KubeConfig {
  const kc = new KubeConfig()
  try {
    if (path) kc.loadFromFile(path)
    else kc.loadFromDefault()
  } catch (err) {
    throw new GuardError('IPG_ERR_CONFIG', `cannot load kubeconfig${path ? ` ${path}` : ''}: ${(err as Error).message}`)
  }
  if (!kc.getCurrentCluster()) throw new GuardError('IPG_ERR_CONFIG', `the kubeconfig${path ? ` ${path}` : ''} has no current cluster`)
  return kc
}

export class KubeCluster implements Cluster {
  readonly rest: KubeRest
  private version: CloneSetVersion | undefined
  private discovering: Promise<CloneSetVersion> | undefined
  private sidecarSetDiscovery: Promise<KruiseApiVersion> | undefined
  private readonly component: string
  private readonly now: () => number

  constructor(private readonly options: KubeClusterOptions = {}) {
    const kc = options.kubeConfig ?? loadKubeConfig(options.kubeconfig)
    this.rest = new KubeRest(kc)
    this.version = options.cloneSetVersion
    this.component = options.component ?? 'inplace-guard'
    this.now = options.now ?? Date.now
  }

  /** The CloneSet API version in use: the one asked for, else the one API discovery finds (asked once, retried after a failure). */
  async cloneSetVersion(): Promise<CloneSetVersion> {
    if (this.version) return this.version
    this.discovering ??= discoverCloneSetVersion(this.rest.kc).then((version) => (this.version = version), (err: unknown) => {
      this.discovering = undefined
      throw err
    })
    return this.discovering
  }

  private async cloneSets(namespace?: string): Promise<string> {
    const version = await this.cloneSetVersion()
    return namespace ? `/apis/apps.kruise.io/${version}/namespaces/${enc(namespace)}/clonesets` : `/apis/apps.kruise.io/${version}/clonesets`
  }

  /** The collection path of a kind: CloneSets at the discovered version, the other kinds at workloadVersion. */
  private async workloads(kind: WorkloadKind, namespace?: string): Promise<string> {
    if (kind === 'CloneSet') return this.cloneSets(namespace)
    const version = this.options.workloadVersion ?? 'v1beta1'
    const resource = WORKLOAD_RESOURCES[kind]
    return namespace ? `/apis/apps.kruise.io/${version}/namespaces/${enc(namespace)}/${resource}` : `/apis/apps.kruise.io/${version}/${resource}`
  }

  private workloadApiVersion(kind: WorkloadKind): string {
    return `apps.kruise.io/${kind === 'CloneSet' ? this.version : this.options.workloadVersion ?? 'v1beta1'}`
  }

  /** The SidecarSet API version in use: the one asked for, else the one API discovery finds (asked once, retried after a failure). */
  async sidecarSetVersion(): Promise<KruiseApiVersion> {
    if (this.options.sidecarSetVersion) return this.options.sidecarSetVersion
    this.sidecarSetDiscovery ??= discoverServedVersion(this.rest.kc, 'sidecarsets', 'SidecarSet').catch((err: unknown) => {
      this.sidecarSetDiscovery = undefined
      throw err
    })
    return this.sidecarSetDiscovery
  }

  /** SidecarSets are cluster-scoped. */
  private async sidecarSets(): Promise<string> {
    return `/apis/apps.kruise.io/${await this.sidecarSetVersion()}/sidecarsets`
  }

  /** UnitedDeployments: apps.kruise.io/v1alpha1, the one version every release serves. */
  private unitedDeployments(namespace?: string): string {
    return namespace ? `/apis/apps.kruise.io/v1alpha1/namespaces/${enc(namespace)}/uniteddeployments` : '/apis/apps.kruise.io/v1alpha1/uniteddeployments'
  }

  /** The collection of a UnitedDeployment's child kind in a namespace. */
  private async subsetChildren(kind: SubsetChildKind, namespace: string): Promise<string> {
    switch (kind) {
      case 'CloneSet': return this.cloneSets(namespace)
      case 'AdvancedStatefulSet': return this.workloads('StatefulSet', namespace)
      case 'StatefulSet': return `/apis/apps/v1/namespaces/${enc(namespace)}/statefulsets`
      case 'Deployment': return `/apis/apps/v1/namespaces/${enc(namespace)}/deployments`
    }
  }

  private pods(namespace: string): string {
    return `/api/v1/namespaces/${enc(namespace)}/pods`
  }

  async listWorkloads(kind: WorkloadKind, namespace?: string): Promise<WorkloadObject[]> {
    const list = await this.rest.request<List<WorkloadObject>>('GET', await this.workloads(kind, namespace ?? this.options.namespace))
    // List items may leave out apiVersion and kind; the readers need both.
    return list.items.map((w) => ({ ...w, apiVersion: w.apiVersion ?? this.workloadApiVersion(kind), kind }))
  }

  async getWorkload(kind: WorkloadKind, namespace: string, name: string): Promise<WorkloadObject> {
    const stored = await this.rest.request<WorkloadObject>('GET', `${await this.workloads(kind, namespace)}/${enc(name)}`)
    return { ...stored, apiVersion: stored.apiVersion ?? this.workloadApiVersion(kind), kind: stored.kind ?? kind }
  }

  async listCloneSets(namespace?: string): Promise<CloneSetObject[]> {
    return (await this.listWorkloads('CloneSet', namespace)) as CloneSetObject[]
  }

  async getCloneSet(namespace: string, name: string): Promise<CloneSetObject> {
    return this.rest.request<CloneSetObject>('GET', `${await this.cloneSets(namespace)}/${enc(name)}`)
  }

  async updateWorkloadStatus(workload: WorkloadObject): Promise<WorkloadObject> {
    const ns = workload.metadata.namespace ?? 'default'
    return this.rest.request<WorkloadObject>('PUT', `${await this.workloads(workload.kind, ns)}/${enc(workload.metadata.name)}/status`, { body: workload })
  }

  async patchWorkloadAnnotations(kind: WorkloadKind, namespace: string, name: string, annotations: Record<string, string | null>, resourceVersion?: string): Promise<WorkloadObject> {
    const metadata = { annotations, ...(resourceVersion ? { resourceVersion } : {}) }
    return this.rest.request<WorkloadObject>('PATCH', `${await this.workloads(kind, namespace)}/${enc(name)}`, { body: { metadata }, patch: 'merge' })
  }

  async listPods(namespace: string, selector: LabelSelector): Promise<Pod[]> {
    return this.listAll<Pod>(this.pods(namespace), selectorString(selector))
  }

  /** Every page of a list (limit/continue), so no single response holds a namespace's worth of objects. */
  private async listAll<T>(path: string, labelSelector?: string): Promise<T[]> {
    const items: T[] = []
    let token: string | undefined
    do {
      const page = await this.rest.request<List<T> & { metadata?: { continue?: string } }>('GET', path, {
        query: { labelSelector, limit: this.options.listPageSize ?? 500, continue: token },
      })
      items.push(...page.items)
      token = page.metadata?.continue || undefined
    } while (token)
    return items
  }

  async getPod(namespace: string, name: string): Promise<Pod> {
    return this.rest.request<Pod>('GET', `${this.pods(namespace)}/${enc(name)}`)
  }

  async createPod(pod: Pod): Promise<Pod> {
    return this.rest.request<Pod>('POST', this.pods(pod.metadata.namespace ?? 'default'), { body: pod })
  }

  async updatePod(pod: Pod): Promise<Pod> {
    return this.rest.request<Pod>('PUT', `${this.pods(pod.metadata.namespace ?? 'default')}/${enc(pod.metadata.name)}`, { body: pod })
  }

  async updatePodStatus(pod: Pod): Promise<Pod> {
    return this.rest.request<Pod>('PUT', `${this.pods(pod.metadata.namespace ?? 'default')}/${enc(pod.metadata.name)}/status`, { body: pod })
  }

  async resizePod(namespace: string, name: string, containers: ResizeContainer[], resourceVersion?: string): Promise<Pod> {
    const body = { ...(resourceVersion ? { metadata: { resourceVersion } } : {}), spec: { containers } }
    return this.rest.request<Pod>('PATCH', `${this.pods(namespace)}/${enc(name)}/resize`, { body, patch: 'strategic' })
  }

  async deletePod(namespace: string, name: string, uid?: string): Promise<void> {
    const body = { apiVersion: 'v1', kind: 'DeleteOptions', ...(uid ? { preconditions: { uid } } : {}) }
    try {
      await this.rest.request('DELETE', `${this.pods(namespace)}/${enc(name)}`, { body })
    } catch (err) {
      if (apiStatusOf(err) !== 404) throw err
    }
  }

  async listNodes(): Promise<NodeObject[]> {
    return this.listAll<NodeObject>('/api/v1/nodes')
  }

  async listSidecarSets(): Promise<SidecarSetObject[]> {
    const version = await this.sidecarSetVersion()
    const items = await this.listAll<SidecarSetObject>(await this.sidecarSets())
    return items.map((s) => ({ ...s, apiVersion: s.apiVersion ?? `apps.kruise.io/${version}`, kind: 'SidecarSet' }))
  }

  async getSidecarSet(name: string): Promise<SidecarSetObject> {
    const stored = await this.rest.request<SidecarSetObject>('GET', `${await this.sidecarSets()}/${enc(name)}`)
    return { ...stored, apiVersion: stored.apiVersion ?? `apps.kruise.io/${await this.sidecarSetVersion()}`, kind: 'SidecarSet' }
  }

  async patchSidecarSetAnnotations(name: string, annotations: Record<string, string | null>, resourceVersion?: string): Promise<SidecarSetObject> {
    const metadata = { annotations, ...(resourceVersion ? { resourceVersion } : {}) }
    return this.rest.request<SidecarSetObject>('PATCH', `${await this.sidecarSets()}/${enc(name)}`, { body: { metadata }, patch: 'merge' })
  }

  async listUnitedDeployments(namespace?: string): Promise<UnitedDeploymentObject[]> {
    const items = await this.listAll<UnitedDeploymentObject>(this.unitedDeployments(namespace ?? this.options.namespace))
    return items.map((u) => ({ ...u, apiVersion: u.apiVersion ?? 'apps.kruise.io/v1alpha1', kind: 'UnitedDeployment' }))
  }

  async getUnitedDeployment(namespace: string, name: string): Promise<UnitedDeploymentObject> {
    const stored = await this.rest.request<UnitedDeploymentObject>('GET', `${this.unitedDeployments(namespace)}/${enc(name)}`)
    return { ...stored, apiVersion: stored.apiVersion ?? 'apps.kruise.io/v1alpha1', kind: 'UnitedDeployment' }
  }

  async patchUnitedDeploymentAnnotations(namespace: string, name: string, annotations: Record<string, string | null>, resourceVersion?: string): Promise<UnitedDeploymentObject> {
    const metadata = { annotations, ...(resourceVersion ? { resourceVersion } : {}) }
    return this.rest.request<UnitedDeploymentObject>('PATCH', `${this.unitedDeployments(namespace)}/${enc(name)}`, { body: { metadata }, patch: 'merge' })
  }

  async listSubsetChildren(kind: SubsetChildKind, namespace: string, selector: LabelSelector): Promise<unknown[]> {
    return this.listAll<unknown>(await this.subsetChildren(kind, namespace), selectorString(selector))
  }

  /** Pods of every namespace (of the one namespace this cluster is limited to, if any). */
  async listPodsInAllNamespaces(selector: LabelSelector): Promise<Pod[]> {
    const ns = this.options.namespace
    return this.listAll<Pod>(ns ? this.pods(ns) : '/api/v1/pods', selectorString(selector))
  }

  async listNamespaces(): Promise<NamespaceObject[]> {
    return this.listAll<NamespaceObject>('/api/v1/namespaces')
  }

  async listRevisions(namespace: string, selector: LabelSelector): Promise<ControllerRevision[]> {
    const list = await this.rest.request<List<ControllerRevision>>('GET', `/apis/apps/v1/namespaces/${enc(namespace)}/controllerrevisions`, {
      query: { labelSelector: selectorString(selector) },
    })
    return list.items
  }

  async createRevision(revision: ControllerRevision): Promise<ControllerRevision> {
    return this.rest.request<ControllerRevision>('POST', `/apis/apps/v1/namespaces/${enc(revision.metadata.namespace ?? 'default')}/controllerrevisions`, { body: revision })
  }

  async createEvent(event: EventInput): Promise<void> {
    const at = metaTime(this.now())
    await this.rest.request('POST', `/api/v1/namespaces/${enc(event.namespace)}/events`, {
      body: {
        apiVersion: 'v1',
        kind: 'Event',
        metadata: { generateName: `${event.involvedObject.name}.`, namespace: event.namespace },
        // A cluster-scoped object (a SidecarSet) has no namespace; its Events live in `default`, as client-go's recorder puts them.
        involvedObject: event.involvedObject.kind === 'SidecarSet' ? { ...event.involvedObject } : { ...event.involvedObject, namespace: event.namespace },
        reason: event.reason,
        message: event.message,
        type: event.type,
        source: { component: this.component },
        firstTimestamp: at,
        lastTimestamp: at,
        count: 1,
      },
    })
  }

  async listEvents(namespace: string): Promise<ClusterEvent[]> {
    const list = await this.rest.request<List<{
      metadata: { name: string }; involvedObject: EventInput['involvedObject']; type: string; reason: string; message: string
      count?: number; firstTimestamp?: string; lastTimestamp?: string
    }>>('GET', `/api/v1/namespaces/${enc(namespace)}/events`)
    return list.items.map((e) => ({
      namespace,
      name: e.metadata.name,
      involvedObject: e.involvedObject,
      type: e.type === 'Warning' ? 'Warning' : 'Normal',
      reason: e.reason ?? '',
      message: e.message ?? '',
      count: e.count ?? 1,
      firstTimestamp: e.firstTimestamp ?? '',
      lastTimestamp: e.lastTimestamp ?? '',
    }))
  }

  /**
   * Informers on the workloads of `kinds`, the SidecarSets and UnitedDeployments of `viewKinds`, and on the Pods that
   * belong to workloads (WORKLOAD_POD_SELECTOR); none other is listed or watched.
   */
  async watch(onEvent: (event: WatchEvent) => void, onError?: (err: Error) => void): Promise<Watch & { informers: ScopedInformer[] }> {
    const ns = this.options.namespace
    const common = { pageSize: this.options.listPageSize, watchTimeoutSeconds: this.options.watchTimeoutSeconds, restartDelayMs: this.options.rewatchDelayMs }
    const kinds = this.options.kinds ?? ['CloneSet']
    const informers: ScopedInformer[] = []
    for (const kind of kinds) {
      const options = { ...common, kind, path: await this.workloads(kind, ns), optional: kind !== 'CloneSet' }
      informers.push(new ScopedInformer(this.rest.kc, this.rest, options, onEvent, onError))
    }
    for (const kind of this.options.viewKinds ?? []) {
      let path: string
      try {
        path = kind === 'SidecarSet' ? await this.sidecarSets() : this.unitedDeployments(ns)
      } catch (err) {
        onError?.(new Error(`SidecarSets are not watched: ${(err as Error).message}`))
        continue
      }
      informers.push(new ScopedInformer(this.rest.kc, this.rest, { ...common, kind, path, optional: true }, onEvent, onError))
    }
    informers.push(new ScopedInformer(this.rest.kc, this.rest, { ...common, kind: 'Pod', path: ns ? this.pods(ns) : '/api/v1/pods', labelSelector: WORKLOAD_POD_SELECTOR }, onEvent, onError))
    await Promise.all(informers.map((i) => i.start()))
    return { informers, stop: () => informers.forEach((i) => i.stop()) }
  }
}

function enc(segment: string): string {
  return encodeURIComponent(segment)
}
