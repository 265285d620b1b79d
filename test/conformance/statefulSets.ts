import { type Obj, baseCloneSet, volumeClaimTemplate } from './cloneSets.js'
import type { Random } from './random.js'

/** podUpdatePolicy as a user writes it: '' leaves it unset (Kruise defaults it to ReCreate). */
export const POD_UPDATE_POLICIES = ['', 'ReCreate', 'InPlaceIfPossible', 'InPlaceOnly'] as const
export const STATEFULSET_VERSIONS = ['apps.kruise.io/v1beta1', 'apps.kruise.io/v1alpha1'] as const
export const READINESS_GATE = { conditionType: 'InPlaceUpdateReady' }

/**
 * A realistic Advanced StatefulSet, valid for Kruise's webhook on CREATE (the pair's old object is created first): the
 * pod template of a CloneSet draw, at v1beta1 or v1alpha1, RollingUpdate (with any podUpdatePolicy) or OnDelete,
 * OrderedReady or Parallel, with the InPlaceUpdateReady readiness gate wherever an in-place policy needs it.
 */
export function baseStatefulSet(rng: Random, index: number): Obj {
  const drawn = baseCloneSet(rng, index)
  const name = `db-${index}`
  const template = drawn.spec.template
  const spec: Obj = { replicas: rng.int(1, 5), serviceName: name, selector: drawn.spec.selector, template }
  const podManagementPolicy = rng.pick(['', 'OrderedReady', 'Parallel'])
  if (podManagementPolicy !== '') spec.podManagementPolicy = podManagementPolicy
  const type = rng.pick(['RollingUpdate', 'RollingUpdate', 'RollingUpdate', 'RollingUpdate', '', 'OnDelete'])
  const policy = type === 'OnDelete' ? '' : rng.pick(POD_UPDATE_POLICIES)
  if (type !== '' || rng.chance(0.5)) spec.updateStrategy = type === '' ? {} : { type }
  if (type !== 'OnDelete') {
    const rolling: Obj = {}
    if (policy !== '') rolling.podUpdatePolicy = policy
    if (rng.chance(0.3)) rolling.partition = rng.int(0, spec.replicas)
    if (rng.chance(0.3)) rolling.maxUnavailable = podManagementPolicy === 'Parallel' ? rng.pick([1, 2, '50%', '100%']) : 1
    if (policy !== '' && policy !== 'ReCreate' && rng.chance(0.4)) rolling.inPlaceUpdateStrategy = { gracePeriodSeconds: rng.pick([0, 5, 10]) }
    if (rng.chance(0.2)) rolling.minReadySeconds = rng.pick([0, 10, 300])
    if (podManagementPolicy === 'Parallel' && rng.chance(0.2)) rolling.unorderedUpdate = {}
    if (Object.keys(rolling).length > 0) spec.updateStrategy = { ...(spec.updateStrategy ?? {}), rollingUpdate: rolling }
  }
  const inPlace = policy === 'InPlaceIfPossible' || policy === 'InPlaceOnly'
  if (inPlace || rng.chance(0.3)) template.spec.readinessGates = [{ ...READINESS_GATE }]
  if (drawn.spec.volumeClaimTemplates || rng.chance(0.2)) {
    spec.volumeClaimTemplates = [volumeClaimTemplate('data', rng.pick(['1Gi', '10Gi']))]
    template.spec.containers[0].volumeMounts = [...(template.spec.containers[0].volumeMounts ?? []), { name: 'data', mountPath: '/data' }]
  }
  return {
    apiVersion: rng.pick(STATEFULSET_VERSIONS),
    kind: 'StatefulSet',
    metadata: { name, namespace: 'shop', labels: { app: String(drawn.metadata.name) } },
    spec,
  }
}
