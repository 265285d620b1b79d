import { type KubeletStandIn, type KubeletStandInOptions, startKubeletStandIn } from '../harness/kubeletStandIn.js'
import { describeFailure, kruiseWorkloadPath, podPath } from '../harness/kubeApi.js'
import { type World, isReady, sleep, until } from './world.js'

type Json = Record<string, any>

/** The revision a Pod runs, as every Kruise workload labels it. */
export const REVISION_LABEL = 'controller-revision-hash'

export const revisionOf = (pod: Json): string | undefined => pod.metadata.labels?.[REVISION_LABEL]

/**
 * One row's namespace for an Advanced StatefulSet or Advanced DaemonSet (`resource` statefulsets or daemonsets): its
 * kubelet stand-in, the reads a row makes and the record of what Kruise did to the Pods while the row watched.
 */
export class WorkloadScene {
  readonly kubelet: KubeletStandIn
  constructor(
    readonly world: World, readonly ns: string, readonly resource: 'statefulsets' | 'daemonsets', readonly version: string,
    readonly name: string, standIn: KubeletStandInOptions = {},
  ) {
    this.kubelet = startKubeletStandIn(world.api, ns, { readyDelayMs: 300, ...standIn })
  }

  /** The Pods of the workload, those being deleted left out. */
  async pods(): Promise<Json[]> {
    const res = await this.world.api.get(`${podPath(this.ns)}?labelSelector=app%3D${this.name}`)
    return ((res.body?.items ?? []) as Json[]).filter((p) => !p.metadata.deletionTimestamp)
  }

  async workload(): Promise<Json> {
    const res = await this.world.api.get(kruiseWorkloadPath(this.resource, this.version, this.ns, this.name))
    if (res.status !== 200) throw new Error(`get ${this.resource} ${this.ns}/${this.name}: ${describeFailure(res)}`)
    return res.body
  }

  events(): Promise<Json[]> {
    return namespaceEvents(this.world, this.ns)
  }

  /** The workload's status after Kruise observed its latest generation, else undefined. */
  async observedStatus(): Promise<Json | undefined> {
    const w = await this.workload()
    return w.status?.observedGeneration === w.metadata.generation ? w.status : undefined
  }

  /** Waits until `done(status, pods)` holds, Kruise having observed the latest generation and every Pod Ready (KIG_E2E_SETTLE_MS: how long, by hand). */
  async settled(what: string, done: (status: Json, pods: Json[]) => boolean, timeoutMs = Number(process.env.KIG_E2E_SETTLE_MS ?? 120_000)): Promise<Json[]> {
    return until(what, async () => {
      const status = await this.observedStatus()
      const pods = await this.pods()
      return status && pods.length > 0 && pods.every(isReady) && done(status, pods) ? pods : undefined
    }, this.describe, timeoutMs)
  }

  /** Kruise-manager's log lines about this namespace matching `pattern`. */
  managerLog(pattern: RegExp): string[] {
    return this.world.manager.logLines(pattern).filter((l) => l.includes(this.ns))
  }

  describe = async (): Promise<string> => {
    const pods = await this.pods()
    const w = await this.workload().catch((e: Error) => ({ error: e.message }))
    return [
      `${this.resource} status: ${JSON.stringify((w as Json).status ?? w)}`,
      ...pods.map((p) => `  ${p.metadata.name} node=${p.spec.nodeName} uid=${p.metadata.uid} rev=${revisionOf(p)} ready=${isReady(p)} ${(p.status?.conditions ?? []).map((c: Json) => `${c.type}=${c.status}`).join(',')}`),
      `events: ${(await this.events()).map((e) => `${e.reason}: ${e.message}`).join(' | ')}`,
      ...(this.resource === 'daemonsets' ? [`nodes: ${await this.nodes()}`] : []),
      `kubelet stand-in errors: ${this.kubelet.errors.slice(-5).join(' | ') || 'none'}`,
      `kruise-manager errors: ${this.managerLog(/^E/).slice(-5).join('\n') || 'none'}`,
    ].join('\n')
  }

