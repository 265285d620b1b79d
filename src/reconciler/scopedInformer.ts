import { type KubeConfig, type KubernetesListObject, type KubernetesObject, ListWatch, Watch } from '@kubernetes/client-node'
import type { Pod } from '../engine/kube/pod.js'
import {
    SIDECARSET_INJECTED_LIST, SUBSET_NAME_LABEL, type WatchEvent, type WatchKind, injectedSidecarSets, ownerUnitedDeployment, ownerWorkload,
} from './cluster.js'
import { type KubeRest, apiStatusOf } from './kubeRest.js'

/**
 * List-then-watch of one resource through client-node's informer machinery (ListWatch: relist on 410 Gone, re-watch
 * from the last resourceVersion when the apiserver closes the watch, delete events for objects gone while no watch
 * was open). What we add: a label selector, a paginated list (limit/continue), a bounded watch (timeoutSeconds, so
 * the apiserver closes it and ListWatch reconnects, as client-go's reflector does), a restart after errors, and a
 * projection of each object to the few metadata fields a watch event needs, so the cache holds names, not Pods
 * (of a Pod's labels and annotations only its UnitedDeployment subset and the SidecarSets that injected it).
 */

export interface ScopedInformerOptions {
  kind: WatchKind
  /** Collection path, e.g. `/api/v1/pods` or `/apis/apps.kruise.io/v1alpha1/namespaces/shop/clonesets`. */
  path: string
  labelSelector?: string
  /** Objects per list page (default 500, as client-go's pager). */
  pageSize?: number
  /** The apiserver ends each watch after this long; ListWatch then re-watches (default 300 s). */
  watchTimeoutSeconds?: number
  /** Delay before starting over after an error (ms, default 1000). */
  restartDelayMs?: number
  /**
   * The resource may be absent or forbidden (a kind the chart's RBAC leaves out): a 403 or 404 stops the informer,
   * reported once, instead of retrying for ever.
   */
  optional?: boolean
}

/** What the cache keeps of an object. */
export interface WatchedMetadata extends KubernetesObject {
  metadata: {
    name?: string; namespace?: string; resourceVersion?: string; ownerReferences?: Pod['metadata']['ownerReferences']
    labels?: Record<string, string>; annotations?: Record<string, string>
  }
}

export class ScopedInformer {
  private readonly informer: ListWatch<WatchedMetadata>
  private stopped = false
  private restart: NodeJS.Timeout | undefined
  /** List requests sent (pages) and watches opened: what tests read to see pagination and reconnects. */
  readonly counts = { listPages: 0, watches: 0 }

  constructor(
    kc: KubeConfig, rest: KubeRest, private readonly options: ScopedInformerOptions,
    onEvent: (event: WatchEvent) => void, private readonly onError?: (err: Error) => void,
  ) {
    const watch = new ProjectingWatch(kc, options.watchTimeoutSeconds ?? 300, () => this.counts.watches++)
    this.informer = new ListWatch(options.path, watch as unknown as Watch, () => this.list(rest), false, options.labelSelector)
    const report = (type: WatchEvent['type']) => (obj: WatchedMetadata) => {
      const name = obj.metadata?.name
      if (!name) return
      const namespace = obj.metadata.namespace ?? (options.kind === 'SidecarSet' ? '' : 'default')
      const event: WatchEvent = { kind: options.kind, type, namespace, name }
      if (options.kind === 'Pod') {
        const pod = obj as unknown as Pod
        const owner = ownerWorkload(pod)
        if (owner) {
          event.owner = owner.name
          event.ownerKind = owner.kind
        }
        const sidecarSets = injectedSidecarSets(pod)
        if (sidecarSets) event.sidecarSets = sidecarSets
        const subset = obj.metadata.labels?.[SUBSET_NAME_LABEL]
        if (subset !== undefined) event.subset = subset
      } else if (options.kind !== 'SidecarSet' && options.kind !== 'UnitedDeployment') {
        const owner = ownerUnitedDeployment(obj as unknown as Pod)
        if (owner) {
          event.owner = owner
          event.ownerKind = 'UnitedDeployment'
        }
      }
      onEvent(event)
    }
    this.informer.on('add', report('ADDED'))
    this.informer.on('update', report('MODIFIED'))
    this.informer.on('delete', report('DELETED'))
    this.informer.on('error', (err: unknown) => this.failed(err))
  }

