import { KubeConfig, Watch as KubeWatch } from '@kubernetes/client-node'
import type { CloneSetVersion, LabelSelector } from '../engine/cloneset.js'
import { selectorString } from '../engine/labelSelector.js'
import { type Pod, metaTime } from '../engine/podState.js'
import type { ControllerRevision } from '../engine/revision.js'
import { GuardError } from '../errors.js'
import {
  type CloneSetObject, type Cluster, type ClusterEvent, type EventInput, type ResizeContainer, type Watch, type WatchEvent,
  type WatchKind, ownerCloneSet,
} from './cluster.js'
import { discoverCloneSetVersion } from './cloneSetDiscovery.js'
import { KubeRest, apiStatusOf } from './kubeRest.js'

/**
 * The Cluster port on a real apiserver. Writes carry resourceVersion preconditions (PUT bodies, or
 * `metadata.resourceVersion` inside merge patches) so a concurrent change is a 409, never a lost update. Watches
 * are list-then-watch per kind and re-list when the apiserver says the resourceVersion is too old (410 Gone).
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
  /** Component name on Events. */
  component?: string
  now?: () => number
  /** Delay before re-watching after an error (ms). Default 1000. */
  rewatchDelayMs?: number
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

  private pods(namespace: string): string {
    return `/api/v1/namespaces/${enc(namespace)}/pods`
  }

  async listCloneSets(namespace?: string): Promise<CloneSetObject[]> {
    const list = await this.rest.request<List<CloneSetObject>>('GET', await this.cloneSets(namespace ?? this.options.namespace))
    return list.items.map((cs) => ({ ...cs, apiVersion: cs.apiVersion ?? `apps.kruise.io/${this.version}`, kind: 'CloneSet' }))
  }

  async getCloneSet(namespace: string, name: string): Promise<CloneSetObject> {
    return this.rest.request<CloneSetObject>('GET', `${await this.cloneSets(namespace)}/${enc(name)}`)
  }

  async updateCloneSetStatus(cloneSet: CloneSetObject): Promise<CloneSetObject> {
    const ns = cloneSet.metadata.namespace ?? 'default'
    return this.rest.request<CloneSetObject>('PUT', `${await this.cloneSets(ns)}/${enc(cloneSet.metadata.name)}/status`, { body: cloneSet })
  }

  async patchCloneSetAnnotations(namespace: string, name: string, annotations: Record<string, string | null>, resourceVersion?: string): Promise<CloneSetObject> {
    const metadata = { annotations, ...(resourceVersion ? { resourceVersion } : {}) }
    return this.rest.request<CloneSetObject>('PATCH', `${await this.cloneSets(namespace)}/${enc(name)}`, { body: { metadata }, patch: 'merge' })
  }

  async listPods(namespace: string, selector: LabelSelector): Promise<Pod[]> {
    const list = await this.rest.request<List<Pod>>('GET', this.pods(namespace), { query: { labelSelector: selectorString(selector) } })
    return list.items
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
        involvedObject: { ...event.involvedObject, namespace: event.namespace },
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

  async watch(onEvent: (event: WatchEvent) => void, onError?: (err: Error) => void): Promise<Watch> {
    const ns = this.options.namespace
    const streams = [
      new ResourceWatch(this.rest, 'CloneSet', await this.cloneSets(ns), onEvent, onError, this.options.rewatchDelayMs),
      new ResourceWatch(this.rest, 'Pod', ns ? this.pods(ns) : '/api/v1/pods', onEvent, onError, this.options.rewatchDelayMs),
    ]
    await Promise.all(streams.map((s) => s.start()))
    return { stop: () => streams.forEach((s) => s.stop()) }
  }
}

function enc(segment: string): string {
  return encodeURIComponent(segment)
}

interface WatchedObject {
  metadata?: { name?: string; namespace?: string; resourceVersion?: string; ownerReferences?: Pod['metadata']['ownerReferences'] }
  code?: number
  reason?: string
}

/**
 * List-then-watch for one resource: every listed object is reported as ADDED (a resync), then changes stream in.
 * A 410 Gone ("too old resource version") or a dropped connection leads to a fresh list and a new watch.
 */
export class ResourceWatch {
  private abort: AbortController | undefined
  private stopped = false
  private resourceVersion = ''
  private readonly watcher: KubeWatch

  constructor(
    private readonly rest: KubeRest, private readonly kind: WatchKind, private readonly path: string,
    private readonly onEvent: (event: WatchEvent) => void, private readonly onError?: (err: Error) => void,
    private readonly rewatchDelayMs = 1000,
  ) {
    this.watcher = new KubeWatch(rest.kc)
  }

  async start(): Promise<void> {
    await this.relist()
    await this.rewatch()
  }

  stop(): void {
    this.stopped = true
    this.abort?.abort()
  }

  /** Lists the resource and reports every object, so nothing changed while no watch was open is missed. */
  async relist(): Promise<void> {
    const list = await this.rest.request<List<WatchedObject>>('GET', this.path)
    this.resourceVersion = list.metadata?.resourceVersion ?? ''
    for (const obj of list.items) this.report('ADDED', obj)
  }

  private report(type: string, obj: WatchedObject): void {
    if (type !== 'ADDED' && type !== 'MODIFIED' && type !== 'DELETED') return
    const name = obj.metadata?.name
    if (!name) return
    const event: WatchEvent = { kind: this.kind, type, namespace: obj.metadata?.namespace ?? 'default', name }
    if (this.kind === 'Pod') {
      const owner = ownerCloneSet(obj as Pod)
      if (owner) event.owner = owner
    }
    this.onEvent(event)
  }

  private async rewatch(): Promise<void> {
    if (this.stopped) return
    let gone = false
    this.abort = await this.watcher.watch(this.path, { resourceVersion: this.resourceVersion, allowWatchBookmarks: true }, (type, obj: WatchedObject) => {
      if (type === 'ERROR') {
        if (obj?.code === 410) gone = true
        return
      }
      if (obj?.metadata?.resourceVersion) this.resourceVersion = obj.metadata.resourceVersion
      if (type !== 'BOOKMARK') this.report(type, obj)
    }, (err: unknown) => {
      if (this.stopped) return
      const status = (err as { statusCode?: number } | null)?.statusCode
      if (status === 410) gone = true
      if (err && status !== 410) this.onError?.(err instanceof Error ? err : new Error(String(err)))
      setTimeout(() => {
        void (async () => {
          try {
            if (gone || !this.resourceVersion) await this.relist()
            await this.rewatch()
          } catch (e) {
            this.onError?.(e as Error)
            if (!this.stopped) setTimeout(() => void this.rewatch().catch(() => undefined), this.rewatchDelayMs)
          }
        })()
      }, gone ? 0 : this.rewatchDelayMs)
    })
  }
}
