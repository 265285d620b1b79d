import type { FeatureGates } from '../../../src/engine/kruise/gates.js'
import type { PodTemplate } from '../../../src/engine/kube/podTemplate.js'
import { canonicalQuantity } from '../../../src/engine/kube/quantity.js'
import type { PodUpdatePolicy } from '../../../src/engine/workloads/cloneSet.js'
import { type Json, cloneJson } from './builders.js'
import type { Random } from './prng.js'

/**
 * Random realistic pod templates and mutations for property tests. Everything is drawn from a seeded Random, so a
 * (seed, case) pair reproduces a case exactly.
 */

/** Groups of spellings the apiserver stores as the same string (checked against canonicalQuantity on load). */
export const CPU_SPELLINGS: readonly (readonly (string | number)[])[] = [
  ['1', '1000m', 1, '1.0'], ['500m', '0.5', 0.5, '.5'], ['250m', '0.25', 0.25], ['2', '2000m', 2], ['100m', '0.1'],
  ['1500m', '1.5', 1.5], ['4', '4000m', '4.000'], ['50m', '0.05'],
]
export const MEMORY_SPELLINGS: readonly (readonly (string | number)[])[] = [
  ['1Gi', '1024Mi', '1048576Ki'], ['512Mi', '0.5Gi', '524288Ki'], ['256Mi', '262144Ki', '0.25Gi'], ['2Gi', '2048Mi'],
  ['1G', '1000M', '1000000k'], ['100M', '0.1G', '100000k'], ['128974848', 128974848, '128974848.0'], ['768Mi', '0.75Gi', '786432Ki'],
]
const SIZE_SPELLINGS: readonly (readonly string[])[] = [['1Gi', '1024Mi'], ['500Mi', '512000Ki'], ['2G', '2000M']]

const SPELLING_GROUP = new Map<string, readonly (string | number)[]>()
for (const group of [...CPU_SPELLINGS, ...MEMORY_SPELLINGS, ...SIZE_SPELLINGS]) {
  const canonical = new Set(group.map((q) => canonicalQuantity(q)))
  if (canonical.size !== 1) throw new Error(`spelling group ${JSON.stringify(group)} is not one stored value: ${[...canonical].join(', ')}`)
  SPELLING_GROUP.set([...canonical][0]!, group)
}

const CONTAINER_NAMES = ['app', 'proxy', 'log-shipper', 'metrics', 'worker', 'cache', 'auth']
const REPOS = ['nginx', 'registry.example.com/shop/api', 'ghcr.io/acme/worker', 'envoyproxy/envoy', 'localhost:5000/tools/cache', 'busybox']
const TAGS = ['1.0.0', '1.25', '2.3.4-alpine', 'latest', 'v7', '2026.07.01']
const ENV_NAMES = ['LOG_LEVEL', 'PORT', 'MODE', 'REGION', 'DB_PASSWORD', 'API_TOKEN', 'POD_NAME', 'VERSION', 'ZONE', 'FEATURES']
const LABEL_KEYS = ['tier', 'track', 'version', 'app.kubernetes.io/version', 'team', 'release']
const ANNOTATION_KEYS = ['prometheus.io/scrape', 'zone', 'owner', 'checksum/config', 'deploy.example.com/revision']
const WORDS = ['alpha', 'beta', 'blue', 'green', 'fast', 'slow', 'eu-west-1', 'us-east-2', 'info', 'debug', 'stable', 'canary', '42']
const PORTS = [80, 443, 8080, 8443, 9090, 9102, 5432]

export interface GenerationOptions {
  /** Produces a secret-looking value; when given, env values, args, commands and metadata values carry secrets. */
  secret?: () => string
}

export function randomImage(r: Random, avoid?: string): string {
  for (;;) {
    const repo = r.pick(REPOS)
    const form = r.int(0, 9)
    const image = form === 0 ? repo : form === 1 ? `${repo}@sha256:${r.hex(64)}` : `${repo}:${r.pick(TAGS)}`
    if (image !== avoid) return image
  }
}

