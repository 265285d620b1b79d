import t from 'tap'
import { readStatefulSet } from '../../../src/engine/workloads/statefulSet.js'
import { readWorkload } from '../../../src/engine/workloads/workload.js'
import { resolveUpdateRevision, revisionData, revisionHash } from '../../../src/engine/workloads/revision.js'
import { resolveGates } from '../../../src/engine/kruise/gates.js'
import { type Json, type StatefulSetOptions, cloneSet, container, podTemplate, statefulSet } from '../support/builders.js'

/**
 * Advanced StatefulSet read as Kruise v1.9.1 defaults it (apis/apps/defaults/v1beta1.go SetDefaultsStatefulSet) and
 * as stateful_set_control.go reads it: the strategy in spec.updateStrategy.rollingUpdate for both served versions.
 */

const template = podTemplate([container('app', 'app:1', { imagePullPolicy: 'IfNotPresent' })])
const rolling = 'spec.updateStrategy.rollingUpdate'

const views: { name: string; options: StatefulSetOptions; expect: Json }[] = [
  {
    name: 'v1beta1 with nothing declared: RollingUpdate, ReCreate, partition 0, maxUnavailable 1, OrderedReady',
    options: { policy: null },
    expect: {
      kind: 'StatefulSet', version: 'v1beta1', updateType: 'RollingUpdate', podUpdatePolicy: 'ReCreate', strategyDeclared: false,
      policyField: `${rolling}.podUpdatePolicy`, strategyField: rolling, updateTypeField: 'spec.updateStrategy.type', hasRollingUpdate: true,
      maxUnavailable: 1, maxSurge: 0, paused: false, minReadySeconds: 0, podManagementPolicy: 'OrderedReady',
      numbers: { replicas: 4, partition: 0, maxSurge: 0, maxUnavailable: 1 },
    },
  },
  {
    name: 'v1alpha1 keeps the strategy in the same place',
    options: { version: 'v1alpha1', policy: 'InPlaceOnly', rolling: { partition: 1, paused: true } },
    expect: { version: 'v1alpha1', podUpdatePolicy: 'InPlaceOnly', strategyDeclared: true, policyField: `${rolling}.podUpdatePolicy`, partition: 1, paused: true },
  },
  {
    name: 'partition counts ordinals kept back; past replicas nothing updates',
    options: { replicas: 5, rolling: { partition: 9 } },
    expect: { partition: 9, numbers: { partition: 5 } },
  },
  {
    name: 'maxUnavailable "50%" of 5 rounds down to 2 (intstr.GetValueFromIntOrPercent)',
    options: { replicas: 5, podManagementPolicy: 'Parallel', rolling: { maxUnavailable: '50%' } },
    expect: { maxUnavailable: '50%', podManagementPolicy: 'Parallel', numbers: { maxUnavailable: 2 } },
  },
  {
    name: 'maxUnavailable "10%" of 5 rounds down to 0, and the controller never goes below 1',
    options: { replicas: 5, podManagementPolicy: 'Parallel', rolling: { maxUnavailable: '10%' } },
    expect: { numbers: { maxUnavailable: 1 } },
  },
  {
    name: 'minReadySeconds lives in rollingUpdate',
    options: { rolling: { minReadySeconds: 300 } },
    expect: { minReadySeconds: 300 },
  },
  {
    name: 'the grace period is the only update option; no claim-template hash is compared',
    options: { rolling: { inPlaceUpdateStrategy: { gracePeriodSeconds: 10 } } },
    expect: {
      updateOptions: {
        gracePeriodSeconds: 10, gracePeriodField: `${rolling}.inPlaceUpdateStrategy.gracePeriodSeconds`,
        comparesClaimTemplates: false, ignoreClaimTemplateHashDiff: false,
      },
    },
  },
  {
    name: 'InPlaceOnly does not ignore claim templates either: they are never compared',
    options: { policy: 'InPlaceOnly' },
    expect: { updateOptions: { comparesClaimTemplates: false, ignoreClaimTemplateHashDiff: false } },
  },
  {
    name: 'OnDelete: no rolling update, nothing to partition',
    options: { updateType: 'OnDelete' },
    expect: { updateType: 'OnDelete', hasRollingUpdate: false, podUpdatePolicy: 'ReCreate', numbers: { partition: 0, maxUnavailable: 1, maxSurge: 0 } },
  },
  {
    name: 'unordered update, reserved ordinals, start ordinal, scale maxUnavailable and claim update strategy (v1beta1)',
    options: {
      podManagementPolicy: 'Parallel',
      rolling: { unorderedUpdate: { priorityStrategy: { weightPriority: [{ weight: 50, matchSelector: { matchLabels: { tier: 'hot' } } }] } } },
      spec: {
        reserveOrdinals: [1, '4-6'], ordinals: { start: 2 }, scaleStrategy: { maxUnavailable: '25%' }, volumeClaimUpdateStrategy: { type: 'OnPodRollingUpdate' },
        persistentVolumeClaimRetentionPolicy: { whenScaled: 'Delete' },
      },
    },
    expect: {
      unorderedUpdate: { priorityStrategy: { weightPriority: [{ weight: 50, matchSelector: { matchLabels: { tier: 'hot' } } }] } },
      reserveOrdinals: [1, '4-6'], ordinalsStart: 2, scaleMaxUnavailable: '25%', volumeClaimUpdateType: 'OnPodRollingUpdate',
      claimRetentionPolicy: { whenDeleted: '', whenScaled: 'Delete' },
    },
  },
  {
    name: 'an empty unorderedUpdate is still an unordered update',
    options: { podManagementPolicy: 'Parallel', rolling: { unorderedUpdate: {} } },
    expect: { unorderedUpdate: {} },
  },
]

