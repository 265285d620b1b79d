import type { Obj } from './cloneSets.js'
import { CPU, MEMORY, SIDECAR_IMAGES } from './cloneSets.js'
import { Random } from './random.js'

/**
 * A realistic SidecarSet, valid for Kruise's webhook on CREATE (the pair's old object is created first): cluster-scoped,
 * at apps.kruise.io/v1alpha1 (the version both pinned releases serve; the `ss-api-version` class moves a pair to
 * v1beta1 under Kruise 1.9), a selector, one to three sidecar containers (sometimes a HotUpgrade one with its empty
 * image, sometimes env, resources, a probe, a volume mount), sometimes a plain init container, and an update strategy
 * as the webhook accepts it (partition or selector, not both).
 */
export function baseSidecarSet(rng: Random, index: number): Obj {
  const containers: Obj[] = [sidecarContainer(rng, 'proxy')]
  if (rng.chance(0.5)) containers.push(sidecarContainer(rng, 'logger'))
  if (rng.chance(0.2)) {
    containers.push({ name: 'agent', image: rng.pick(['example.com/agent:1.0', 'example.com/agent:1.1']), upgradeStrategy: { upgradeType: 'HotUpgrade', hotUpgradeEmptyImage: 'example.com/agent:empty' } })
  }
  const spec: Obj = { selector: { matchLabels: { app: 'web' } }, containers }
  if (rng.chance(0.3)) spec.initContainers = [{ name: 'init-config', image: rng.pick(['busybox:1.36', 'busybox:1.37']), command: ['sh', '-c', 'true'] }]
  if (containers.some((c) => c.volumeMounts)) spec.volumes = [{ name: 'sidecar-config', configMap: { name: 'sidecar-config' } }]
  const strategy: Obj = {}
  if (rng.chance(0.3)) strategy.maxUnavailable = rng.pick([1, 2, '50%'])
  const staging = rng.int(0, 5)
  if (staging === 0) strategy.partition = rng.pick([1, 2, '50%'])
  if (staging === 1) strategy.selector = { matchLabels: { canary: 'true' } }
  if (rng.chance(0.1)) strategy.type = 'NotUpdate'
  if (rng.chance(0.2)) strategy.type = 'RollingUpdate'
  if (Object.keys(strategy).length > 0) spec.updateStrategy = strategy
  return { apiVersion: 'apps.kruise.io/v1alpha1', kind: 'SidecarSet', metadata: { name: `mesh-${index}` }, spec }
}

function sidecarContainer(rng: Random, name: string): Obj {
  const container: Obj = { name, image: rng.pick(SIDECAR_IMAGES) }
  if (rng.chance(0.4)) container.env = [{ name: 'LOG_LEVEL', value: rng.pick(['info', 'debug']) }]
  if (rng.chance(0.4)) container.resources = { requests: { cpu: rng.pick(CPU.slice(0, 3)), memory: rng.pick(MEMORY.slice(0, 2)) } }
  if (rng.chance(0.2)) container.readinessProbe = { tcpSocket: { port: 15021 } }
  if (rng.chance(0.2)) container.volumeMounts = [{ name: 'sidecar-config', mountPath: `/etc/${name}` }]
  if (rng.chance(0.2)) container.args = ['--mode', rng.pick(['a', 'b'])]
  return container
}

export interface PodStub {
  name: string
  labels: Record<string, string>
  injectedFrom: 'old' | 'new' | ''
  phase: string
  ready: boolean
}

/**
 * The running Pods a pair is played against, drawn from the SidecarSet's name (so both sides and a reproduction see
 * the same Pods): mostly injected by the old SidecarSet, ready and matching; some created after the update, never
 * injected, not matching, not ready, pending or finished; some labelled canary for an update selector.
 */
export function podStubsFor(old: Obj): PodStub[] {
  const name = String(old.metadata?.name ?? '')
  let seed = 0x55
  for (const ch of name) seed = Math.imul(seed ^ ch.charCodeAt(0), 0x01000193) >>> 0
  const rng = new Random(seed)
  const count = rng.int(0, 6)
  const stubs: PodStub[] = []
  for (let i = 0; i < count; i++) {
    const labels: Record<string, string> = { app: rng.chance(0.85) ? 'web' : 'other' }
    if (rng.chance(0.4)) labels.canary = 'true'
    stubs.push({
      name: `pod-${i}`,
      labels,
      injectedFrom: rng.pick(['old', 'old', 'old', 'old', 'new', '']),
      phase: rng.pick(['Running', 'Running', 'Running', 'Running', 'Running', 'Pending', 'Succeeded']),
      ready: rng.chance(0.8),
    })
  }
  return stubs
}
