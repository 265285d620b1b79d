import type { SubsetChildKind } from '../../src/engine/workloads/unitedDeployment.js'
import { type Obj, STRATEGIES, baseCloneSet, volumeClaimTemplate } from './cloneSets.js'
import type { Random } from './random.js'
import { POD_UPDATE_POLICIES, READINESS_GATE } from './statefulSets.js'

export const CHILD_TEMPLATE_FIELDS: Record<SubsetChildKind, string> = {
  CloneSet: 'cloneSetTemplate', AdvancedStatefulSet: 'advancedStatefulSetTemplate', StatefulSet: 'statefulSetTemplate', Deployment: 'deploymentTemplate',
}
export const CHILD_KINDS = Object.keys(CHILD_TEMPLATE_FIELDS) as SubsetChildKind[]
export const ZONES = ['zone-a', 'zone-b', 'zone-c', 'zone-d'] as const

/** The child template a UnitedDeployment holds: `spec.template.<kind>Template`. */
export function childTemplateOf(ud: Obj): Obj {
  const template = ud.spec.template
  const field = Object.keys(template)[0]!
  return template[field]
}

export function childKindOf(ud: Obj): SubsetChildKind {
  const field = Object.keys(ud.spec.template)[0]
  return CHILD_KINDS.find((k) => CHILD_TEMPLATE_FIELDS[k] === field) ?? 'CloneSet'
}

/** A child spec's update strategy for its kind, drawn as a user writes it. */
export function childStrategy(rng: Random, kind: SubsetChildKind, template: Obj): Obj {
  switch (kind) {
    case 'CloneSet': {
      if (rng.chance(0.15)) return {}
      const strategy: Obj = { type: rng.pick(STRATEGIES) }
      if (rng.chance(0.3)) strategy.maxUnavailable = rng.pick([1, '20%'])
      return { updateStrategy: strategy }
    }
    case 'AdvancedStatefulSet': {
      const type = rng.pick(['RollingUpdate', 'RollingUpdate', 'RollingUpdate', 'OnDelete'])
      const policy = type === 'OnDelete' ? '' : rng.pick(POD_UPDATE_POLICIES)
      if (policy === 'InPlaceIfPossible' || policy === 'InPlaceOnly') template.spec.readinessGates = [{ ...READINESS_GATE }]
      return { updateStrategy: policy === '' ? { type } : { type, rollingUpdate: { podUpdatePolicy: policy } } }
    }
    case 'StatefulSet':
      return rng.chance(0.2) ? {} : { updateStrategy: { type: rng.pick(['RollingUpdate', 'RollingUpdate', 'OnDelete']) } }
    case 'Deployment':
      return rng.chance(0.3) ? {} : { strategy: { type: rng.pick(['RollingUpdate', 'Recreate']) } }
  }
}

/** A subset: its node selector, sometimes tolerations and a patch of the pod template. */
export function drawSubset(rng: Random, name: string): Obj {
  const subset: Obj = { name, nodeSelectorTerm: { matchExpressions: [{ key: 'topology.kubernetes.io/zone', operator: 'In', values: [name] }] } }
  if (rng.chance(0.3)) subset.tolerations = [{ key: 'dedicated', operator: 'Equal', value: name, effect: 'NoSchedule' }]
  if (rng.chance(0.4)) subset.patch = drawPatch(rng, name)
  return subset
}

/**
 * A subset patch as users write them: a label, a finalizer (a list of strings Kubernetes merges), an env var (new, or
 * new beside a changed one: Kubernetes' merge order puts new items first), a sidecar container, an image or resources
 * of the app container.
 */
export function drawPatch(rng: Random, name: string): Obj {
  switch (rng.pick(['label', 'finalizer', 'env', 'env-beside', 'container', 'image', 'resources'])) {
    case 'label': return { metadata: { labels: { zone: name } } }
    case 'finalizer': return { metadata: { finalizers: [`example.com/${name}`] } }
    case 'env': return { spec: { containers: [{ name: 'app', env: [{ name: 'ZONE', value: name }] }] } }
    case 'env-beside': return { spec: { containers: [{ name: 'app', env: [{ name: 'LOG_LEVEL', value: 'warn' }, { name: 'ZONE', value: name }] }] } }
    case 'container': return { spec: { containers: [{ name: 'log-agent', image: `shop/log-agent:${name}` }] } }
    case 'image': return { spec: { containers: [{ name: 'app', image: `shop/app:${name}` }] } }
    default: {
      // Requests and limits together: a request above the container's limit would make the child invalid.
      const cpu = rng.pick(['100m', '250m'])
      return { spec: { containers: [{ name: 'app', resources: { requests: { cpu }, limits: { cpu } } }] } }
    }
  }
}

/**
 * A realistic UnitedDeployment, valid for Kruise's webhook on CREATE: the pod template of a CloneSet draw, written
 * as one of the four child templates (CloneSet, Advanced StatefulSet, StatefulSet, Deployment) with that kind's update
 * strategy, two or three zones by node affinity, some with tolerations and a patch.
 */
export function baseUnitedDeployment(rng: Random, index: number): Obj {
  const drawn = baseCloneSet(rng, index)
  const name = `ud-${index}`
  const kind = rng.pick<SubsetChildKind>(['CloneSet', 'CloneSet', 'AdvancedStatefulSet', 'AdvancedStatefulSet', 'StatefulSet', 'Deployment'])
  const template = drawn.spec.template
  if (rng.chance(0.2)) template.metadata.finalizers = ['example.com/keep']
  const selector = drawn.spec.selector
  const spec: Obj = { ...childStrategy(rng, kind, template), selector: structuredClone(selector), template }
  if (kind === 'AdvancedStatefulSet' || kind === 'StatefulSet') spec.serviceName = name
  if (kind !== 'Deployment' && drawn.spec.volumeClaimTemplates) {
    spec.volumeClaimTemplates = [volumeClaimTemplate('data', rng.pick(['1Gi', '10Gi']))]
  }
  const count = rng.int(2, 3)
  const subsets = ZONES.slice(0, count).map((zone) => drawSubset(rng, zone))
  const ud: Obj = {
    apiVersion: 'apps.kruise.io/v1alpha1',
    kind: 'UnitedDeployment',
    metadata: { name, namespace: 'shop', labels: { app: String(drawn.metadata.name) } },
    spec: {
      replicas: rng.int(2, 6),
      selector: structuredClone(selector),
      template: { [CHILD_TEMPLATE_FIELDS[kind]]: { metadata: { labels: { ...selector.matchLabels } }, spec } },
      topology: { subsets },
    },
  }
  if (rng.chance(0.3)) ud.spec.updateStrategy = { type: 'Manual', manualUpdate: { partitions: { [subsets[0]!.name]: rng.int(0, 1) } } }
  if (rng.chance(0.3)) assignSubsetReplicas(rng, ud.spec.replicas, subsets)
  return ud
}

/** Subset replicas that Kruise's webhook accepts: one subset's (a number or a percentage), or every subset's adding up. */
function assignSubsetReplicas(rng: Random, total: number, subsets: Obj[]): void {
  if (rng.chance(0.5)) {
    subsets[0]!.replicas = rng.chance(0.5) ? rng.int(0, total) : rng.pick(['30%', '50%', '100%'])
    return
  }
  let left = total
  subsets.forEach((subset, i) => {
    subset.replicas = i === subsets.length - 1 ? left : rng.int(0, left)
    left -= subset.replicas
  })
}