function word(r: Random, options: GenerationOptions): string {
  return options.secret && r.bool(0.5) ? options.secret() : r.pick(WORDS)
}

function quantity(r: Random, groups: readonly (readonly (string | number)[])[]): string | number {
  return r.pick(r.pick(groups))
}

function randomResources(r: Random): Json {
  const resources: Json = {}
  for (const kind of ['requests', 'limits']) {
    if (!r.bool(0.6)) continue
    const list: Json = {}
    if (r.bool(0.8)) list.cpu = quantity(r, CPU_SPELLINGS)
    if (r.bool(0.8)) list.memory = quantity(r, MEMORY_SPELLINGS)
    if (r.bool(0.1)) list['ephemeral-storage'] = r.pick(SIZE_SPELLINGS)[0]
    if (Object.keys(list).length > 0) resources[kind] = list
  }
  return resources
}

function randomEnv(r: Random, labels: Json, annotations: Json | undefined, options: GenerationOptions): Json[] {
  return r.sample(ENV_NAMES, r.int(0, 4)).map((name) => {
    const kind = r.int(0, 6)
    if (kind <= 2) return { name, value: word(r, options) }
    if (kind === 3) return { name, valueFrom: { fieldRef: { fieldPath: `metadata.labels['${r.pick(Object.keys(labels))}']` } } }
    if (kind === 4 && annotations && Object.keys(annotations).length > 0) return { name, valueFrom: { fieldRef: { fieldPath: `metadata.annotations['${r.pick(Object.keys(annotations))}']` } } }
    if (kind === 5) return { name, valueFrom: { secretKeyRef: { name: 'db', key: 'password' } } }
    return { name, valueFrom: { fieldRef: { fieldPath: 'metadata.name' } } }
  })
}

function randomProbe(r: Random, options: GenerationOptions): Json {
  const kind = r.int(0, 2)
  const probe: Json = kind === 0 ? { httpGet: { path: r.pick(['/healthz', '/ready', '/']), port: r.pick(PORTS) } }
    : kind === 1 ? { tcpSocket: { port: r.pick(PORTS) } }
      : { exec: { command: ['sh', '-c', `check --token ${word(r, options)}`] } }
  if (r.bool(0.3)) probe.periodSeconds = r.pick([5, 10, 30])
  if (r.bool(0.2)) probe.initialDelaySeconds = r.pick([5, 15])
  return probe
}

function randomContainer(r: Random, name: string, ctx: { labels: Json; annotations?: Json; volumes: string[] }, options: GenerationOptions): Json {
  const c: Json = { name, image: randomImage(r) }
  if (r.bool(0.15)) c.imagePullPolicy = r.pick(['Always', 'IfNotPresent'])
  const env = randomEnv(r, ctx.labels, ctx.annotations, options)
  if (env.length > 0) c.env = env
  if (r.bool(0.4)) {
    c.ports = r.sample(PORTS, r.int(1, 2)).map((containerPort) => ({
      containerPort, ...(r.bool(0.5) ? { name: `p${containerPort}` } : {}), ...(r.bool(0.2) ? { protocol: r.pick(['TCP', 'UDP']) } : {}),
    }))
  }
  if (r.bool(0.3)) c.command = ['/bin/server']
  if (r.bool(0.3)) c.args = ['--listen=:8080', `--token=${word(r, options)}`].slice(0, r.int(1, 2))
  if (r.bool(0.6)) c.resources = randomResources(r)
  if (r.bool(0.4)) c.readinessProbe = randomProbe(r, options)
  if (r.bool(0.2)) c.livenessProbe = randomProbe(r, options)
  if (ctx.volumes.length > 0 && r.bool(0.5)) {
    c.volumeMounts = r.sample(ctx.volumes, r.int(1, ctx.volumes.length)).map((v) => ({ name: v, mountPath: `/mnt/${v}`, ...(r.bool(0.3) ? { readOnly: true } : {}) }))
  }
  if (r.bool(0.1)) c.resizePolicy = [{ resourceName: r.pick(['cpu', 'memory']), restartPolicy: r.pick(['NotRequired', 'RestartContainer']) }]
  return c
}

