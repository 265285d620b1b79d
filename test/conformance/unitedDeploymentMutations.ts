import type { Obj } from './cloneSets.js'
import type { KruiseLine, Mutation, MutationClass } from './mutations.js'
import { TEMPLATE_CLASSES, drawMutation } from './mutations.js'
import type { Random } from './random.js'
import { CHILD_KINDS, CHILD_TEMPLATE_FIELDS, ZONES, childKindOf, childStrategy, childTemplateOf, drawPatch, drawSubset } from './unitedDeployments.js'

/**
 * The UnitedDeployment's own mutation classes: the child's update strategy (a change outside the pod template that
 * still changes every child's pod-template label), the child template's metadata, a subset's patch, subsets added and
 * removed, a subset's replicas (Kruise's webhook refuses those that do not fit spec.replicas), a kept subset's node
 * selector or tolerations (Kruise's webhook refuses), fields outside spec.template (no new revision; a negative
 * spec.replicas and an empty selector are refused), and the template kind. Then the rest of what Kruise's webhook checks
 * on every write: the child template's own replicas, partition and labels (checked for every kind but CloneSet), a
 * subset renamed (a name that is not a DNS label is refused), the schedule strategy (in 1.9, Adaptive refuses subset
 * replicas, and reserving unschedulable Pods refuses a StatefulSet template), and a new subset's node selector
 * requirement or toleration, valid or not as Kubernetes validates them. The template classes of mutations.ts apply to
 * the child's pod template.
 */
export const UNITED_DEPLOYMENT_CLASSES = [
  'ud-child-strategy', 'ud-child-metadata', 'ud-subset-patch', 'ud-subsets', 'ud-subset-replicas', 'ud-subset-placement', 'ud-outside-template', 'ud-template-kind',
  'ud-child-fields', 'ud-subset-name', 'ud-schedule-strategy', 'ud-new-subset-placement',
] as const
export type UnitedDeploymentClass = (typeof UNITED_DEPLOYMENT_CLASSES)[number]

type Factory = (rng: Random, base: Obj) => Mutation | undefined

function onNew(cls: UnitedDeploymentClass, what: string, edit: (ud: Obj) => void): Mutation {
  return { cls, what, apply: (pair) => edit(pair.new) }
}