  private async nodes(): Promise<string> {
    const res = await this.world.api.get('/api/v1/nodes')
    return ((res.body?.items ?? []) as Json[]).map((n) => `${n.metadata.name} ${JSON.stringify(n.metadata.labels)} ${JSON.stringify(n.spec?.taints ?? [])}`).join('; ')
  }

  stop(): Promise<void> {
    return this.kubelet.stop()
  }
}

/** What Kruise did to the Pods while a row watched its rollout. */
export interface RolloutRecord {
  /** Pods in the order they first carried the update revision (a recreated Pod under its new UID). */
  updated: { name: string; node: string; uid: string }[]
  /** Most Pods unready at one time. */
  maxUnready: number
  /** Most Pods seen at one time on one node (two while a DaemonSet surges). */
  maxPodsPerNode: number
  /** The Pods and the workload's status when `done` first held. */
  pods: Json[]
  status: Json
}

/**
 * Samples the rollout every 100 ms from the moment the update is applied until `done(status, pods)` holds with every
 * Pod Ready: which Pods took the update revision in which order, and how many were unready or shared a node.
 */
export async function watchRollout(scene: WorkloadScene, oldRevision: string, done: (status: Json, pods: Json[]) => boolean, timeoutMs = 120_000): Promise<RolloutRecord> {
  const record: RolloutRecord = { updated: [], maxUnready: 0, maxPodsPerNode: 0, pods: [], status: {} }
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const status = await scene.observedStatus()
    const pods = await scene.pods()
    const target = status && status.updateRevision !== oldRevision ? status.updateRevision as string : undefined
    for (const p of pods) {
      if (!target || revisionOf(p) !== target) continue
      const seen = record.updated.find((u) => u.uid === p.metadata.uid)
      if (!seen) record.updated.push({ name: p.metadata.name, node: p.spec.nodeName ?? '', uid: p.metadata.uid })
      else if (!seen.node) seen.node = p.spec.nodeName ?? '' // created first, bound a moment later
    }
    record.maxUnready = Math.max(record.maxUnready, pods.filter((p) => !isReady(p)).length)
    const perNode = new Map<string, number>()
    for (const p of pods) if (p.spec.nodeName) perNode.set(p.spec.nodeName, (perNode.get(p.spec.nodeName) ?? 0) + 1)
    record.maxPodsPerNode = Math.max(record.maxPodsPerNode, ...perNode.values(), 0)
    if (target && status && pods.length > 0 && pods.every(isReady) && done(status, pods)) return { ...record, pods, status }
    if (Date.now() > deadline) throw new Error(`rollout of ${scene.ns}/${scene.name} did not finish\n${await scene.describe()}`)
    await sleep(100)
  }
}

/** The webhook refusal in kubectl's error (kubectl prints the whole patch before it). */
export function admissionRefusal(stderr: string): string {
  return stderr.match(/admission webhook .*/)?.[0] ?? stderr.trim()
}

/** `kubectl apply --dry-run=server`: the object as Kruise's mutating webhook leaves it, or Kruise's refusal. */
export async function dryRunApply(world: World, object: Json): Promise<{ code: number; object?: Json; stderr: string }> {
  const r = await world.cp.kubectl(['apply', '--dry-run=server', '-o', 'json', '-f', '-'], { input: JSON.stringify(object), allowFail: true })
  return { code: r.code, stderr: r.stderr, ...(r.code === 0 ? { object: JSON.parse(r.stdout) as Json } : {}) }
}

export async function apply(world: World, object: Json): Promise<{ code: number; stderr: string }> {
  const r = await world.cp.kubectl(['apply', '-f', '-'], { input: JSON.stringify(object), allowFail: true })
  return { code: r.code, stderr: r.stderr }
}

/** Every Event of a namespace. */
export async function namespaceEvents(world: World, ns: string): Promise<Json[]> {
  const res = await world.api.get(`/api/v1/namespaces/${ns}/events`)
  return (res.body?.items ?? []) as Json[]
}