function randomVolume(r: Random, name: string): Json {
  switch (r.int(0, 4)) {
    case 0: return { name, configMap: { name: `${name}-conf` } }
    case 1: return { name, secret: { secretName: `${name}-secret`, ...(r.bool(0.3) ? { defaultMode: 420 } : {}) } }
    case 2: return { name, emptyDir: r.bool(0.5) ? {} : { sizeLimit: r.pick(r.pick(SIZE_SPELLINGS)) } }
    case 3: return { name, projected: { sources: [{ serviceAccountToken: { path: 'token' } }] } }
    default: return { name }
  }
}

/** A realistic template: 1-4 containers with env, ports, probes, volumes, resources, labels and annotations. */
export function randomTemplate(r: Random, options: GenerationOptions = {}): PodTemplate {
  const labels: Json = { app: 'web' }
  for (const key of r.sample(LABEL_KEYS, r.int(0, 3))) labels[key] = word(r, options)
  const annotations: Json | undefined = r.bool(0.6) ? Object.fromEntries(r.sample(ANNOTATION_KEYS, r.int(1, 3)).map((k) => [k, word(r, options)])) : undefined
  const volumes = r.sample(['data', 'conf', 'cache', 'token'], r.int(0, 2))
  const ctx = { labels, annotations, volumes }
  const containers = r.sample(CONTAINER_NAMES, r.int(1, 4)).map((name) => randomContainer(r, name, ctx, options))
  const spec: Json = { containers }
  if (r.bool(0.2)) spec.initContainers = [{ name: 'init', image: randomImage(r), command: ['sh', '-c', `migrate --password=${word(r, options)}`] }]
  if (volumes.length > 0) spec.volumes = volumes.map((v) => randomVolume(r, v))
  if (r.bool(0.2)) spec.nodeSelector = { 'kubernetes.io/arch': r.pick(['amd64', 'arm64']) }
  if (r.bool(0.2)) spec.tolerations = [{ key: 'dedicated', operator: 'Equal', value: 'web', effect: 'NoSchedule' }]
  if (r.bool(0.2)) spec.serviceAccountName = 'web'
  if (r.bool(0.2)) spec.terminationGracePeriodSeconds = r.pick([30, 60])
  const metadata: Json = { labels }
  if (annotations) metadata.annotations = annotations
  return { metadata, spec }
}

// --- mutations ---

type Mutation = (r: Random, x: Json, options: GenerationOptions) => boolean
const containersOf = (x: Json): Json[] => x.spec.containers

