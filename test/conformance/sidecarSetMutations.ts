import type { Obj } from './cloneSets.js'
import { CPU, SIDECAR_IMAGES } from './cloneSets.js'
import type { KruiseLine, Mutation } from './mutations.js'
import type { Random } from './random.js'

/**
 * The SidecarSet's mutation classes. Kruise upgrades running Pods in place only when nothing but sidecar images
 * changed (their hash without image is equal); every class probes one side of that line: images (a new tag, `:latest`,
 * which changes the defaulted pull policy, a digest), other container fields (env, resources and their spelling,
 * args, probes, an explicit default), fields outside the hashes (volumes, imagePullSecrets, labels), the strategy
 * (NotUpdate, paused, partition, maxUnavailable, update selector, both partition and selector), the container list
 * (added: refused; removed; reordered), the upgrade type (immutable), init containers (a plain one is not hashed, a
 * native sidecar is, and is refused under RollingUpdate), and the v1beta1 API under Kruise 1.9.
 */
export const SIDECARSET_CLASSES = [
  'ss-image', 'ss-container-field', 'ss-resources', 'ss-outside-hash', 'ss-strategy', 'ss-containers', 'ss-upgrade-type', 'ss-init', 'ss-api-version',
] as const
export type SidecarSetClass = (typeof SIDECARSET_CLASSES)[number]

type Factory = (rng: Random, base: Obj, kruise: KruiseLine) => Mutation

const containersOf = (ss: Obj): Obj[] => ss.spec.containers
const coldOf = (ss: Obj): Obj => containersOf(ss).find((c) => c.upgradeStrategy?.upgradeType !== 'HotUpgrade') ?? containersOf(ss)[0]!

function onNew(cls: SidecarSetClass, what: string, edit: (ss: Obj) => void): Mutation {
  return { cls, what, apply: (pair) => edit(pair.new) }
}

/** The image with another tag; the tag is drawn when the mutation is (apply runs once per gate setting and shrink). */
function newImage(image: string, tag: string): string {
  const repo = image.split('@')[0]!.replace(/:[^:/]*$/, '')
  return `${repo}:${tag}`
}

const TAGS = ['v9', '2.0', 'next'] as const

