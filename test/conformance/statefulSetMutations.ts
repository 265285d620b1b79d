import { type Obj, volumeClaimTemplate } from './cloneSets.js'
import { mistypedClaimDraw } from './mistypedClaims.js'
import type { Mutation } from './mutations.js'
import type { Random } from './random.js'
import { POD_UPDATE_POLICIES, READINESS_GATE } from './statefulSets.js'

/**
 * The Advanced StatefulSet's own mutation classes: where its strategy lives and what its webhook checks (the readiness
 * gate an in-place policy needs, maxUnavailable and unorderedUpdate needing Parallel, the fields an update may not
 * change). The template classes of mutations.ts apply to it as they are.
 */
export const STATEFULSET_CLASSES = [
  'pod-update-policy', 'update-type', 'readiness-gate', 'grace-period', 'pod-management-policy', 'max-unavailable', 'partition',
  'claim-templates', 'sts-outside-template', 'v1beta1-fields', 'unordered-priority',
] as const
export type StatefulSetClass = (typeof STATEFULSET_CLASSES)[number]

type Factory = (rng: Random, base: Obj) => Mutation | undefined

const tpl = (set: Obj): Obj => set.spec.template
const rollingOf = (set: Obj): Obj | undefined => set.spec.updateStrategy?.rollingUpdate
const isOnDelete = (set: Obj): boolean => set.spec.updateStrategy?.type === 'OnDelete'

function onNew(cls: StatefulSetClass, what: string, edit: (set: Obj) => void): Mutation {
  return { cls, what, apply: (pair) => edit(pair.new) }
}

/**
 * The rollingUpdate of a RollingUpdate set, created when absent (as a user adds it). An OnDelete set (another mutation
 * may have made it one) gets a detached object: Kruise refuses a rollingUpdate beside OnDelete, and the engine with it.
 */
function rolling(set: Obj): Obj {
  if (isOnDelete(set)) return {}
  const strategy = (set.spec.updateStrategy ??= {})
  return (strategy.rollingUpdate ??= {})
}

function setPolicy(set: Obj, policy: string): void {
  if (isOnDelete(set)) return
  if (policy === '') delete rollingOf(set)?.podUpdatePolicy
  else rolling(set).podUpdatePolicy = policy
}

function hasGate(set: Obj): boolean {
  return (tpl(set).spec.readinessGates ?? []).some((g: Obj) => g.conditionType === READINESS_GATE.conditionType)
}

function addGate(set: Obj): void {
  if (!hasGate(set)) (tpl(set).spec.readinessGates ??= []).push({ ...READINESS_GATE })
}

function removeGate(set: Obj): void {
  const gates = (tpl(set).spec.readinessGates ?? []).filter((g: Obj) => g.conditionType !== READINESS_GATE.conditionType)
  if (gates.length > 0) tpl(set).spec.readinessGates = gates
  else delete tpl(set).spec.readinessGates
}

function changeImage(set: Obj, tag: string): void {
  const app = tpl(set).spec.containers.find((c: Obj) => c.name === 'app')
  if (app) app.image = `${String(app.image).split(':')[0]}:${tag}`
}