const MUTATIONS: Record<string, Mutation> = {
  image: (r, x) => { const c = r.pick(containersOf(x)); c.image = randomImage(r, c.image); return true },
  'init-image': (r, x) => { if (!x.spec.initContainers) return false; x.spec.initContainers[0].image = randomImage(r, x.spec.initContainers[0].image); return true },
  'pull-policy': (r, x) => { const c = r.pick(containersOf(x)); c.imagePullPolicy = c.imagePullPolicy === 'IfNotPresent' ? 'Always' : 'IfNotPresent'; return true },
  'env-value': (r, x, o) => {
    const envs = containersOf(x).flatMap((c) => (c.env ?? []).filter((e: Json) => 'value' in e))
    if (envs.length === 0) return false
    r.pick(envs).value = `${word(r, o)}-changed`
    return true
  },
  'env-add': (r, x, o) => {
    const c = r.pick(containersOf(x))
    const used = new Set((c.env ?? []).map((e: Json) => e.name))
    const name = ENV_NAMES.find((n) => !used.has(n))
    if (!name) return false
    c.env = [...(c.env ?? [])]
    c.env.splice(r.int(0, c.env.length), 0, { name, value: word(r, o) })
    return true
  },
  'env-remove': (r, x) => { const c = r.pick(containersOf(x)); if (!c.env?.length) return false; c.env.splice(r.int(0, c.env.length - 1), 1); return true },
  'env-rename': (r, x) => {
    const c = r.pick(containersOf(x))
    const used = new Set((c.env ?? []).map((e: Json) => e.name))
    const name = ENV_NAMES.find((n) => !used.has(n))
    if (!c.env?.length || !name) return false
    r.pick(c.env as Json[]).name = name
    return true
  },
  'env-reorder': (r, x) => { const c = r.pick(containersOf(x)); if ((c.env?.length ?? 0) < 2) return false; c.env.reverse(); return true },
  'label-set': (r, x, o) => { x.metadata.labels[r.pick(LABEL_KEYS)] = word(r, o); return true },
  'label-remove': (r, x) => { const keys = Object.keys(x.metadata.labels).filter((k) => k !== 'app'); if (keys.length === 0) return false; delete x.metadata.labels[r.pick(keys)]; return true },
  'annotation-set': (r, x, o) => { x.metadata.annotations = { ...(x.metadata.annotations ?? {}), [r.pick(ANNOTATION_KEYS)]: word(r, o) }; return true },
  'annotation-remove': (r, x) => { const keys = Object.keys(x.metadata.annotations ?? {}); if (keys.length === 0) return false; delete x.metadata.annotations[r.pick(keys)]; return true },
  'resource-replace': (r, x) => {
    const lists = containersOf(x).flatMap((c) => ['requests', 'limits'].map((k) => c.resources?.[k]))
      .filter((list: Json | undefined) => list && Object.keys(list).length > 0) as Json[]
    const list = lists.length > 0 ? r.pick(lists) : undefined
    if (!list) return false
    const key = r.pick(Object.keys(list))
    const groups = key === 'cpu' ? CPU_SPELLINGS : MEMORY_SPELLINGS
    const current = canonicalQuantity(list[key])
    const other = groups.filter((g) => canonicalQuantity(g[0]!) !== current)
    list[key] = r.pick(r.pick(other))
    return true
  },
  'resource-add-remove': (r, x) => {
    const c = r.pick(containersOf(x))
    const list = ((c.resources ??= {})[r.pick(['requests', 'limits'])] ??= {}) as Json
    const key = r.pick(['cpu', 'memory'])
    if (key in list) delete list[key]
    else list[key] = quantity(r, key === 'cpu' ? CPU_SPELLINGS : MEMORY_SPELLINGS)
    return true
  },
  'container-add': (r, x, o) => addContainer(r, x, o),
  'container-remove': (r, x) => removeContainer(r, x),
  'container-swap': (r, x) => { const cs = containersOf(x); if (cs.length < 2) return false; const i = r.int(0, cs.length - 2); [cs[i], cs[i + 1]] = [cs[i + 1]!, cs[i]!]; return true },
  'container-rename': (r, x) => {
    const used = new Set(containersOf(x).map((c) => c.name))
    const name = CONTAINER_NAMES.find((n) => !used.has(n))
    if (!name) return false
    r.pick(containersOf(x)).name = name
    return true
  },
  'port-change': (r, x) => { const c = r.pick(containersOf(x)); if (!c.ports) return false; c.ports[0].containerPort = r.pick(PORTS.filter((p) => p !== c.ports[0].containerPort)); return true },
  'probe-toggle': (r, x, o) => { const c = r.pick(containersOf(x)); if (c.readinessProbe) delete c.readinessProbe; else c.readinessProbe = randomProbe(r, o); return true },
  'args-change': (r, x, o) => { const c = r.pick(containersOf(x)); c.args = [...(c.args ?? []), `--extra=${word(r, o)}`]; return true },
  'volume-add': (r, x) => { const volumes = (x.spec.volumes ??= []); if (volumes.some((v: Json) => v.name === 'extra')) return false; volumes.push(randomVolume(r, 'extra')); return true },
  'node-selector': (r, x) => { x.spec.nodeSelector = { ...(x.spec.nodeSelector ?? {}), disk: r.pick(['ssd', 'hdd']) }; return true },
  'grace-period': (r, x) => { x.spec.terminationGracePeriodSeconds = r.pick([10, 45, 90]); return true },
}

