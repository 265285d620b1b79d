import type { Random } from './prng.js'

/**
 * Seeded Advanced DaemonSet update pairs: a valid stored DaemonSet and an update of its strategy and template, drawn
 * from the fields that decide Kruise's answer (rolling-update type, maxSurge and maxUnavailable, OnDelete, the
 * readiness gate, template changes in and out of place), including strategies Kruise's webhook refuses.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any

export type DaemonSetVersion = 'v1alpha1' | 'v1beta1'

export interface DaemonSetPair {
  old: Json
  new: Json
  /** What the update does, for a person reading a failure. */
  mutations: string[]
}

export interface DaemonSetPairOptions {
  /** The served versions to draw from (Kruise 1.8 serves v1alpha1 alone). */
  versions: readonly DaemonSetVersion[]
  /** Kruise 1.9 reads partition as an int or a percentage, 1.8 as an int. */
  percentPartition: boolean
}

/** An Advanced DaemonSet named `agent` around a busybox container, with `strategy` as its spec.updateStrategy. */
export function daemonSet(version: DaemonSetVersion, strategy: Json, spec: Json = {}): Json {
  return {
    apiVersion: `apps.kruise.io/${version}`,
    kind: 'DaemonSet',
    metadata: { name: 'agent', namespace: 'default' },
    spec: {
      selector: { matchLabels: { app: 'agent' } },
      ...(strategy === undefined ? {} : { updateStrategy: strategy }),
      template: {
        metadata: { labels: { app: 'agent' } },
        spec: { containers: [{ name: 'agent', image: 'busybox:1.36' }] },
      },
      ...spec,
    },
  }
}

const TYPES: Record<DaemonSetVersion, readonly (string | undefined)[]> = {
  v1alpha1: [undefined, 'Standard', 'InPlaceIfPossible', 'InPlaceIfPossible', 'Surging'],
  v1beta1: [undefined, 'Standard', 'InPlaceIfPossible', 'InPlaceIfPossible'],
}

/** maxSurge and maxUnavailable as written (undefined: left out), valid ones first. */
const NUMBERS: readonly [unknown, unknown][] = [
  [undefined, undefined], [undefined, 1], [0, 1], [0, '50%'], [undefined, 2], [undefined, '100%'],
  [1, 0], ['25%', 0], [1, undefined], ['0%', 2],
  // refused: both set, both zero
  [1, 1], ['10%', '10%'], [0, 0], [0, undefined], ['0%', '0%'],
]

/** Surging fills an unset maxSurge with 1 and an unset maxUnavailable with 0: these stay valid after that. */
const SURGING_NUMBERS: readonly [unknown, unknown][] = [[undefined, undefined], [1, 0], ['25%', 0], [undefined, 0], [1, undefined]]

/** A valid strategy (Kruise's webhook accepts it on CREATE): no surge under InPlaceIfPossible, exactly one of the two non-zero. */
function validStrategy(rng: Random, version: DaemonSetVersion): Json {
  if (rng.bool(0.1)) return rng.bool() ? { type: 'OnDelete' } : undefined
  const rollingUpdateType = rng.pick(TYPES[version])
  const numbers = rollingUpdateType === 'InPlaceIfPossible' ? NUMBERS.slice(0, 6) : rollingUpdateType === 'Surging' ? SURGING_NUMBERS : NUMBERS.slice(0, 10)
  const [maxSurge, maxUnavailable] = rng.pick(numbers)
  const rolling: Json = {}
  if (rollingUpdateType !== undefined) rolling.rollingUpdateType = rollingUpdateType
  if (maxSurge !== undefined) rolling.maxSurge = maxSurge
  if (maxUnavailable !== undefined) rolling.maxUnavailable = maxUnavailable
  return { ...(rng.bool(0.8) ? { type: 'RollingUpdate' } : {}), rollingUpdate: rolling }
}

/** Any strategy, refused ones included. */
function anyStrategy(rng: Random, options: DaemonSetPairOptions, version: DaemonSetVersion): Json {
  const strategy = validStrategy(rng, version)
  if (strategy?.rollingUpdate === undefined) return strategy
  if (rng.bool(0.35)) {
    const [maxSurge, maxUnavailable] = rng.pick(NUMBERS)
    delete strategy.rollingUpdate.maxSurge
    delete strategy.rollingUpdate.maxUnavailable
    if (maxSurge !== undefined) strategy.rollingUpdate.maxSurge = maxSurge
    if (maxUnavailable !== undefined) strategy.rollingUpdate.maxUnavailable = maxUnavailable
  }
  if (rng.bool(0.2)) strategy.rollingUpdate.partition = options.percentPartition && rng.bool() ? rng.pick(['0%', '50%', '100%']) : rng.int(0, 3)
  if (rng.bool(0.1)) strategy.rollingUpdate.paused = rng.bool()
  return strategy
}

type TemplateEdit = { name: string; apply: (spec: Json, template: Json) => void }