for (const row of views) {
  t.test(row.name, async (t) => {
    t.match(readStatefulSet(statefulSet(template, row.options)), row.expect)
  })
}

t.test('revisions: the controller-revision-hash label, matched by full name, labelled from the template', async (t) => {
  const view = readStatefulSet(statefulSet(template))
  t.same(view.revisions, { podLabel: 'controller-revision-hash', shortHashMatches: false, hashOf: 'revision-data' })
})

t.test('the template is decoded by the release\'s Go types: unknown fields are dropped and listed', async (t) => {
  const typo = podTemplate([container('app', 'app:1', { imagePullPolcy: 'Always' })])
  const view = readStatefulSet(statefulSet(typo))
  t.same(view.droppedFields, [{ path: 'spec.template.spec.containers[app].imagePullPolcy' }])
  t.notOk('imagePullPolcy' in (view.template.spec.containers as Json[])[0]!)
})

t.test('readWorkload picks the reader by kind', async (t) => {
  t.equal(readWorkload(statefulSet(template)).kind, 'StatefulSet')
  t.equal(readWorkload(cloneSet(template)).kind, 'CloneSet')
})

const errors: { name: string; edit: (sts: Json) => void; code: string; path?: string }[] = [
  { name: 'a podUpdatePolicy that is no string', edit: (s) => { s.spec.updateStrategy.rollingUpdate.podUpdatePolicy = 1 }, code: 'IPG_ERR_FIELD_TYPE', path: `${rolling}.podUpdatePolicy` },
  { name: 'maxUnavailable true', edit: (s) => { s.spec.updateStrategy.rollingUpdate.maxUnavailable = true }, code: 'IPG_ERR_FIELD_TYPE', path: `${rolling}.maxUnavailable` },
  { name: 'a percentage partition (an int32 in Kruise\'s types)', edit: (s) => { s.spec.updateStrategy.rollingUpdate.partition = '50%' }, code: 'IPG_ERR_FIELD_TYPE', path: `${rolling}.partition` },
  { name: 'a v1beta1-only field in v1alpha1', edit: (s) => { s.apiVersion = 'apps.kruise.io/v1alpha1'; s.spec.reserveOrdinals = [1] }, code: 'IPG_ERR_UNKNOWN_FIELD', path: 'spec.reserveOrdinals' },
  { name: 'a partition beyond int32', edit: (s) => { s.spec.updateStrategy.rollingUpdate.partition = 2 ** 31 }, code: 'IPG_ERR_FIELD_TYPE', path: `${rolling}.partition` },
  { name: 'maxUnavailable beyond int32', edit: (s) => { s.spec.updateStrategy.rollingUpdate.maxUnavailable = 2 ** 31 }, code: 'IPG_ERR_FIELD_TYPE', path: `${rolling}.maxUnavailable` },
  { name: 'replicas beyond int32', edit: (s) => { s.spec.replicas = 2 ** 31 }, code: 'IPG_ERR_FIELD_TYPE', path: 'spec.replicas' },
  { name: 'a reserved ordinal that is no integer', edit: (s) => { s.spec.reserveOrdinals = [1.5] }, code: 'IPG_ERR_FIELD_TYPE', path: 'spec.reserveOrdinals[0]' },
  { name: 'a claim retention value that is no string', edit: (s) => { s.spec.persistentVolumeClaimRetentionPolicy = { whenDeleted: true } }, code: 'IPG_ERR_FIELD_TYPE', path: 'spec.persistentVolumeClaimRetentionPolicy.whenDeleted' },
  { name: 'an unknown claim retention field', edit: (s) => { s.spec.persistentVolumeClaimRetentionPolicy = { whenDelete: 'Retain' } }, code: 'IPG_ERR_UNKNOWN_FIELD', path: 'spec.persistentVolumeClaimRetentionPolicy.whenDelete' },
  { name: 'an unknown rollingUpdate field (CloneSet\'s maxSurge)', edit: (s) => { s.spec.updateStrategy.rollingUpdate.maxSurge = 1 }, code: 'IPG_ERR_UNKNOWN_FIELD', path: `${rolling}.maxSurge` },
  { name: 'a Kubernetes apps/v1 StatefulSet is no Advanced StatefulSet', edit: (s) => { s.apiVersion = 'apps/v1' }, code: 'IPG_ERR_NOT_WORKLOAD' },
  { name: 'an unserved version', edit: (s) => { s.apiVersion = 'apps.kruise.io/v1' }, code: 'IPG_ERR_UNSUPPORTED_VERSION', path: 'apiVersion' },
]