export const MUTATION_NAMES = Object.keys(MUTATIONS)
/** Mutations OpenKruise may do in place: drawn as often as all the others together, so both outcomes are common. */
const IN_PLACE_KINDS = ['image', 'label-set', 'label-remove', 'annotation-set', 'annotation-remove', 'resource-replace']
const OTHER_KINDS = MUTATION_NAMES.filter((n) => !IN_PLACE_KINDS.includes(n))

export function addContainer(r: Random, x: Json, options: GenerationOptions = {}): boolean {
  const used = new Set(containersOf(x).map((c) => c.name))
  const name = CONTAINER_NAMES.find((n) => !used.has(n))
  if (!name) return false
  containersOf(x).splice(r.int(0, containersOf(x).length), 0, randomContainer(r, name, { labels: x.metadata.labels, annotations: x.metadata.annotations, volumes: [] }, options))
  return true
}

export function removeContainer(r: Random, x: Json): boolean {
  const cs = containersOf(x)
  if (cs.length < 2) return false
  cs.splice(r.int(0, cs.length - 1), 1)
  return true
}

/** 1-3 random mutations (sometimes none): returns the new template and the names of what was applied. */
export function mutate(r: Random, template: PodTemplate, options: GenerationOptions = {}): { template: PodTemplate; applied: string[] } {
  const copy = cloneJson(template) as Json
  const applied: string[] = []
  const count = r.bool(0.05) ? 0 : r.pick([1, 1, 1, 2, 2, 3])
  for (let tries = 0; applied.length < count && tries < 20; tries++) {
    const name = r.pick(r.bool(0.6) ? IN_PLACE_KINDS : OTHER_KINDS)
    if (MUTATIONS[name]!(r, copy, options)) applied.push(name)
  }
  return { template: copy as PodTemplate, applied }
}

/** Changes only images of existing containers (at least one). Returns the changed container names. */
export function mutateImagesOnly(r: Random, template: PodTemplate): { template: PodTemplate; changed: string[] } {
  const copy = cloneJson(template) as Json
  const chosen = r.sample(containersOf(copy), r.int(1, containersOf(copy).length))
  for (const c of chosen) c.image = randomImage(r, c.image)
  return { template: copy as PodTemplate, changed: chosen.map((c) => c.name as string).sort() }
}

// --- spelling transforms that must not change any prediction ---

/** A deep copy with every object's keys in a random order (list order kept). */
export function shuffleKeys<T>(r: Random, value: T): T {
  if (Array.isArray(value)) return value.map((v) => shuffleKeys(r, v)) as T
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(r.shuffle(Object.entries(value)).map(([k, v]) => [k, shuffleKeys(r, v)])) as T
  }
  return value
}

/** A deep copy with every resource quantity (and emptyDir sizeLimit) spelled another way the apiserver stores the same. */
export function respellQuantities(r: Random, template: PodTemplate): { template: PodTemplate; respelled: number } {
  const copy = cloneJson(template) as Json
  let respelled = 0
  const respell = (list: Json | undefined, key: string) => {
    const value = list?.[key]
    if (value === undefined) return
    const group = SPELLING_GROUP.get(canonicalQuantity(value))
    if (!group) return
    const next = r.pick(group)
    if (next !== value) respelled++
    list![key] = next
  }
  for (const c of [...containersOf(copy), ...(copy.spec.initContainers ?? [])]) {
    for (const kind of ['requests', 'limits']) for (const key of Object.keys(c.resources?.[kind] ?? {})) respell(c.resources[kind], key)
  }
  for (const v of copy.spec.volumes ?? []) respell(v.emptyDir, 'sizeLimit')
  return { template: copy as PodTemplate, respelled }
}