export const STATEFULSET_FACTORIES: Record<StatefulSetClass, Factory> = {
  'pod-update-policy': (rng, base) => {
    if (isOnDelete(base)) return undefined
    const current = rollingOf(base)?.podUpdatePolicy ?? ''
    // Sometimes a value Kruise's webhook does not take (a misspelling).
    const policy = rng.chance(0.15) ? rng.pick(['Recreate', 'InPlace']) : rng.pick(POD_UPDATE_POLICIES.filter((p) => p !== current))
    const gate = rng.pick(['as-is', 'as-is', 'added'])
    const image = rng.chance(0.7)
    const what = `podUpdatePolicy -> ${policy || 'unset'}${gate === 'added' ? ', readiness gate added' : ''}${image ? ', image of app changed' : ''}`
    return onNew('pod-update-policy', what, (set) => {
      setPolicy(set, policy)
      if (gate === 'added') addGate(set)
      if (image) changeImage(set, '9.9')
    })
  },
  'update-type': (rng, base) => {
    const image = rng.chance(0.7)
    const suffix = image ? ', image of app changed' : ''
    if (isOnDelete(base)) {
      const policy = rng.pick(POD_UPDATE_POLICIES)
      const unset = rng.chance(0.3)
      return onNew('update-type', `updateStrategy.type -> ${unset ? 'unset' : 'RollingUpdate'}, podUpdatePolicy ${policy || 'unset'}${suffix}`, (set) => {
        if (unset) delete set.spec.updateStrategy.type
        else set.spec.updateStrategy.type = 'RollingUpdate'
        if (policy !== '') rolling(set).podUpdatePolicy = policy
        if (image) changeImage(set, '9.9')
      })
    }
    if (rng.chance(0.2)) {
      // A type Kruise's webhook does not take: it then checks nothing of the rolling update, not even a negative partition.
      const partition = rng.chance(0.5) ? -1 : undefined
      return onNew('update-type', `updateStrategy.type -> Canary${partition === undefined ? '' : ', partition -1'}${suffix}`, (set) => {
        (set.spec.updateStrategy ??= {}).type = 'Canary'
        if (partition !== undefined) rolling(set).partition = partition
        if (image) changeImage(set, '9.9')
      })
    }
    // Kruise refuses a rollingUpdate left beside OnDelete.
    const kept = rng.chance(0.25)
    return onNew('update-type', `updateStrategy.type -> OnDelete (rollingUpdate ${kept ? 'kept' : 'removed'})${suffix}`, (set) => {
      set.spec.updateStrategy = kept ? { ...set.spec.updateStrategy, type: 'OnDelete' } : { type: 'OnDelete' }
      if (image) changeImage(set, '9.9')
    })
  },
  'readiness-gate': (rng, base) => {
    const image = rng.chance(0.5)
    const suffix = image ? ', image of app changed' : ''
    if (hasGate(base)) {
      return onNew('readiness-gate', `InPlaceUpdateReady readiness gate removed${suffix}`, (set) => { removeGate(set); if (image) changeImage(set, '9.9') })
    }
    const other = rng.chance(0.3)
    return onNew('readiness-gate', `InPlaceUpdateReady readiness gate added${other ? ' after another gate' : ''}${suffix}`, (set) => {
      if (other) (tpl(set).spec.readinessGates ??= []).push({ conditionType: 'example.com/warm' })
      addGate(set)
      if (image) changeImage(set, '9.9')
    })
  },
  'grace-period': (rng, base) => {
    if (isOnDelete(base)) return undefined
    const seconds = rng.pick([0, 3, 15, undefined])
    return onNew('grace-period', `inPlaceUpdateStrategy.gracePeriodSeconds -> ${seconds ?? 'removed'}, image of app changed`, (set) => {
      if (seconds === undefined) delete rollingOf(set)?.inPlaceUpdateStrategy
      else rolling(set).inPlaceUpdateStrategy = { gracePeriodSeconds: seconds }
      changeImage(set, '9.9')
    })
  },
  'pod-management-policy': (rng, base) => {
    const current = base.spec.podManagementPolicy ?? ''
    const policy = rng.pick(['', 'OrderedReady', 'Parallel', 'Burst'].filter((p) => p !== current))
    return onNew('pod-management-policy', `podManagementPolicy -> ${policy || 'unset'}`, (set) => {
      if (policy === '') delete set.spec.podManagementPolicy
      else set.spec.podManagementPolicy = policy
    })
  },
  'max-unavailable': (rng, base) => {
    if (isOnDelete(base)) return undefined
    const value = rng.pick([1, 2, '50%', '100%', undefined, '12.5%', '5', -1, 0, '0%'])
    const image = rng.chance(0.5)
    return onNew('max-unavailable', `maxUnavailable -> ${JSON.stringify(value) ?? 'removed'}${image ? ', image of app changed' : ''}`, (set) => {
      if (value === undefined) delete rollingOf(set)?.maxUnavailable
      else rolling(set).maxUnavailable = value
      if (image) changeImage(set, '9.9')
    })
  },
  // The unorderedUpdate priority strategy, checked as CloneSet's (weights, selectors, order keys); unorderedUpdate needs Parallel.
  'unordered-priority': (rng, base) => {
    if (isOnDelete(base)) return undefined
    const web = { matchLabels: { app: 'web' } }
    const priorityStrategy = rng.pick<Obj>([
      { weightPriority: [{ weight: 50, matchSelector: web }] }, { weightPriority: [{ weight: 101, matchSelector: web }] },
      { weightPriority: [{ weight: 10, matchSelector: {} }] }, { weightPriority: [{ weight: 10, matchSelector: { matchExpressions: [{ key: 'tier', operator: 'In' }] } }] },
      { weightPriority: [{ weight: 10, matchSelector: { matchLabels: { tier: 'a b' } } }] }, { orderPriority: [{ orderedKey: '' }] },
      { weightPriority: [{ weight: 10, matchSelector: web }], orderPriority: [{ orderedKey: 'rank' }] }, { orderPriority: [{ orderedKey: 'rank' }] },
    ])
    const image = rng.chance(0.5)
    return onNew('unordered-priority', `unorderedUpdate.priorityStrategy ${JSON.stringify(priorityStrategy)}${image ? ', image of app changed' : ''}`, (set) => {
      rolling(set).unorderedUpdate = { priorityStrategy: structuredClone(priorityStrategy) }
      if (image) changeImage(set, '9.9')
    })
  },
  partition: (rng, base) => {
    if (isOnDelete(base)) return undefined
    const partition = rng.chance(0.15) ? -1 : rng.int(0, Number(base.spec.replicas) + 1)
    return onNew('partition', `partition -> ${partition}, image of app changed`, (set) => {
      rolling(set).partition = partition
      changeImage(set, '9.9')
    })
  },
  'claim-templates': (rng, base) => {
    const mistyped = mistypedClaimDraw(rng, 'claim-templates', 'cache')
    if (mistyped) return mistyped
    const image = rng.chance(0.4)
    const suffix = image ? ', image of app changed' : ''
    if (!base.spec.volumeClaimTemplates) {
      return onNew('claim-templates', `volumeClaimTemplate cache added${suffix}`, (set) => {
        set.spec.volumeClaimTemplates ??= [volumeClaimTemplate('cache', '5Gi')]
        if (image) changeImage(set, '9.9')
      })
    }
    const choice = rng.pick(['resize', 'resize', 'second'])
    if (choice === 'second') {
      return onNew('claim-templates', `volumeClaimTemplate logs added${suffix}`, (set) => {
        const list: Obj[] = set.spec.volumeClaimTemplates
        if (!list.some((v) => v.metadata.name === 'logs')) list.push(volumeClaimTemplate('logs', '1Gi'))
        if (image) changeImage(set, '9.9')
      })
    }
    const storage = rng.pick(['2Gi', '20Gi'])
    return onNew('claim-templates', `volumeClaimTemplate storage -> ${storage}${suffix}`, (set) => {
      const claim = set.spec.volumeClaimTemplates?.[0]
      if (claim) claim.spec.resources.requests.storage = storage
      if (image) changeImage(set, '9.9')
    })
  },
  // Fields only v1beta1 has: an update may change them all; scaleStrategy.maxUnavailable obeys the Parallel rule.
  'v1beta1-fields': (rng, base) => {
    if (base.apiVersion !== 'apps.kruise.io/v1beta1') return undefined
    const choice = rng.pick(['reserveOrdinals', 'ordinals', 'scaleStrategy', 'lifecycle', 'volumeClaimUpdateStrategy', 'persistentVolumeClaimRetentionPolicy'])
    const image = rng.chance(0.5)
    const suffix = image ? ', image of app changed' : ''
    // Ordinals Kruise's webhook refuses among them: a reversed range, a negative ordinal, a number as a string, a range Go cannot read.
    const ordinals = rng.pick([[1], [0, '2-3'], [0, '2-3'], ['6-4'], [-1], ['3'], [2, '1-99999999999999999999']])
    // Retention values: unset ones are filled with Retain only under StatefulSetAutoDeletePVC; others than Retain and Delete are refused.
    const retention = rng.pick([{}, { whenDeleted: 'Delete' }, { whenDeleted: 'Retain', whenScaled: 'Delete' }, { whenDeleted: 'Remove' }, { whenDeleted: 'Delete', whenScaled: 'retain' }])
    const fields: Obj = choice === 'reserveOrdinals' ? { reserveOrdinals: ordinals }
      : choice === 'persistentVolumeClaimRetentionPolicy' ? { persistentVolumeClaimRetentionPolicy: retention }
      : choice === 'volumeClaimUpdateStrategy' ? { volumeClaimUpdateStrategy: { type: rng.pick(['OnPVCDelete', 'OnSundays']) } }
      : choice === 'ordinals' ? { ordinals: { start: 2 } }
        : choice === 'scaleStrategy' ? { scaleStrategy: { maxUnavailable: rng.chance(0.5) ? 1 : 2 } }
          : { lifecycle: { preDelete: { labelsHandler: { 'example.com/drain': 'true' } } } }
    return onNew('v1beta1-fields', `${choice} ${JSON.stringify(fields[choice])} set${suffix}`, (set) => {
      Object.assign(set.spec, structuredClone(fields))
      if (image) changeImage(set, '9.9')
    })
  },
  'sts-outside-template': (rng) => {
    const choice = rng.pick([
      'replicas', 'labels', 'minReadySeconds', 'revisionHistoryLimit', 'serviceName', 'paused', 'selector-respelled', 'selector-changed',
      'label-64', 'pod-label-64', 'pod-annotation-key',
    ])
    switch (choice) {
      // The labels and annotations Kubernetes' validation refuses, which Kruise's webhook runs on the set and its pod template.
      case 'label-64': return onNew('sts-outside-template', 'StatefulSet label value of 64 characters', (set) => { set.metadata.labels.release = 'v'.repeat(64) })
      case 'pod-label-64': return onNew('sts-outside-template', 'template label value of 64 characters', (set) => { tpl(set).metadata.labels.release = 'v'.repeat(64) })
      case 'pod-annotation-key': return onNew('sts-outside-template', 'template annotation key with a space', (set) => { (tpl(set).metadata.annotations ??= {})['build note'] = 'x' })
      // Kubernetes' semantic equality: an empty list or map is none, so the same selector, respelled, is no change.
      case 'selector-respelled': return onNew('sts-outside-template', 'selector written with empty matchExpressions', (set) => { set.spec.selector.matchExpressions = [] })
      case 'selector-changed': return onNew('sts-outside-template', 'selector gets an expression the template labels meet', (set) => {
        set.spec.selector.matchExpressions = [{ key: 'app', operator: 'Exists' }]
      })
      case 'replicas': return onNew('sts-outside-template', 'replicas changed', (set) => { set.spec.replicas += 1 })
      case 'labels': return onNew('sts-outside-template', 'StatefulSet label added', (set) => { set.metadata.labels.release = 'r2' })
      case 'revisionHistoryLimit': return onNew('sts-outside-template', 'revisionHistoryLimit set', (set) => { set.spec.revisionHistoryLimit = 3 })
      case 'serviceName': return onNew('sts-outside-template', 'serviceName changed', (set) => { set.spec.serviceName = `${set.spec.serviceName}-headless` })
      case 'paused': return onNew('sts-outside-template', 'rolling update paused, image of app changed', (set) => {
        if (!isOnDelete(set)) rolling(set).paused = true
        changeImage(set, '9.9')
      })
      default: {
        // Kruise's webhook takes 0 to 300 seconds.
        const seconds = rng.pick([5, 300, 301, -1])
        return onNew('sts-outside-template', `minReadySeconds ${seconds}`, (set) => { if (!isOnDelete(set)) rolling(set).minReadySeconds = seconds })
      }
    }
  },
}
