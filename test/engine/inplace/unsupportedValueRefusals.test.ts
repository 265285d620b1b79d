import t from 'tap'
import { predictUpdate } from '../../../src/engine/inplace/prediction.js'
import type { FeatureGates } from '../../../src/engine/kruise/gates.js'
import { type Json, cloneSet, container, podTemplate, statefulSet } from '../support/builders.js'
import { daemonSet } from '../support/daemonSets.js'

/**
 * A strategy value outside the set Kruise's webhook switches on is its refusal, named by field, with the values it
 * takes; under an unknown Advanced StatefulSet or DaemonSet type the webhook checks nothing of the rolling update.
 */
const template = podTemplate([container('app', 'app:1')])
const withImage = podTemplate([container('app', 'app:2')])

interface Row {
  name: string
  old: Json
  updated: Json
  refusals: [field: string, rule: string, remedy: string][]
  outcome: string
  gates?: Partial<FeatureGates>
}

function edited(object: Json, edit: (o: Json) => void): Json {
  const copy = structuredClone(object)
  edit(copy)
  return copy
}

const rows: Row[] = [
  {
    name: 'CloneSet v1alpha1: a misspelt type recreates, as its controller would',
    old: cloneSet(template, { version: 'v1alpha1' }),
    updated: edited(cloneSet(withImage, { version: 'v1alpha1' }), (cs) => { cs.spec.updateStrategy.type = 'InPlaceIfPosible' }),
    refusals: [['spec.updateStrategy.type', '"InPlaceIfPosible" is not ReCreate, InPlaceIfPossible or InPlaceOnly', 'set spec.updateStrategy.type to ReCreate, InPlaceIfPossible or InPlaceOnly']],
    outcome: 'recreate',
  },
  {
    name: 'Advanced StatefulSet: an unknown podUpdatePolicy',
    old: statefulSet(template, { policy: 'ReCreate' }),
    updated: edited(statefulSet(withImage, { policy: 'ReCreate' }), (s) => { s.spec.updateStrategy.rollingUpdate.podUpdatePolicy = 'Inplace' }),
    refusals: [['spec.updateStrategy.rollingUpdate.podUpdatePolicy', '"Inplace" is not ReCreate, InPlaceIfPossible or InPlaceOnly', 'set spec.updateStrategy.rollingUpdate.podUpdatePolicy to ReCreate, InPlaceIfPossible or InPlaceOnly']],
    outcome: 'recreate',
  },
  {
    name: 'Advanced StatefulSet: an unknown type, and nothing under it is checked (a negative partition)',
    old: statefulSet(template, { policy: 'ReCreate' }),
    updated: edited(statefulSet(withImage, { policy: 'ReCreate', rolling: { partition: -1 } }), (s) => { s.spec.updateStrategy.type = 'Canary' }),
    refusals: [['spec.updateStrategy.type', '"Canary" is not RollingUpdate or OnDelete', 'set spec.updateStrategy.type to RollingUpdate or OnDelete']],
    outcome: 'recreate',
  },
  {
    name: 'Advanced StatefulSet: an unknown podManagementPolicy is also a changed one',
    old: statefulSet(template, { policy: 'ReCreate' }),
    updated: edited(statefulSet(template, { policy: 'ReCreate' }), (s) => { s.spec.podManagementPolicy = 'Burst' }),
    refusals: [
      ['spec.podManagementPolicy', '"Burst" is not OrderedReady or Parallel', 'set spec.podManagementPolicy to OrderedReady or Parallel'],
      ['spec.podManagementPolicy', 'an Advanced StatefulSet\'s spec.podManagementPolicy cannot change after it is created', 'keep spec.podManagementPolicy as stored, or delete the StatefulSet with kubectl delete --cascade=orphan (its Pods stay) and create it again'],
    ],
    outcome: 'unchanged',
  },
  {
    name: 'Advanced StatefulSet: reserved ordinals that are no ordinal or range',
    old: statefulSet(template, { policy: 'ReCreate' }),
    updated: statefulSet(template, { policy: 'ReCreate', spec: { reserveOrdinals: [1, '6-4', -2] } }),
    refusals: [1, 2].map((i) => [
      `spec.reserveOrdinals[${i}]`, 'a reserved ordinal must be a non-negative integer or a range "a-b" of two non-negative integers with a not above b',
      `write spec.reserveOrdinals[${i}] as an ordinal such as 3 or a range such as "3-5"`,
    ]),
    outcome: 'unchanged',
  },
  {
    name: 'Advanced StatefulSet: a claim retention value other than Retain or Delete',
    old: statefulSet(template, { policy: 'ReCreate' }),
    updated: statefulSet(template, { policy: 'ReCreate', spec: { persistentVolumeClaimRetentionPolicy: { whenDeleted: 'Remove', whenScaled: 'Delete' } } }),
    refusals: [['spec.persistentVolumeClaimRetentionPolicy.whenDeleted', '"Remove" is not Retain or Delete', 'set spec.persistentVolumeClaimRetentionPolicy.whenDeleted to Retain or Delete']],
    outcome: 'unchanged',
  },
  {
    name: 'Advanced StatefulSet: an unset claim retention value with StatefulSetAutoDeletePVC off (no default fills it)',
    old: statefulSet(template, { policy: 'ReCreate' }),
    updated: statefulSet(template, { policy: 'ReCreate', spec: { persistentVolumeClaimRetentionPolicy: { whenDeleted: 'Delete' } } }),
    refusals: [['spec.persistentVolumeClaimRetentionPolicy.whenScaled', '"" is not Retain or Delete', 'set spec.persistentVolumeClaimRetentionPolicy.whenScaled to Retain or Delete']],
    outcome: 'unchanged',
    gates: { StatefulSetAutoDeletePVC: false },
  },
  {
    name: 'Advanced DaemonSet: an unknown type updates nothing, and its rolling update is not checked (maxSurge beside maxUnavailable)',
    old: daemonSet('v1beta1', { rollingUpdate: { rollingUpdateType: 'InPlaceIfPossible' } }),
    updated: edited(daemonSet('v1beta1', { type: 'Gradual', rollingUpdate: { maxSurge: 1, maxUnavailable: 1 } }), (d) => { d.spec.template.spec.containers[0].image = 'busybox:1.37' }),
    refusals: [['spec.updateStrategy.type', '"Gradual" is not RollingUpdate or OnDelete', 'set spec.updateStrategy.type to RollingUpdate or OnDelete']],
    outcome: 'recreate',
  },
  {
    name: 'Advanced DaemonSet v1beta1: Surging is v1alpha1\'s alone',
    old: daemonSet('v1beta1', { rollingUpdate: {} }),
    updated: daemonSet('v1beta1', { rollingUpdate: { rollingUpdateType: 'Surging', maxSurge: 1, maxUnavailable: 0 } }),
    refusals: [['spec.updateStrategy.rollingUpdate.rollingUpdateType', '"Surging" is not Standard or InPlaceIfPossible', 'set spec.updateStrategy.rollingUpdate.rollingUpdateType to Standard or InPlaceIfPossible']],
    outcome: 'unchanged',
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const prediction = predictUpdate(row.old, row.updated, { gates: row.gates })
    t.same(prediction.kruiseWebhookRefusals.map((r) => [r.field, r.rule, r.remedy]), row.refusals)
    t.equal(prediction.outcome, row.outcome)
  })
}

t.test('the same values written correctly are not refused', async (t) => {
  for (const row of rows) {
    t.same(predictUpdate(row.old, row.old, { gates: row.gates }).kruiseWebhookRefusals, [], row.name)
  }
})

t.test('with StatefulSetAutoDeletePVC on (Kruise\'s default), the webhook fills unset claim retention values with Retain', async (t) => {
  for (const policy of [{}, { whenDeleted: 'Delete' }, { whenScaled: '' }, { whenDeleted: 'Retain', whenScaled: 'Delete' }]) {
    const updated = statefulSet(template, { policy: 'ReCreate', spec: { persistentVolumeClaimRetentionPolicy: policy } })
    t.same(predictUpdate(statefulSet(template, { policy: 'ReCreate' }), updated).kruiseWebhookRefusals, [], JSON.stringify(policy))
  }
})