/** volumeClaimTemplates with their storage sizes spelled another way (`10Gi` as `10240Mi`), and empty fields added. */
export function respellClaims(r: Random, claims: Json[] | undefined): Json[] | undefined {
  if (!claims) return claims
  return claims.map((claim) => {
    const copy = cloneJson(claim)
    const requests = copy.spec?.resources?.requests
    if (requests?.storage && /^\d+Gi$/.test(requests.storage) && r.bool()) requests.storage = `${Number.parseInt(requests.storage, 10) * 1024}Mi`
    if (r.bool(0.3)) copy.spec.selector = null
    if (r.bool(0.3)) copy.status = { phase: 'Pending' }
    return copy
  })
}

/**
 * Adds fields Go's encoder drops (omitempty: empty lists and maps, "", 0 and false of plain ints and bools): invisible
 * to Kruise whether or not TemplateNoDefaults is on.
 */
export function addOmitemptyNoise(r: Random, template: PodTemplate): PodTemplate {
  const copy = cloneJson(template) as Json
  const maybe = (p = 0.5) => r.bool(p)
  if (!copy.metadata.annotations && maybe()) copy.metadata.annotations = {}
  for (const key of ['nodeSelector', 'tolerations', 'volumes', 'imagePullSecrets'] as const) {
    if (copy.spec[key] === undefined && maybe(0.3)) copy.spec[key] = key === 'nodeSelector' ? {} : []
  }
  if (copy.spec.hostNetwork === undefined && maybe(0.2)) copy.spec.hostNetwork = false
  for (const c of containersOf(copy)) {
    for (const key of ['env', 'args', 'command', 'ports', 'volumeMounts', 'envFrom']) if (c[key] === undefined && maybe(0.3)) c[key] = []
    if (c.imagePullPolicy === undefined && maybe(0.3)) c.imagePullPolicy = ''
    if (c.resources === undefined && maybe(0.3)) c.resources = {}
    if (c.resources && !c.resources.limits && maybe(0.3)) c.resources.limits = {}
    if (maybe(0.2)) Object.assign(c, { stdin: false, tty: false })
    for (const e of c.env ?? []) if (e.valueFrom && e.value === undefined && maybe(0.3)) e.value = ''
    for (const p of c.ports ?? []) if (p.hostPort === undefined && maybe(0.3)) p.hostPort = 0
    for (const m of c.volumeMounts ?? []) if (m.readOnly === undefined && maybe(0.3)) m.readOnly = false
    for (const probe of [c.readinessProbe, c.livenessProbe]) {
      if (!probe) continue
      if (probe.initialDelaySeconds === undefined && maybe(0.4)) probe.initialDelaySeconds = 0
      if (probe.timeoutSeconds === undefined && maybe(0.4)) probe.timeoutSeconds = 0
    }
  }
  return copy as PodTemplate
}

export function randomGates(r: Random): Partial<FeatureGates> {
  return {
    InPlaceUpdateEnvFromMetadata: r.bool(0.8),
    InPlaceWorkloadVerticalScaling: r.bool(0.5),
    RecreatePodWhenChangeVCTInCloneSetGate: r.bool(0.3),
    TemplateNoDefaults: r.bool(0.2),
    KruiseDaemon: r.bool(0.9),
  }
}

export function randomPolicy(r: Random): PodUpdatePolicy {
  return r.pick(['InPlaceIfPossible', 'InPlaceIfPossible', 'InPlaceOnly', 'ReCreate'] as const)
}
