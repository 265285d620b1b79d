import type { Obj } from './cloneSets.js'
import type { Mutation } from './mutations.js'
import type { Random } from './random.js'

/**
 * The Advanced DaemonSet's own mutation classes: its rolling-update type (Standard to InPlaceIfPossible leaves the old
 * Pods without the readiness gate), maxSurge and maxUnavailable (a surge disables in place; Kruise's webhook refuses
 * some pairs), OnDelete, partition and paused. Each also changes a container image, so the strategy meets a template
 * change the controller could make in place. The template classes of mutations.ts apply to it as they are.
 */
export const DAEMONSET_CLASSES = ['rolling-update-type', 'surge', 'ds-update-type', 'ds-partition'] as const
export type DaemonSetClass = (typeof DAEMONSET_CLASSES)[number]

type Factory = (rng: Random, base: Obj) => Mutation | undefined

function rolling(ds: Obj): Obj {
  const strategy = (ds.spec.updateStrategy ??= {})
  return (strategy.rollingUpdate ??= {})
}

function changeImage(ds: Obj, tag: string): void {
  const app = ds.spec.template.spec.containers.find((c: Obj) => c.name === 'app') ?? ds.spec.template.spec.containers[0]
  if (app) app.image = `${String(app.image).split(':')[0]}:${tag}`
}

function onNew(cls: DaemonSetClass, what: string, edit: (ds: Obj) => void): Mutation {
  return { cls, what, apply: (pair) => { edit(pair.new); changeImage(pair.new, 'ds-next') } }
}

export const DAEMONSET_FACTORIES: Record<DaemonSetClass, Factory> = {
  'rolling-update-type': (rng) => {
    const type = rng.pick(['', 'Standard', 'InPlaceIfPossible'])
    return onNew('rolling-update-type', `rollingUpdateType ${type || 'unset'} and a new image`, (ds) => {
      if (ds.spec.updateStrategy?.type === 'OnDelete') return
      if (type === '') delete rolling(ds).rollingUpdateType
      else rolling(ds).rollingUpdateType = type
    })
  },
  surge: (rng) => {
    const [maxSurge, maxUnavailable] = rng.pick([[1, 0], ['25%', 0], [0, 1], [1, 1], [0, 0], [1, undefined], ['0%', '10%']])
    return onNew('surge', `maxSurge ${JSON.stringify(maxSurge)}, maxUnavailable ${JSON.stringify(maxUnavailable ?? null)} and a new image`, (ds) => {
      if (ds.spec.updateStrategy?.type === 'OnDelete') return
      const r = rolling(ds)
      r.maxSurge = maxSurge
      if (maxUnavailable === undefined) delete r.maxUnavailable
      else r.maxUnavailable = maxUnavailable
    })
  },
  'ds-update-type': (rng) => {
    const type = rng.pick(['OnDelete', 'RollingUpdate'])
    return onNew('ds-update-type', `updateStrategy.type ${type} and a new image`, (ds) => {
      ds.spec.updateStrategy = type === 'OnDelete' ? { type } : { ...(ds.spec.updateStrategy ?? {}), type }
    })
  },
  'ds-partition': (rng) => {
    const partition = rng.int(0, 3)
    const paused = rng.chance(0.3)
    return onNew('ds-partition', `partition ${partition}${paused ? ', paused' : ''} and a new image`, (ds) => {
      if (ds.spec.updateStrategy?.type === 'OnDelete') return
      rolling(ds).partition = partition
      if (paused) rolling(ds).paused = true
    })
  },
}
