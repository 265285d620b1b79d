import { type Obj, baseCloneSet } from './cloneSets.js'
import type { KruiseLine } from './mutations.js'
import type { Random } from './random.js'
import { READINESS_GATE } from './statefulSets.js'

/** rollingUpdateType as a user writes it: '' leaves it unset (Standard); v1alpha1's Surging is defaulted to Standard with a surge. */
export const ROLLING_UPDATE_TYPES = ['', 'Standard', 'InPlaceIfPossible', 'InPlaceIfPossible', 'Surging'] as const

/** The versions a pinned release serves an Advanced DaemonSet at: v1beta1 (storage) arrived in 1.9. */
export const DAEMONSET_VERSIONS: Readonly<Record<KruiseLine, readonly string[]>> = {
  '1.8': ['apps.kruise.io/v1alpha1'],
  '1.9': ['apps.kruise.io/v1beta1', 'apps.kruise.io/v1alpha1'],
}

/**
 * A realistic Advanced DaemonSet, valid for Kruise's webhook on CREATE (the pair's old object is created first): the pod
 * template of a CloneSet draw, at v1alpha1 (the version both pinned releases serve; Kruise 1.8 has no v1beta1
 * DaemonSet), RollingUpdate with any rolling-update type or OnDelete, maxSurge and maxUnavailable as the webhook
 * accepts them (no surge under InPlaceIfPossible), sometimes the readiness gate written in the template.
 */
export function baseDaemonSet(rng: Random, index: number, kruise: KruiseLine = '1.8'): Obj {
  const drawn = baseCloneSet(rng, index)
  const apiVersion = rng.pick(DAEMONSET_VERSIONS[kruise])
  const template = drawn.spec.template
  const spec: Obj = { selector: drawn.spec.selector, template }
  const type = rng.pick(['RollingUpdate', 'RollingUpdate', 'RollingUpdate', '', 'OnDelete'])
  if (type !== '') spec.updateStrategy = { type }
  if (type !== 'OnDelete') {
    const rollingUpdateType = rng.pick(ROLLING_UPDATE_TYPES.filter((t) => t !== 'Surging' || apiVersion.endsWith('v1alpha1')))
    const rolling: Obj = rollingUpdateType === '' ? {} : { rollingUpdateType }
    if (rollingUpdateType !== 'Surging' && rng.chance(0.4)) {
      const [maxSurge, maxUnavailable] = rollingUpdateType === 'InPlaceIfPossible' ? rng.pick([[0, 1], [0, '50%'], [undefined, 2]]) : rng.pick([[0, 1], [1, 0], ['25%', 0], [undefined, 1]])
      if (maxSurge !== undefined) rolling.maxSurge = maxSurge
      rolling.maxUnavailable = maxUnavailable
    }
    if (rng.chance(0.2)) rolling.partition = rng.int(0, 2)
    if (Object.keys(rolling).length > 0 || rng.chance(0.5)) spec.updateStrategy = { ...(spec.updateStrategy ?? {}), rollingUpdate: rolling }
  }
  if (rng.chance(0.15)) template.spec.readinessGates = [{ ...READINESS_GATE }]
  return {
    apiVersion,
    kind: 'DaemonSet',
    metadata: { name: `agent-${index}`, namespace: 'shop', labels: { app: String(drawn.metadata.name) } },
    spec,
  }
}
