import type { Obj } from './cloneSets.js'
import type { KruiseLine, Mutation, MutationClass } from './mutations.js'
import { TEMPLATE_CLASSES, drawMutation } from './mutations.js'
import type { Random } from './random.js'
import { CHILD_KINDS, CHILD_TEMPLATE_FIELDS, ZONES, childKindOf, childStrategy, childTemplateOf, drawPatch, drawSubset } from './unitedDeployments.js'

/**
 * The UnitedDeployment's own mutation classes: the child's update strategy (a change outside the pod template that
 * still changes every child's pod-template label), the child template's metadata, a subset's patch, subsets added and
 * removed, a subset's replicas (Kruise's webhook refuses those that do not fit spec.replicas), a kept subset's node
 * selector or tolerations (Kruise's webhook refuses), fields outside spec.template (no
 * new revision), and the template kind. The template classes of mutations.ts apply to the child's pod template.
 */
export const UNITED_DEPLOYMENT_CLASSES = [
  'ud-child-strategy', 'ud-child-metadata', 'ud-subset-patch', 'ud-subsets', 'ud-subset-replicas', 'ud-subset-placement', 'ud-outside-template', 'ud-template-kind',
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
    const choice = rng.pick(['node-selector', 'tolerations'])
    return onNew('ud-subset-placement', `subset ${subset.name} ${choice} changed`, (ud) => {
      const s = ud.spec.topology.subsets.find((x: Obj) => x.name === subset.name)
      if (!s) return
      if (choice === 'node-selector') s.nodeSelectorTerm.matchExpressions[0].values = [`${subset.name}-2`]
      else s.tolerations = [{ key: 'spot', operator: 'Exists', effect: 'NoSchedule' }]
    })
  },
  'ud-outside-template': (rng, base) => {
    const first = base.spec.topology.subsets[0].name
    const choice = rng.pick(['replicas', 'partition', 'labels', 'history'])
    return onNew('ud-outside-template', `${choice} changed`, (ud) => {
      switch (choice) {
        case 'replicas': ud.spec.replicas += 1; break
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