  async start(): Promise<void> {
    await this.informer.start()
  }

  stop(): void {
    this.stopped = true
    if (this.restart) clearTimeout(this.restart)
    void this.informer.stop()
  }

  /** Objects in the cache (projected metadata only). */
  cached(): readonly WatchedMetadata[] {
    return this.informer.list()
  }

  private failed(err: unknown): void {
    if (this.stopped) return // stop() aborts the watch, which reports the abort as an error
    const status = apiStatusOf(err)
    if (this.options.optional && (status === 403 || status === 404)) {
      this.onError?.(new Error(`${this.options.path}: ${status === 403 ? 'forbidden' : 'not served'}; ${this.options.kind} objects are not watched (${(err as Error).message})`))
      this.stop()
      return
    }
    this.onError?.(err instanceof Error ? err : new Error(String(err)))
    if (this.restart) return
    this.restart = setTimeout(() => {
      this.restart = undefined
      if (!this.stopped) void this.informer.start()
    }, this.options.restartDelayMs ?? 1000)
  }

  /** Every page of the list, projected as it arrives: one page of full objects in memory at a time. */
  private async list(rest: KubeRest): Promise<KubernetesListObject<WatchedMetadata>> {
    const items: WatchedMetadata[] = []
    let resourceVersion: string | undefined
    let token: string | undefined
    do {
      this.counts.listPages++
      const page = await rest.request<KubernetesListObject<WatchedMetadata>>('GET', this.options.path, {
        query: { labelSelector: this.options.labelSelector, limit: this.options.pageSize ?? 500, continue: token },
      })
      for (const item of page.items) items.push(project(item))
      resourceVersion = page.metadata?.resourceVersion
      token = page.metadata?._continue ?? (page.metadata as { continue?: string } | undefined)?.continue
    } while (token)
    return { apiVersion: 'v1', kind: 'List', metadata: { resourceVersion }, items }
  }
}

function project(obj: WatchedMetadata): WatchedMetadata {
  const { name, namespace, resourceVersion, ownerReferences, labels, annotations } = obj.metadata ?? {}
  const subset = labels?.[SUBSET_NAME_LABEL]
  const injected = annotations?.[SIDECARSET_INJECTED_LIST]
  return {
    metadata: {
      name, namespace, resourceVersion, ...(ownerReferences ? { ownerReferences } : {}),
      ...(subset !== undefined ? { labels: { [SUBSET_NAME_LABEL]: subset } } : {}),
      ...(injected !== undefined ? { annotations: { [SIDECARSET_INJECTED_LIST]: injected } } : {}),
    },
  }
}

/** client-node's Watch with a timeoutSeconds and bookmarks on every request, handing ListWatch projected objects. */
class ProjectingWatch {
  private readonly client: Watch

  constructor(kc: KubeConfig, private readonly timeoutSeconds: number, private readonly opened: () => void) {
    this.client = new Watch(kc)
  }

  watch(path: string, query: Record<string, string | number | boolean | undefined>, callback: (phase: string, obj: any) => void, done: (err: unknown) => void): Promise<AbortController> {
    this.opened()
    const params = { ...query, timeoutSeconds: this.timeoutSeconds, allowWatchBookmarks: true }
    return this.client.watch(path, params, (phase, obj) => callback(phase, phase === 'ERROR' || !obj?.metadata ? obj : project(obj)), done)
  }
}
