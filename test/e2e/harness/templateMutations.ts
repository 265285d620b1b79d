import type { PodTemplate } from '../../../src/engine/kube/podTemplate.js'

/**
 * A seeded corpus of CloneSet pod-template mutations for the differential check against the apiserver: a few base
 * templates (one container; app + sidecar + init container with volumes, tolerations and a deadline; Guaranteed
 * QoS; a Pod with scheduling gates) and a table of mutation kinds, each a plain edit of a copy of the base.
 * Every kind appears at least once; the rest are drawn at random from the same seed, so a failure is reproducible.
 */

// Test data is loose JSON: the corpus builds manifests, the engine reads them.
type Json = Record<string, any>

export interface TemplateMutation {
  /** `m-007`: also the Pod's instance id. */
  id: string
  kind: string
  base: string
  description: string
  old: PodTemplate
  new: PodTemplate
  /** The kind changes container resources: also evaluated with InPlaceWorkloadVerticalScaling on. */
  resources: boolean
}

export type Random = () => number

/** mulberry32: small, fast, good enough to draw test cases from a seed. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let x = a
    x = Math.imul(x ^ (x >>> 15), x | 1)
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61)
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}

const int = (rng: Random, min: number, max: number) => min + Math.floor(rng() * (max - min + 1))
const pick = <T>(rng: Random, items: readonly T[]): T => items[Math.floor(rng() * items.length)]
const word = (rng: Random) => pick(rng, ['alpha', 'bravo', 'delta', 'echo', 'kilo', 'lima', 'oscar', 'tango']) + int(rng, 0, 99)

const APP = { name: 'app', image: 'registry.example/shop/app:1.0.0' }

export const BASES: Record<string, PodTemplate> = {
  single: {
    metadata: { labels: { app: 'mut', tier: 'web' }, annotations: { 'example.com/team': 'core' } },
    spec: {
      containers: [{
        ...APP,
        args: ['--port=8080'],
        env: [
          { name: 'LOG_LEVEL', value: 'info' },
          { name: 'POD_TIER', valueFrom: { fieldRef: { fieldPath: "metadata.labels['tier']" } } },
        ],
        ports: [{ name: 'http', containerPort: 8080 }],
        readinessProbe: { httpGet: { path: '/healthz', port: 8080 }, periodSeconds: 5 },
        resources: { requests: { cpu: '100m', memory: '64Mi' }, limits: { memory: '128Mi' } },
      }],
    },
  },
  multi: {
    metadata: { labels: { app: 'mut', tier: 'api' } },
    spec: {
      initContainers: [{ name: 'init', image: 'registry.example/tools/init:0.3', command: ['sh', '-c', 'true'] }],
      containers: [
        { ...APP, env: [{ name: 'MODE', value: 'blue' }], volumeMounts: [{ name: 'cache', mountPath: '/cache' }] },
        { name: 'proxy', image: 'registry.example/mesh/proxy:2.1', ports: [{ name: 'admin', containerPort: 15000 }] },
        { name: 'logs', image: 'registry.example/ops/logs:5.4', args: ['--follow'] },
      ],
      volumes: [{ name: 'cache', emptyDir: {} }],
      tolerations: [
        { key: 'dedicated', operator: 'Equal', value: 'web', effect: 'NoSchedule' },
        { key: 'node.example/slow', operator: 'Exists', effect: 'NoExecute', tolerationSeconds: 60 },
      ],
      activeDeadlineSeconds: 3600,
      terminationGracePeriodSeconds: 20,
    },
  },
  guaranteed: {
    metadata: { labels: { app: 'mut', tier: 'db' } },
    spec: {
      containers: [{ ...APP, resources: { requests: { cpu: '500m', memory: '256Mi' }, limits: { cpu: '500m', memory: '256Mi' } } }],
      nodeSelector: { 'kubernetes.io/os': 'linux' },
    },
  },
  gated: {
    metadata: { labels: { app: 'mut', tier: 'batch' } },
    spec: {
      containers: [{ ...APP, env: [{ name: 'BATCH', value: '1' }] }],
      schedulingGates: [{ name: 'example.com/quota' }, { name: 'example.com/approval' }],
    },
  },
}

interface MutationKind {
  kind: string
  /** Bases it applies to (default: all). */
  bases?: string[]
  resources?: boolean
  /** Edits `t` (a copy of the base) in place; returns a description. */
  mutate(t: Json, rng: Random): string
}