const EDITS: readonly TemplateEdit[] = [
  { name: 'image', apply: (s) => { s.containers[0].image = 'busybox:1.37' } },
  { name: 'sidecar image', apply: (s) => { if (s.containers[1]) s.containers[1].image = 'nginx:1.26'; else s.containers[0].image = 'busybox:1.35' } },
  { name: 'env value', apply: (s) => { s.containers[0].env = [{ name: 'MODE', value: 'b' }] } },
  { name: 'label', apply: (_s, t) => { t.metadata.labels.tier = 'edge' } },
  { name: 'annotation', apply: (_s, t) => { t.metadata.annotations = { ...(t.metadata.annotations ?? {}), note: 'changed' } } },
  { name: 'cpu request', apply: (s) => { s.containers[0].resources = { requests: { cpu: '200m' } } } },
  { name: 'memory limit', apply: (s) => { s.containers[0].resources = { ...(s.containers[0].resources ?? {}), limits: { memory: '256Mi' } } } },
  { name: 'imagePullPolicy', apply: (s) => { s.containers[0].imagePullPolicy = 'Always' } },
  { name: 'command', apply: (s) => { s.containers[0].command = ['sh', '-c', 'sleep 3600'] } },
  { name: 'readiness gate', apply: (s) => { s.readinessGates = [{ conditionType: 'InPlaceUpdateReady' }] } },
  { name: 'container added', apply: (s) => { s.containers.push({ name: 'extra', image: 'busybox:1.36' }) } },
  { name: 'cpu as a fraction', apply: (s) => { s.containers[0].resources = { requests: { cpu: '0.5' }, limits: { cpu: '1000m' } } } },
  { name: 'memory in other units', apply: (s) => { s.containers[0].resources = { limits: { memory: '1024Mi', 'ephemeral-storage': '1e3' } } } },
  { name: 'empty env list', apply: (s) => { s.containers[0].env = [] } },
  { name: 'probe', apply: (s) => { s.containers[0].readinessProbe = { httpGet: { path: '/healthz', port: 8080 }, periodSeconds: 5 } } },
  { name: 'probe by port name', apply: (s) => { s.containers[0].livenessProbe = { tcpSocket: { port: 'http' } } } },
  { name: 'security context', apply: (s) => { s.securityContext = { runAsUser: 1000, runAsNonRoot: true }; s.containers[0].securityContext = { privileged: false } } },
  {
    name: 'emptyDir with a size limit',
    apply: (s) => {
      s.volumes = [{ name: 'cache', emptyDir: { sizeLimit: '0.5Gi' } }]
      s.containers[0].volumeMounts = [{ name: 'cache', mountPath: '/cache' }]
    },
  },
  { name: 'env from label', apply: (s) => { s.containers[0].env = [{ name: 'TIER', valueFrom: { fieldRef: { fieldPath: "metadata.labels['tier']" } } }] } },
]

/** A stored template, sometimes with a sidecar, an env, resources or the readiness gate written in. */
function oldTemplate(rng: Random, template: Json): void {
  const spec = template.spec
  if (rng.bool(0.3)) spec.containers.push({ name: 'sidecar', image: 'nginx:1.25' })
  if (rng.bool(0.3)) spec.containers[0].env = [{ name: 'MODE', value: 'a' }]
  if (rng.bool(0.2)) spec.containers[0].resources = { requests: { cpu: '100m', memory: '64Mi' }, limits: { cpu: '100m', memory: '64Mi' } }
  if (rng.bool(0.1)) spec.readinessGates = [{ conditionType: 'InPlaceUpdateReady' }]
  if (rng.bool(0.2)) template.metadata.labels.tier = 'core'
}

export function daemonSetPair(rng: Random, options: DaemonSetPairOptions): DaemonSetPair {
  const version = rng.pick(options.versions)
  const old = daemonSet(version, validStrategy(rng, version))
  oldTemplate(rng, old.spec.template)
  const mutations: string[] = []
  // Every default written: Kruise's mutating webhook changes nothing and the object is stored as written.
  if (rng.bool(0.25)) {
    old.spec.burstReplicas = 250
    old.spec.revisionHistoryLimit = 10
    old.spec.updateStrategy = { type: 'RollingUpdate', rollingUpdate: { rollingUpdateType: rng.pick(['Standard', 'InPlaceIfPossible']), maxUnavailable: 1, maxSurge: 0 } }
    mutations.push('every default written')
  }
  if (rng.bool(0.1)) {
    old.status = { collisionCount: rng.int(0, 2) }
    mutations.push(`collisionCount ${old.status.collisionCount}`)
  }
  const updated = structuredClone(old)
  if (rng.bool(0.5)) {
    const strategy = anyStrategy(rng, options, version)
    if (strategy === undefined) delete updated.spec.updateStrategy
    else updated.spec.updateStrategy = strategy
    mutations.push(`strategy ${JSON.stringify(strategy ?? null)}`)
  }
  for (const edit of rng.sample(EDITS, rng.int(0, 2))) {
    edit.apply(updated.spec.template.spec, updated.spec.template)
    mutations.push(edit.name)
  }
  return { old, new: updated, mutations }
}