const FACTORIES: Record<UnitedDeploymentClass, Factory> = {
  'ud-child-strategy': (rng, base) => {
    const kind = childKindOf(base)
    const probe = structuredClone(childTemplateOf(base).spec.template)
    const strategy = childStrategy(rng, kind, probe)
    const gate = probe.spec.readinessGates
    return onNew('ud-child-strategy', `child update strategy -> ${JSON.stringify(strategy)}`, (ud) => {
      const spec = childTemplateOf(ud).spec
      delete spec.updateStrategy
      delete spec.strategy
      Object.assign(spec, structuredClone(strategy))
      if (gate) spec.template.spec.readinessGates = structuredClone(gate)
    })
  },
  'ud-child-metadata': (rng) => {
    const choice = rng.pick(['label', 'annotation'])
    return onNew('ud-child-metadata', `child template ${choice} added`, (ud) => {
      const metadata = (childTemplateOf(ud).metadata ??= {})
      if (choice === 'label') (metadata.labels ??= {}).release = 'r2'
      else (metadata.annotations ??= {})['example.com/note'] = 'changed'
    })
  },
  'ud-subset-patch': (rng, base) => {
    const subset = rng.pick<Obj>(base.spec.topology.subsets)
    const choice = subset.patch ? rng.pick(['change', 'remove']) : 'change'
    const patch = drawPatch(rng, `${subset.name}-2`)
    return onNew('ud-subset-patch', `subset ${subset.name} patch ${choice === 'remove' ? 'removed' : `-> ${JSON.stringify(patch)}`}`, (ud) => {
      const s = ud.spec.topology.subsets.find((x: Obj) => x.name === subset.name)
      if (!s) return
      if (choice === 'remove') delete s.patch
      else s.patch = structuredClone(patch)
    })
  },
  'ud-subsets': (rng, base) => {
    const names: string[] = base.spec.topology.subsets.map((s: Obj) => s.name)
    const free = ZONES.filter((z) => !names.includes(z))
    if (names.length > 1 && (free.length === 0 || rng.chance(0.5))) {
      const removed = rng.pick(names)
      return onNew('ud-subsets', `subset ${removed} removed`, (ud) => {
        ud.spec.topology.subsets = ud.spec.topology.subsets.filter((s: Obj) => s.name !== removed)
        const partitions = ud.spec.updateStrategy?.manualUpdate?.partitions
        if (partitions) delete partitions[removed]
      })
    }
    const added = drawSubset(rng, free[0]!)
    return onNew('ud-subsets', `subset ${added.name} added`, (ud) => { ud.spec.topology.subsets.push(structuredClone(added)) })
  },
  'ud-subset-replicas': (rng, base) => {
    const subset = rng.pick<Obj>(base.spec.topology.subsets)
    const value = rng.pick<number | string | undefined>([undefined, 0, 1, base.spec.replicas, base.spec.replicas + 1, '50%', '100%', '150%'])
    return onNew('ud-subset-replicas', `subset ${subset.name} replicas -> ${value === undefined ? 'unset' : JSON.stringify(value)}`, (ud) => {
      const s = ud.spec.topology.subsets.find((x: Obj) => x.name === subset.name)
      if (!s) return
      if (value === undefined) delete s.replicas
      else s.replicas = value
    })
  },
  'ud-subset-placement': (rng, base) => {
    const subset = rng.pick<Obj>(base.spec.topology.subsets)
    // The respelled ones mean the same to Kubernetes' semantic equality (an empty list is none, "" is unset).
    const choice = rng.pick(['node-selector', 'tolerations', 'tolerations respelled', 'node-selector respelled', 'match-fields respelled', 'match-fields'])
    return onNew('ud-subset-placement', `subset ${subset.name} ${choice}${choice.endsWith('respelled') ? '' : ' changed'}`, (ud) => {
      const s = ud.spec.topology.subsets.find((x: Obj) => x.name === subset.name)
      if (!s) return
      if (choice === 'node-selector') s.nodeSelectorTerm.matchExpressions[0].values = [`${subset.name}-2`]
      else if (choice === 'tolerations') s.tolerations = [{ key: 'spot', operator: 'Exists', effect: 'NoSchedule' }]
      else if (choice === 'tolerations respelled') s.tolerations = s.tolerations ? s.tolerations.map((t: Obj) => ({ ...t, tolerationSeconds: null, ...(t.value === undefined ? { value: '' } : {}) })) : []
      else if (choice === 'node-selector respelled') s.nodeSelectorTerm.matchExpressions = s.nodeSelectorTerm.matchExpressions.map((r: Obj) => ({ values: r.values, operator: r.operator, key: r.key, ...(r.values ? {} : { values: [] }) }))
      else if (choice === 'match-fields') s.nodeSelectorTerm.matchFields = [{ key: 'metadata.name', operator: 'NotIn', values: ['node-x'] }]
      else s.nodeSelectorTerm.matchFields = []
    })
  },
  'ud-outside-template': (rng, base) => {
    const first = base.spec.topology.subsets[0].name
    const choice = rng.pick(['replicas', 'partition', 'labels', 'history', 'negative replicas', 'empty selector', 'malformed selector', 'selector expression', 'expressions-only selector'])
    return onNew('ud-outside-template', `${choice} changed`, (ud) => {
      switch (choice) {
        case 'replicas': ud.spec.replicas += 1; break
        case 'negative replicas': ud.spec.replicas = -2; break
        case 'empty selector': ud.spec.selector = { matchLabels: {} }; break
        case 'malformed selector': ud.spec.selector = { ...ud.spec.selector, matchExpressions: [{ key: 'app', operator: 'In' }] }; break
        case 'selector expression': ud.spec.selector = { ...ud.spec.selector, matchExpressions: [{ key: 'app', operator: 'Exists' }] }; break
        // Kruise admits it; its controller then panics writing any child (no matchLabels to add the subset's name to).
        case 'expressions-only selector': ud.spec.selector = { matchExpressions: [{ key: 'app', operator: 'Exists' }] }; break
        case 'partition': ud.spec.updateStrategy = { type: 'Manual', manualUpdate: { partitions: { [first]: 1 } } }; break
        case 'labels': ud.metadata.labels.release = 'r2'; break
        default: ud.spec.revisionHistoryLimit = 3
      }
    })
  },
  'ud-template-kind': (rng, base) => {
    const kind = rng.pick(CHILD_KINDS.filter((k) => k !== childKindOf(base)))
    return onNew('ud-template-kind', `template kind -> ${kind}`, (ud) => {
      const child = childTemplateOf(ud)
      const spec: Obj = { selector: child.spec.selector, template: child.spec.template }
      if (kind === 'AdvancedStatefulSet' || kind === 'StatefulSet') spec.serviceName = ud.metadata.name
      ud.spec.template = { [CHILD_TEMPLATE_FIELDS[kind]]: { metadata: child.metadata, spec } }
    })
  },
  'ud-child-fields': (rng, base) => {
    const kind = childKindOf(base)
    const stateful = kind === 'StatefulSet' || kind === 'AdvancedStatefulSet'
    // A (Advanced) StatefulSet child's spec may change only in template, updateStrategy and replicas (serviceName may not).
    // Respellings Go decodes to the same value (null, an empty list, a zero) change nothing; an empty retention policy is a new pointer.
    const respelled = ['revisionHistoryLimit null', 'minReadySeconds 0', ...(stateful ? ['claims respelled', 'selector respelled', 'retention policy {}', 'revisionHistoryLimit 4'] : [])]
    const choices = ['child replicas', 'child labels', ...(kind === 'CloneSet' ? [] : ['pod labels']), ...(stateful ? ['partition', 'serviceName'] : []), ...respelled]
    const choice = rng.pick(choices)
    return onNew('ud-child-fields', `${choice} set`, (ud) => {
      const child = childTemplateOf(ud)
      switch (choice) {
        case 'serviceName': child.spec.serviceName = `${child.spec.serviceName ?? 'svc'}-2`; break
        case 'child replicas': child.spec.replicas = rng.int(1, 3); break
        case 'child labels': child.metadata = { ...child.metadata, labels: { tier: 'web' } }; break
        case 'pod labels': child.spec.template.metadata.labels = { app: 'elsewhere' }; break
        case 'revisionHistoryLimit null': child.spec.revisionHistoryLimit = null; break
        case 'revisionHistoryLimit 4': child.spec.revisionHistoryLimit = 4; break
        case 'minReadySeconds 0': child.spec.minReadySeconds = 0; break
        case 'claims respelled': child.spec.volumeClaimTemplates ??= []; break
        case 'selector respelled': child.spec.selector = { ...child.spec.selector, matchExpressions: [] }; break
        case 'retention policy {}': child.spec.persistentVolumeClaimRetentionPolicy = {}; break
        default: {
          const strategy = child.spec.updateStrategy ?? {}
          child.spec.updateStrategy = { ...strategy, type: 'RollingUpdate', rollingUpdate: { ...strategy.rollingUpdate, partition: 0 } }
        }
      }
    })
  },
  'ud-subset-name': (rng, base) => {
    const subset = rng.pick<Obj>(base.spec.topology.subsets)
    const renamed = rng.pick([`${subset.name}-x`, subset.name.toUpperCase(), subset.name.replace('-', '.'), `${subset.name}-${'x'.repeat(64)}`.slice(0, 64)])
    return onNew('ud-subset-name', `subset ${subset.name} renamed ${JSON.stringify(renamed)}`, (ud) => {
      const s = ud.spec.topology.subsets.find((x: Obj) => x.name === subset.name)
      if (s) s.name = renamed
    })
  },
  'ud-schedule-strategy': (rng) => {
    const strategy = rng.pick<Obj>([{ type: 'Fixed' }, { type: 'Adaptive' }, { type: 'Adaptive', adaptive: { reserveUnschedulablePods: true } }])
    return onNew('ud-schedule-strategy', `schedule strategy -> ${JSON.stringify(strategy)}`, (ud) => { ud.spec.topology.scheduleStrategy = structuredClone(strategy) })
  },
  'ud-new-subset-placement': (rng, base) => {
    const names: string[] = base.spec.topology.subsets.map((s: Obj) => s.name)
    const added = drawSubset(rng, ZONES.find((z) => !names.includes(z))!)
    const requirement = rng.pick<Obj | undefined>([
      undefined, { key: 'node.example.com/rack', operator: 'Exists' }, { key: 'cores', operator: 'Gt', values: ['4'] }, { key: 'rack', operator: 'In' },
      { key: 'rack', operator: 'DoesNotExist', values: ['r1'] }, { key: 'cores', operator: 'Lt', values: ['4', '8'] }, { key: 'rack', operator: 'in', values: ['r1'] },
      { key: 'rack!', operator: 'Exists' },
    ])
    const toleration = rng.pick<Obj | undefined>([
      undefined, { operator: 'Exists' }, { key: 'spot', operator: 'Exists', effect: 'NoExecute', tolerationSeconds: 60 }, { key: 'spot', value: 'yes' },
      { key: 'spot', operator: 'Exists', value: 'yes' }, { operator: 'Equal', value: '' }, { key: 'spot', operator: 'Exists', effect: 'NoSchedule', tolerationSeconds: 60 },
      { key: 'spot', operator: 'Equal', value: 'a b' }, { key: 'spot', operator: 'Matches' }, { key: 'spot', operator: 'Exists', effect: 'NoAdmit' },
    ])
    const field = rng.pick<Obj | undefined>([
      undefined, undefined, { key: 'metadata.name', operator: 'In', values: ['node-1'] }, { key: 'metadata.name', operator: 'NotIn', values: ['node-1', 'node-2'] },
      { key: 'metadata.namespace', operator: 'In', values: ['a'] }, { key: 'metadata.name', operator: 'Exists' }, { key: 'metadata.name', operator: 'In', values: ['Node_1'] },
    ])
    if (requirement) added.nodeSelectorTerm.matchExpressions.push(requirement)
    if (field) added.nodeSelectorTerm.matchFields = [field]
    if (toleration) added.tolerations = [...(added.tolerations ?? []), toleration]
    return onNew('ud-new-subset-placement', `subset ${added.name} added with ${JSON.stringify({ requirement, field, toleration })}`, (ud) => {
      ud.spec.topology.subsets.push(structuredClone(added))
    })
  },
}

/**
 * A mutation of a UnitedDeployment: its own classes here; a template class of mutations.ts drawn against the child
 * template (`{metadata, spec}` with spec.template, the shape the template classes edit) and applied to it.
 */
export function drawUnitedDeploymentMutation(cls: MutationClass, rng: Random, base: Obj, kruise: KruiseLine): Mutation | undefined {
  if (cls in FACTORIES) return FACTORIES[cls as UnitedDeploymentClass](rng, base)
  if (!(TEMPLATE_CLASSES as readonly string[]).includes(cls)) return undefined
  const inner = drawMutation(cls, rng, childTemplateOf(base), kruise)
  if (inner === undefined) return undefined
  return {
    cls: inner.cls,
    what: inner.what,
    apply: (pair) => {
      const children = {
        get old() { return childTemplateOf(pair.old) },
        set old(value: Obj) { setChildTemplate(pair.old, value) },
        get new() { return childTemplateOf(pair.new) },
        set new(value: Obj) { setChildTemplate(pair.new, value) },
      }
      inner.apply(children)
    },
  }
}

function setChildTemplate(ud: Obj, value: Obj): void {
  const field = Object.keys(ud.spec.template)[0]!
  ud.spec.template[field] = value
}