export const SIDECARSET_FACTORIES: Record<SidecarSetClass, Factory> = {
  'ss-image': (rng, base) => {
    const tag = rng.pick(TAGS)
    const hot = containersOf(base).some((c) => c.upgradeStrategy?.upgradeType === 'HotUpgrade') && rng.chance(0.3)
    const form = rng.pick(['tag', 'tag', 'latest', 'digest', 'same', 'two'])
    return onNew('ss-image', `${hot ? 'the hot-upgrade' : 'a'} sidecar image (${form})`, (ss) => {
      const c = (hot ? containersOf(ss).find((x) => x.upgradeStrategy?.upgradeType === 'HotUpgrade') : undefined) ?? coldOf(ss)
      const repo = String(c.image).replace(/:[^:/]*$/, '')
      if (form === 'tag') c.image = newImage(c.image, tag)
      if (form === 'latest') c.image = `${repo}:latest`
      if (form === 'digest') c.image = `${repo}@sha256:${'ab'.repeat(32)}`
      if (form === 'two') for (const x of containersOf(ss)) x.image = newImage(x.image, tag)
    })
  },
  'ss-container-field': (rng) => {
    const tag = rng.pick(TAGS)
    const field = rng.pick(['env', 'args', 'probe', 'pull-policy', 'explicit-default', 'env-and-image', 'command'])
    return onNew('ss-container-field', `${field} of a sidecar container`, (ss) => {
      const c = coldOf(ss)
      if (field === 'env' || field === 'env-and-image') c.env = [...(c.env ?? []), { name: 'MESH_ID', value: 'm2' }]
      if (field === 'env-and-image') c.image = newImage(c.image, tag)
      if (field === 'args') c.args = ['--concurrency', '4']
      if (field === 'command') c.command = ['/bin/proxy']
      if (field === 'probe') c.livenessProbe = { httpGet: { port: 15020 } }
      if (field === 'pull-policy') c.imagePullPolicy = 'Always'
      if (field === 'explicit-default') {
        c.terminationMessagePath = '/dev/termination-log'
        c.terminationMessagePolicy = 'File'
      }
    })
  },
  'ss-resources': (rng) => {
    const tag = rng.pick(TAGS)
    const form = rng.pick(['cpu', 'spelling', 'limits', 'with-image'])
    const cpu = rng.pick(CPU.slice(0, 3))
    return onNew('ss-resources', `resources of a sidecar container (${form})`, (ss) => {
      const c = coldOf(ss)
      const requests = c.resources?.requests
      if (form === 'spelling') {
        if (requests?.cpu === '1') requests.cpu = '1000m'
        else if (requests?.cpu !== undefined) requests.cpu = String(requests.cpu).endsWith('m') ? `${Number.parseInt(requests.cpu, 10) / 1000}` : requests.cpu
        else c.resources = { requests: { cpu: '0.1' } }
        return
      }
      if (form === 'limits') c.resources = { ...(c.resources ?? {}), limits: { cpu: '2', memory: '1Gi' } }
      else c.resources = { requests: { cpu } }
      if (form === 'with-image') c.image = newImage(c.image, tag)
    })
  },
  'ss-outside-hash': (rng) => {
    const tag = rng.pick(TAGS)
    const field = rng.pick([
      'volumes', 'imagePullSecrets', 'labels', 'revisionHistoryLimit', 'init-image', 'malformed-selector', 'empty-namespaceSelector', 'namespaceSelector',
      'label value of 64 characters', 'annotation key with a space',
    ])
    const withImage = rng.chance(0.5)
    return onNew('ss-outside-hash', `${field} (outside the hashes) and a new image`, (ss) => {
      if (field === 'volumes') ss.spec.volumes = [...(ss.spec.volumes ?? []), { name: 'extra', emptyDir: {} }]
      if (field === 'imagePullSecrets') ss.spec.imagePullSecrets = [{ name: 'registry' }]
      if (field === 'labels') ss.metadata.labels = { team: 'mesh' }
      // Kubernetes' ValidateObjectMeta, which Kruise's webhook runs on the SidecarSet's own labels and annotations.
      if (field === 'label value of 64 characters') ss.metadata.labels = { team: 'v'.repeat(64) }
      if (field === 'annotation key with a space') ss.metadata.annotations = { 'build note': 'x' }
      if (field === 'revisionHistoryLimit') ss.spec.revisionHistoryLimit = 3
      if (field === 'init-image' && ss.spec.initContainers) ss.spec.initContainers[0].image = 'busybox:1.38'
      // Kruise's webhook runs ValidateLabelSelector on both selectors and refuses an empty namespaceSelector.
      if (field === 'malformed-selector') ss.spec.selector = { ...ss.spec.selector, matchExpressions: [{ key: 'app', operator: 'Exists', values: ['x'] }] }
      if (field === 'empty-namespaceSelector') ss.spec.namespaceSelector = { matchLabels: {} }
      if (field === 'namespaceSelector') ss.spec.namespaceSelector = { matchLabels: { team: 'shop' } }
      if (withImage) coldOf(ss).image = newImage(coldOf(ss).image, tag)
    })
  },
  'ss-strategy': (rng) => {
    const tag = rng.pick(TAGS)
    const form = rng.pick([
      'NotUpdate', 'paused', 'partition', 'partition-percent', 'maxUnavailable', 'selector', 'partition-and-selector', 'bad-maxUnavailable', 'empty-selector',
      'priority', 'scatter',
    ])
    // The Pod stubs carry app (web or other) and sometimes canary=true, and one in five is not ready: a weight on
    // canary puts ready Pods ahead of not-ready ones, a weight every Pod matches leaves all of them tied.
    const priority = rng.pick<Obj>([
      { weightPriority: [{ weight: 10, matchSelector: { matchLabels: { canary: 'true' } } }] },
      { weightPriority: [{ weight: 10, matchSelector: { matchLabels: { app: 'web' } } }] },
      { weightPriority: [{ weight: 50, matchSelector: { matchExpressions: [{ key: 'canary', operator: 'DoesNotExist' }] } }, { weight: 20, matchSelector: { matchLabels: { app: 'web' } } }] },
      { orderPriority: [{ orderedKey: 'canary' }] },
      { weightPriority: [{ weight: 10, matchSelector: { matchLabels: { tier: 'a b' } } }] },
      { weightPriority: [{ weight: 10, matchSelector: { matchExpressions: [{ key: 'canary', operator: 'Exists', values: ['true'] }] } }] },
    ])
    const scatter = rng.pick<Obj>([[{ key: 'canary', value: 'true' }], [{ key: 'app', value: '*' }], [{ key: 'canary', value: 'true' }, { key: 'app', value: 'web' }]])
    const withMaxUnavailable = rng.chance(0.5)
    const env = rng.chance(0.3)
    const partition = rng.int(0, 4)
    const percent = rng.pick(['30%', '99%', '100%'])
    const maxUnavailable = rng.pick([1, 3, '100%', '10%'])
    const bad = rng.pick([-1, '10'])
    return onNew('ss-strategy', `updateStrategy ${form}${env ? ', a new env' : ''} and a new image`, (ss) => {
      const s = (ss.spec.updateStrategy ??= {})
      if (form === 'NotUpdate') s.type = 'NotUpdate'
      if (form === 'paused') s.paused = true
      if (form === 'partition') { delete s.selector; s.partition = partition }
      if (form === 'partition-percent') { delete s.selector; s.partition = percent }
      if (form === 'maxUnavailable') s.maxUnavailable = maxUnavailable
      if (form === 'selector') { delete s.partition; s.selector = { matchLabels: { canary: 'true' } } }
      if (form === 'partition-and-selector') { s.partition = 1; s.selector = { matchLabels: { canary: 'true' } } }
      if (form === 'bad-maxUnavailable') s.maxUnavailable = bad
      if (form === 'empty-selector') { delete s.partition; s.selector = { matchLabels: {} } }
      if (form === 'priority') s.priorityStrategy = priority
      if (form === 'scatter') s.scatterStrategy = scatter
      if ((form === 'priority' || form === 'scatter') && withMaxUnavailable) s.maxUnavailable = maxUnavailable
      const c = coldOf(ss)
      if (env) c.env = [{ name: 'MESH_ID', value: 'm3' }]
      c.image = newImage(c.image, tag)
    })
  },
  'ss-containers': (rng) => {
    const tag = rng.pick(TAGS)
    const form = rng.pick(['add', 'remove', 'reorder'])
    const image = rng.pick(SIDECAR_IMAGES)
    return onNew('ss-containers', `a sidecar container ${form}`, (ss) => {
      const list = containersOf(ss)
      if (form === 'add') list.push({ name: 'tracer', image })
      if (form === 'remove' && list.length > 1) list.pop()
      if (form === 'remove' && list.length === 1) list[0]!.image = newImage(list[0]!.image, tag)
      if (form === 'reorder' && list.length > 1) list.reverse()
      if (form === 'reorder' && list.length === 1) list[0]!.image = newImage(list[0]!.image, tag)
    })
  },
  'ss-upgrade-type': (rng) => {
    const tag = rng.pick(TAGS)
    const to = rng.pick(['HotUpgrade', 'ColdUpgrade', 'explicit-cold'])
    return onNew('ss-upgrade-type', `upgradeType ${to} on the first sidecar, and a new image`, (ss) => {
      const c = containersOf(ss)[0]!
      if (to === 'HotUpgrade') c.upgradeStrategy = { upgradeType: 'HotUpgrade', hotUpgradeEmptyImage: 'example.com/empty:1' }
      else if (to === 'ColdUpgrade') c.upgradeStrategy = { upgradeType: 'ColdUpgrade' }
      else if (c.upgradeStrategy === undefined) c.upgradeStrategy = { upgradeType: 'ColdUpgrade' }
      c.image = newImage(c.image, tag)
    })
  },
  'ss-init': (rng) => {
    const tag = rng.pick(TAGS)
    const form = rng.pick(['plain', 'native', 'native-not-update', 'native-both'])
    return {
      cls: 'ss-init', what: `an init container (${form}) and a new image`,
      apply: (pair) => {
        const targets = form === 'native-both' ? [pair.old, pair.new] : [pair.new]
        for (const ss of targets) {
          const init = { name: 'warmup', image: 'busybox:1.36', ...(form === 'plain' ? {} : { restartPolicy: 'Always' }) }
          ss.spec.initContainers = [...(ss.spec.initContainers ?? []), init]
          if (form === 'native-not-update' || form === 'native-both') ss.spec.updateStrategy = { ...(ss.spec.updateStrategy ?? {}), type: 'NotUpdate' }
        }
        if (form === 'native-both') pair.new.spec.initContainers.at(-1).image = 'busybox:1.37'
        coldOf(pair.new).image = newImage(coldOf(pair.new).image, tag)
      },
    }
  },
  'ss-api-version': (rng, _base, kruise) => {
    const tag = rng.pick(TAGS)
    return {
    cls: 'ss-api-version', what: `apps.kruise.io/${kruise === '1.9' ? 'v1beta1' : 'v1alpha1'} and a new image`,
    apply: (pair) => {
      if (kruise === '1.9') for (const ss of [pair.old, pair.new]) ss.apiVersion = 'apps.kruise.io/v1beta1'
      coldOf(pair.new).image = newImage(coldOf(pair.new).image, tag)
    },
  }
  },
}
