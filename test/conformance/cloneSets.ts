import type { Random } from './random.js'

/** Plain JSON, as a user writes it: the generator edits it freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Obj = Record<string, any>

export type Strategy = 'ReCreate' | 'InPlaceIfPossible' | 'InPlaceOnly'
export const STRATEGIES: readonly Strategy[] = ['ReCreate', 'InPlaceIfPossible', 'InPlaceOnly']

const APP_IMAGES = ['shop/app:1.0', 'shop/app:1.1', 'registry.example.com/team/api:2.4.1', 'nginx:1.27', 'busybox:1.36', 'shop/worker:latest', 'redis']
export const SIDECAR_IMAGES = ['envoyproxy/envoy:v1.30', 'envoyproxy/envoy:v1.31', 'fluent/fluent-bit:3.0', 'fluent/fluent-bit:3.1']
export const CPU = ['50m', '100m', '250m', '500m', '1', '2']
export const MEMORY = ['64Mi', '128Mi', '256Mi', '512Mi', '1Gi']

/** A realistic v1alpha1 CloneSet: an app container, maybe a sidecar and an init container, volumes, probes, env. */
export function baseCloneSet(rng: Random, index: number): Obj {
  const name = `web-${index}`
  const labels: Obj = { app: name }
  if (rng.chance(0.5)) labels.tier = rng.pick(['frontend', 'backend'])
  const annotations: Obj = {}
  if (rng.chance(0.5)) annotations['prometheus.io/scrape'] = 'true'
  if (rng.chance(0.4)) annotations['example.com/owner'] = rng.pick(['team-a', 'team-b'])
  const containers = [appContainer(rng, labels, annotations)]
  if (rng.chance(0.5)) containers.push(sidecar(rng))
  const spec: Obj = { containers }
  if (rng.chance(0.3)) spec.initContainers = [{ name: 'migrate', image: rng.pick(['shop/migrate:1', 'shop/migrate:2']), command: ['/migrate'] }]
  if (rng.chance(0.5)) {
    spec.volumes = [{ name: 'config', configMap: { name: `${name}-config` } }]
    containers[0].volumeMounts = [{ name: 'config', mountPath: '/etc/app' }]
  }
  if (rng.chance(0.3)) spec.nodeSelector = { 'kubernetes.io/os': 'linux' }
  if (rng.chance(0.3)) spec.terminationGracePeriodSeconds = rng.pick([10, 30, 60])
  const template: Obj = { metadata: { labels: { ...labels } }, spec }
  if (Object.keys(annotations).length > 0) template.metadata.annotations = annotations
  const strategy: Obj = { type: rng.pick(STRATEGIES) }
  if (rng.chance(0.4)) strategy.maxUnavailable = rng.pick([1, '20%', '50%'])
  if (strategy.type !== 'ReCreate' && rng.chance(0.3)) strategy.inPlaceUpdateStrategy = { gracePeriodSeconds: rng.pick([0, 5, 10]) }
  const cloneSet: Obj = {
    apiVersion: 'apps.kruise.io/v1alpha1',
    kind: 'CloneSet',
    metadata: { name, namespace: 'shop', labels: { app: name } },
    spec: { replicas: rng.int(1, 5), selector: { matchLabels: { app: name } }, template, updateStrategy: strategy },
  }
  if (rng.chance(0.25)) cloneSet.spec.volumeClaimTemplates = [volumeClaimTemplate('data', rng.pick(['1Gi', '10Gi']))]
  return cloneSet
}

function appContainer(rng: Random, labels: Obj, annotations: Obj): Obj {
  const container: Obj = { name: 'app', image: rng.pick(APP_IMAGES) }
  const env: Obj[] = [{ name: 'LOG_LEVEL', value: rng.pick(['info', 'debug']) }]
  if (rng.chance(0.5)) env.push({ name: 'POD_NAME', valueFrom: { fieldRef: { fieldPath: 'metadata.name' } } })
  if (labels.tier && rng.chance(0.6)) env.push({ name: 'TIER', valueFrom: { fieldRef: { fieldPath: "metadata.labels['tier']" } } })
  if (annotations['example.com/owner'] && rng.chance(0.6)) {
    env.push({ name: 'OWNER', valueFrom: { fieldRef: { fieldPath: "metadata.annotations['example.com/owner']" } } })
  }
  container.env = env
  if (rng.chance(0.7)) container.ports = [{ name: 'http', containerPort: 8080 }]
  const resources = resourcesOf(rng)
  if (resources) container.resources = resources
  if (rng.chance(0.5)) container.readinessProbe = { httpGet: { path: '/healthz', port: 8080 }, periodSeconds: rng.pick([5, 10]) }
  if (rng.chance(0.3)) container.livenessProbe = { tcpSocket: { port: 8080 }, initialDelaySeconds: 5 }
  if (rng.chance(0.3)) container.resizePolicy = [{ resourceName: 'memory', restartPolicy: rng.pick(['NotRequired', 'RestartContainer']) }]
  return container
}

/** None (BestEffort), requests only (Burstable), or equal requests and limits (Guaranteed). */
function resourcesOf(rng: Random): Obj | undefined {
  const kind = rng.pick(['none', 'requests', 'both', 'guaranteed'])
  const cpu = rng.pick(CPU)
  const memory = rng.pick(MEMORY)
  switch (kind) {
    case 'none': return undefined
    case 'requests': return { requests: { cpu, memory } }
    case 'both': return { requests: { cpu: '50m', memory: '64Mi' }, limits: { cpu: '2', memory: '1Gi' } }
    default: return { requests: { cpu, memory }, limits: { cpu, memory } }
  }
}

export function sidecar(rng: Random, name = 'proxy'): Obj {
  const container: Obj = { name, image: rng.pick(SIDECAR_IMAGES) }
  if (rng.chance(0.5)) container.ports = [{ name: 'admin', containerPort: 9901 }]
  if (rng.chance(0.5)) container.resources = { requests: { cpu: '50m', memory: '64Mi' } }
  return container
}

export function volumeClaimTemplate(name: string, storage: string): Obj {
  return { metadata: { name }, spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage } } } }
}