const c0 = (t: Json): Json => t.spec.containers[0]
const anyContainer = (t: Json, rng: Random): Json => pick(rng, t.spec.containers as Json[])
const labels = (t: Json): Json => (t.metadata.labels ??= {})
const annotations = (t: Json): Json => (t.metadata.annotations ??= {})
const newTag = (rng: Random) => `1.${int(rng, 1, 40)}.${int(rng, 0, 9)}`
const withTag = (image: string, tag: string) => `${image.replace(/[:@].*$/, '')}:${tag}`
const hex = (rng: Random, n: number) => Array.from({ length: n }, () => '0123456789abcdef'[int(rng, 0, 15)]).join('')

export const KINDS: MutationKind[] = [
  // images and metadata: OpenKruise's in-place fields
  { kind: 'image', mutate: (t, rng) => { const c = anyContainer(t, rng); c.image = withTag(c.image, newTag(rng)); return `image of ${c.name}` } },
  { kind: 'image-all', bases: ['multi'], mutate: (t, rng) => { const tag = newTag(rng); for (const c of t.spec.containers) c.image = withTag(c.image, tag); return 'image of every container' } },
  { kind: 'image-digest', mutate: (t, rng) => { c0(t).image = `registry.example/shop/app@sha256:${hex(rng, 64)}`; return 'image pinned by digest' } },
  { kind: 'label-add', mutate: (t, rng) => { labels(t)[`example.com/${word(rng)}`] = word(rng); return 'label added' } },
  { kind: 'label-change', mutate: (t, rng) => { labels(t).tier = word(rng); return 'label tier changed' } },
  { kind: 'label-remove', mutate: (t) => { delete labels(t).tier; return 'label tier removed' } },
  { kind: 'annotation-add', mutate: (t, rng) => { annotations(t)[`example.com/${word(rng)}`] = word(rng); return 'annotation added' } },
  { kind: 'annotation-change', bases: ['single'], mutate: (t, rng) => { annotations(t)['example.com/team'] = word(rng); return 'annotation changed' } },
  { kind: 'annotation-remove', bases: ['single'], mutate: (t) => { delete annotations(t)['example.com/team']; return 'annotation removed' } },
  { kind: 'image+label', mutate: (t, rng) => { c0(t).image = withTag(c0(t).image, newTag(rng)); labels(t)['example.com/release'] = word(rng); return 'image and a label' } },
  { kind: 'image+annotation', mutate: (t, rng) => { const c = anyContainer(t, rng); c.image = withTag(c.image, newTag(rng)); annotations(t)['example.com/rollout'] = word(rng); return 'image and an annotation' } },
  { kind: 'resources-respelled', bases: ['single', 'guaranteed'], mutate: (t) => { const r = c0(t).resources; r.requests.cpu = r.requests.cpu === '100m' ? '0.1' : '0.5'; return 'cpu request respelled, same quantity' } },
  // container fields the apiserver keeps immutable
  { kind: 'env-value', bases: ['single', 'multi', 'gated'], mutate: (t, rng) => { const c = c0(t); c.env[0].value = word(rng); return `env ${c.env[0].name} value` } },
  { kind: 'env-add', mutate: (t, rng) => { const c = anyContainer(t, rng); (c.env ??= []).push({ name: `FEATURE_${int(rng, 1, 99)}`, value: word(rng) }); return `env added to ${c.name}` } },
  { kind: 'env-remove', bases: ['single', 'multi', 'gated'], mutate: (t) => { c0(t).env.splice(0, 1); return 'env removed' } },
  { kind: 'args', mutate: (t, rng) => { const c = anyContainer(t, rng); c.args = [...(c.args ?? []), `--workers=${int(rng, 2, 16)}`]; return `args of ${c.name}` } },
  { kind: 'command', mutate: (t) => { c0(t).command = ['/app/server']; return 'command set' } },
  { kind: 'port-change', bases: ['single'], mutate: (t, rng) => { c0(t).ports[0].containerPort = int(rng, 8081, 8999); return 'containerPort changed' } },
  { kind: 'port-add', mutate: (t, rng) => { const c = anyContainer(t, rng); (c.ports ??= []).push({ name: 'metrics', containerPort: int(rng, 9000, 9999) }); return `port added to ${c.name}` } },
  { kind: 'probe-change', bases: ['single'], mutate: (t, rng) => { c0(t).readinessProbe.periodSeconds = int(rng, 6, 30); return 'readiness probe period' } },
  { kind: 'probe-add', mutate: (t, rng) => { const c = anyContainer(t, rng); c.livenessProbe = { tcpSocket: { port: 8080 }, initialDelaySeconds: int(rng, 1, 20) }; return `liveness probe added to ${c.name}` } },
  { kind: 'image-pull-policy', mutate: (t, rng) => { c0(t).imagePullPolicy = pick(rng, ['Always', 'Never']); return 'imagePullPolicy' } },
  { kind: 'working-dir', mutate: (t, rng) => { c0(t).workingDir = `/srv/${word(rng)}`; return 'workingDir' } },
  { kind: 'security-context', mutate: (t) => { c0(t).securityContext = { runAsNonRoot: true, runAsUser: 10001 }; return 'container securityContext' } },
  { kind: 'lifecycle', mutate: (t, rng) => { c0(t).lifecycle = { preStop: { sleep: { seconds: int(rng, 1, 10) } } }; return 'preStop hook' } },
  { kind: 'image+env', bases: ['single', 'multi', 'gated'], mutate: (t, rng) => { const c = c0(t); c.image = withTag(c.image, newTag(rng)); c.env[0].value = word(rng); return 'image and an env value' } },
  // resources (in place only with InPlaceWorkloadVerticalScaling, through pods/resize)
  { kind: 'resources-cpu', bases: ['single', 'guaranteed'], resources: true, mutate: (t, rng) => { const r = c0(t).resources; const cpu = `${int(rng, 2, 9) * 100}m`; r.requests.cpu = cpu; if (r.limits.cpu) r.limits.cpu = cpu; return 'cpu (requests, and limits when set)' } },
  { kind: 'resources-memory', bases: ['single', 'guaranteed'], resources: true, mutate: (t, rng) => { const r = c0(t).resources; const mem = `${int(rng, 3, 8) * 64}Mi`; if (r.limits.cpu) r.requests.memory = mem; r.limits.memory = mem; return 'memory limit (and request when Guaranteed)' } },
  { kind: 'resources-qos', bases: ['single'], resources: true, mutate: (t) => { const r = c0(t).resources; r.limits = { cpu: r.requests.cpu, memory: r.requests.memory }; return 'limits = requests (QoS Burstable -> Guaranteed)' } },
  { kind: 'resources-add', bases: ['multi', 'gated'], resources: true, mutate: (t, rng) => { c0(t).resources = { requests: { cpu: `${int(rng, 1, 5) * 100}m` } }; return 'resources added (QoS BestEffort -> Burstable)' } },
  // container list shape
  { kind: 'container-add', mutate: (t, rng) => { t.spec.containers.push({ name: `extra${int(rng, 1, 9)}`, image: 'registry.example/ops/extra:1' }); return 'container appended' } },
  { kind: 'container-remove', bases: ['multi'], mutate: (t, rng) => { const i = int(rng, 0, t.spec.containers.length - 1); const [c] = t.spec.containers.splice(i, 1); if (c.volumeMounts) t.spec.volumes = []; return `container ${c.name} removed` } },
  { kind: 'container-reorder', bases: ['multi'], mutate: (t) => { t.spec.containers.reverse(); return 'containers reversed' } },
  { kind: 'container-rename', mutate: (t) => { c0(t).name = 'server'; return 'container renamed' } },
  // init containers
  { kind: 'init-image', bases: ['multi'], mutate: (t, rng) => { const c = t.spec.initContainers[0]; c.image = withTag(c.image, newTag(rng)); return 'init container image' } },
  { kind: 'init-command', bases: ['multi'], mutate: (t) => { t.spec.initContainers[0].command = ['sh', '-c', 'sleep 1']; return 'init container command' } },
  { kind: 'init-add', bases: ['single', 'guaranteed', 'gated'], mutate: (t) => { t.spec.initContainers = [{ name: 'migrate', image: 'registry.example/shop/migrate:1' }]; return 'init container added' } },
  // pod-level fields with their own apiserver rules
  { kind: 'toleration-add', mutate: (t, rng) => { (t.spec.tolerations ??= []).push({ key: `example.com/${word(rng)}`, operator: 'Exists', effect: 'NoSchedule' }); return 'toleration added' } },
  { kind: 'toleration-seconds', bases: ['multi'], mutate: (t, rng) => { t.spec.tolerations[1].tolerationSeconds = int(rng, 61, 600); return 'tolerationSeconds changed' } },
  { kind: 'toleration-remove', bases: ['multi'], mutate: (t) => { t.spec.tolerations.splice(0, 1); return 'toleration removed' } },
  { kind: 'toleration-modify', bases: ['multi'], mutate: (t, rng) => { t.spec.tolerations[0].value = word(rng); return 'toleration value changed' } },
  { kind: 'deadline-set', bases: ['single', 'guaranteed', 'gated'], mutate: (t, rng) => { t.spec.activeDeadlineSeconds = int(rng, 60, 7200); return 'activeDeadlineSeconds set' } },
  { kind: 'deadline-decrease', bases: ['multi'], mutate: (t, rng) => { t.spec.activeDeadlineSeconds = int(rng, 60, 3599); return 'activeDeadlineSeconds decreased' } },
  { kind: 'deadline-increase', bases: ['multi'], mutate: (t, rng) => { t.spec.activeDeadlineSeconds = int(rng, 3601, 9000); return 'activeDeadlineSeconds increased' } },
  { kind: 'deadline-remove', bases: ['multi'], mutate: (t) => { delete t.spec.activeDeadlineSeconds; return 'activeDeadlineSeconds removed' } },
  { kind: 'grace-period', mutate: (t, rng) => { t.spec.terminationGracePeriodSeconds = int(rng, 31, 120); return 'terminationGracePeriodSeconds' } },
  { kind: 'scheduling-gate-remove', bases: ['gated'], mutate: (t, rng) => { t.spec.schedulingGates.splice(int(rng, 0, 1), 1); return 'a scheduling gate removed' } },
  { kind: 'scheduling-gate-add', bases: ['single', 'gated'], mutate: (t) => { (t.spec.schedulingGates ??= []).push({ name: 'example.com/late' }); return 'a scheduling gate added' } },
  { kind: 'node-selector', mutate: (t, rng) => { t.spec.nodeSelector = { ...(t.spec.nodeSelector ?? {}), 'example.com/pool': word(rng) }; return 'nodeSelector' } },
  { kind: 'affinity', mutate: (t) => { t.spec.affinity = { nodeAffinity: { requiredDuringSchedulingIgnoredDuringExecution: { nodeSelectorTerms: [{ matchExpressions: [{ key: 'example.com/zone', operator: 'In', values: ['a', 'b'] }] }] } } }; return 'node affinity' } },
  { kind: 'volume-add', mutate: (t, rng) => { const name = `scratch${int(rng, 1, 9)}`; (t.spec.volumes ??= []).push({ name, emptyDir: { medium: 'Memory' } }); (c0(t).volumeMounts ??= []).push({ name, mountPath: `/${name}` }); return 'volume and mount added' } },
  { kind: 'volume-change', bases: ['multi'], mutate: (t, rng) => { t.spec.volumes[0].emptyDir = { sizeLimit: `${int(rng, 1, 9)}Gi` }; return 'emptyDir sizeLimit' } },
  { kind: 'dns-policy', mutate: (t) => { t.spec.dnsPolicy = 'Default'; return 'dnsPolicy' } },
  { kind: 'hostname', mutate: (t, rng) => { t.spec.hostname = word(rng); return 'hostname' } },
  { kind: 'service-account', mutate: (t, rng) => { t.spec.serviceAccountName = word(rng); return 'serviceAccountName' } },
  { kind: 'pod-security-context', mutate: (t) => { t.spec.securityContext = { fsGroup: 2000 }; return 'pod securityContext' } },
]

/** At least `count` mutations: every applicable (kind, base) pair once, then random draws. */
export function generateMutations(count: number, seed: number): TemplateMutation[] {
  const rng = seededRandom(seed)
  const pairs = KINDS.flatMap((k) => (k.bases ?? Object.keys(BASES)).map((base) => ({ k, base })))
  const drawn = [...pairs]
  while (drawn.length < count) drawn.push(pick(rng, pairs))
  return drawn.map(({ k, base }, i) => {
    const old = structuredClone(BASES[base])
    const next = structuredClone(BASES[base]) as Json
    const description = k.mutate(next, rng)
    return { id: `m-${String(i).padStart(3, '0')}`, kind: k.kind, base, description, old, new: next as PodTemplate, resources: !!k.resources }
  })
}