// Values outside the webhook's sets are kept for it to refuse (inplace/unsupportedValueRefusals.ts) and read as the
// controller reads them: only OnDelete stops rolling, only the in-place policies update in place, only Parallel is.
const unsupported: { name: string; edit: (sts: Json) => void; field: string; written: string; allowed: string[]; view: Json }[] = [
  {
    name: 'an unknown podUpdatePolicy', edit: (s) => { s.spec.updateStrategy.rollingUpdate.podUpdatePolicy = 'Rolling' },
    field: `${rolling}.podUpdatePolicy`, written: 'Rolling', allowed: ['ReCreate', 'InPlaceIfPossible', 'InPlaceOnly'], view: { podUpdatePolicy: 'ReCreate', strategyDeclared: true },
  },
  {
    name: 'an unknown strategy type', edit: (s) => { s.spec.updateStrategy.type = 'Partitioned' },
    field: 'spec.updateStrategy.type', written: 'Partitioned', allowed: ['RollingUpdate', 'OnDelete'], view: { updateType: 'RollingUpdate', hasRollingUpdate: true },
  },
  {
    name: 'an unknown podManagementPolicy', edit: (s) => { s.spec.podManagementPolicy = 'Random' },
    field: 'spec.podManagementPolicy', written: 'Random', allowed: ['OrderedReady', 'Parallel'], view: { podManagementPolicy: 'OrderedReady' },
  },
]

for (const row of unsupported) {
  t.test(`kept for Kruise's webhook: ${row.name}`, async (t) => {
    const sts = statefulSet(template)
    row.edit(sts)
    const view = readStatefulSet(sts)
    t.match(view, row.view)
    t.same(view.unsupportedValues, [{ field: row.field, written: row.written, allowed: row.allowed }])
  })
}

t.test('reserved ordinals: the ones Kruise\'s webhook refuses are listed by index, the rest read', async (t) => {
  const sts = statefulSet(template)
  sts.spec.reserveOrdinals = [3, '4..6', '7-9', -1, '9-7', '10-12', '1-99999999999999999999', '5']
  const view = readStatefulSet(sts)
  t.same(view.reserveOrdinals, [3, '7-9', '10-12'])
  t.same(view.refusedReserveOrdinals, [1, 3, 4, 6, 7])
  t.same(view.unsupportedValues, [])
})

t.test('volumeClaimUpdateStrategy.type is any value: Kruise\'s webhook checks none', async (t) => {
  const sts = statefulSet(template)
  sts.spec.volumeClaimUpdateStrategy = { type: 'OnSundays' }
  t.equal(readStatefulSet(sts).volumeClaimUpdateType, 'OnSundays')
})

for (const row of errors) {
  t.test(`refused: ${row.name}`, async (t) => {
    const sts = statefulSet(template)
    row.edit(sts)
    t.throws(() => readStatefulSet(sts), { code: row.code, ...(row.path ? { path: row.path } : {}) })
    t.throws(() => readWorkload(sts), { code: row.code }, 'readWorkload refuses it the same way')
  })
}

t.test('a new revision: <name>-<hash> of the same data as CloneSet\'s, labelled from the template, owned by the StatefulSet', async (t) => {
  const labelled = podTemplate([container('app', 'app:1')], { labels: { app: 'db', tier: 'hot' } })
  const sts = statefulSet(labelled)
  sts.metadata.uid = 'uid-1'
  const view = readStatefulSet(sts)
  const gates = resolveGates()
  const resolved = resolveUpdateRevision(view, [], 0, gates)
  const hash = revisionHash(revisionData(view.template, gates), 0)
  t.equal(resolved.name, `db-${hash}`)
  t.same(resolved.create?.metadata.labels, { app: 'db', tier: 'hot', 'controller.kubernetes.io/hash': hash })
  t.match(resolved.create?.metadata.ownerReferences, [{ apiVersion: 'apps.kruise.io/v1beta1', kind: 'StatefulSet', name: 'db', uid: 'uid-1', controller: true }])
  t.equal(resolveUpdateRevision(view, [resolved.create!], 0, gates).name, resolved.name, 'a stored revision with equal data is reused')
})
