import type { Obj } from './cloneSets.js'
import type { Mutation } from './mutations.js'
import type { Random } from './random.js'

/**
 * The Advanced DaemonSet's own mutation classes: its rolling-update type (Standard to InPlaceIfPossible leaves the old
 * Pods without the readiness gate), maxSurge and maxUnavailable (a surge disables in place; Kruise's webhook refuses
 * some pairs, and spellings it cannot read as a number), OnDelete, partition and paused, and the selector (fixed once
 * created; respelled it is no change), and the rest of what Kruise's webhook checks on every write (restart policy,
 * active deadline, minReadySeconds, revisionHistoryLimit, template labels the selector must match). Each also changes a container image, so the strategy meets a template
 * change the controller could make in place. The template classes of mutations.ts apply to it as they are.
 */
export const DAEMONSET_CLASSES = ['rolling-update-type', 'surge', 'ds-update-type', 'ds-partition', 'ds-selector', 'ds-spec'] as const
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
    // Surging is v1alpha1's alone; InPlaceOnly is no DaemonSet type (Kruise's webhook refuses both where it does not take them).
    const type = rng.pick(['', 'Standard', 'InPlaceIfPossible', 'InPlaceIfPossible', 'Surging', 'InPlaceOnly'])
    return onNew('rolling-update-type', `rollingUpdateType ${type || 'unset'} and a new image`, (ds) => {
      if (ds.spec.updateStrategy?.type === 'OnDelete') return
      if (type === '') delete rolling(ds).rollingUpdateType
      else rolling(ds).rollingUpdateType = type
    })
  },
  surge: (rng) => {
    // Spellings Kruise's webhook refuses too: "5" (a string must be a percentage), above 100 %, negative, and "12.5%",
    // which it reads as 0 (and then nothing is non-zero).
    const [maxSurge, maxUnavailable] = rng.pick([
      [1, 0], ['25%', 0], [0, 1], [1, 1], [0, 0], [1, undefined], ['0%', '10%'], [0, '5'], ['5', 0], ['150%', 0], [0, '150%'], [-1, 1], [0, '12.5%'],
    ])
    return onNew('surge', `maxSurge ${JSON.stringify(maxSurge)}, maxUnavailable ${JSON.stringify(maxUnavailable ?? null)} and a new image`, (ds) => {
      if (ds.spec.updateStrategy?.type === 'OnDelete') return
      const r = rolling(ds)
      r.maxSurge = maxSurge
      if (maxUnavailable === undefined) delete r.maxUnavailable
      else r.maxUnavailable = maxUnavailable
    })
  },
  'ds-update-type': (rng) => {
    // Gradual is no type: Kruise's webhook refuses it and checks nothing under it (nor under OnDelete: a bogus rolling type).
    const type = rng.pick(['OnDelete', 'OnDelete', 'RollingUpdate', 'RollingUpdate', 'Gradual'])
    const bogus = type !== 'RollingUpdate' && rng.chance(0.3)
    return onNew('ds-update-type', `updateStrategy.type ${type}${bogus ? ', rollingUpdateType Sometimes' : ''} and a new image`, (ds) => {
      ds.spec.updateStrategy = type === 'OnDelete' && !bogus ? { type } : { ...(ds.spec.updateStrategy ?? {}), type }
      if (bogus) rolling(ds).rollingUpdateType = 'Sometimes'
    })
  },
  'ds-spec': (rng) => {
    const choice = rng.pick([
      'restartPolicy Always', 'restartPolicy Never', 'activeDeadlineSeconds', 'minReadySeconds 5', 'minReadySeconds -1', 'revisionHistoryLimit 3', 'revisionHistoryLimit -1', 'template labels',
      'template label value of 64 characters', 'template annotation key with a space', 'DaemonSet label value of 64 characters', 'DaemonSet label value of 63 characters',
    ])
    return onNew('ds-spec', `${choice} and a new image`, (ds) => {
      const [field, value] = choice.split(' ')
      if (choice === 'template labels') ds.spec.template.metadata = { ...ds.spec.template.metadata, labels: { app: 'elsewhere' } }
      else if (choice === 'template label value of 64 characters') ds.spec.template.metadata.labels = { ...ds.spec.template.metadata.labels, release: 'v'.repeat(64) }
      else if (choice === 'template annotation key with a space') ds.spec.template.metadata.annotations = { ...ds.spec.template.metadata.annotations, 'build note': 'x' }
      else if (choice.startsWith('DaemonSet label')) ds.metadata.labels = { ...ds.metadata.labels, release: 'v'.repeat(choice.includes('64') ? 64 : 63) }
      else if (field === 'restartPolicy') ds.spec.template.spec.restartPolicy = value
      else if (field === 'activeDeadlineSeconds') ds.spec.template.spec.activeDeadlineSeconds = 600
      else ds.spec[field!] = Number(value)
    })
  },
  'ds-selector': (rng) => {
    const choice = rng.pick(['respelled', 'changed'])
    return onNew('ds-selector', `selector ${choice} and a new image`, (ds) => {
      const selector = ds.spec.selector ?? {}
      if (choice === 'respelled') ds.spec.selector = { ...selector, matchExpressions: [] }
      else {
        ds.spec.selector = { ...selector, matchLabels: { ...selector.matchLabels, tier: 'node' } }
        ds.spec.template.metadata = { ...ds.spec.template.metadata, labels: { ...ds.spec.template.metadata?.labels, tier: 'node' } }
      }
    })
  },
  'ds-partition': (rng, base) => {
    // Kruise 1.9 reads a partition as an int or a percentage (only 1.9 serves v1beta1); both refuse a negative one.
    const percent = String(base.apiVersion).endsWith('v1beta1') ? ['50%', '120%', '5'] : []
    const partition = rng.pick<number | string>([rng.int(0, 3), rng.int(0, 3), -1, ...percent])
    const paused = rng.chance(0.3)
    return onNew('ds-partition', `partition ${JSON.stringify(partition)}${paused ? ', paused' : ''} and a new image`, (ds) => {
      if (ds.spec.updateStrategy?.type === 'OnDelete') return
      rolling(ds).partition = partition
      if (paused) rolling(ds).paused = true
    })
  },
}
