import t from 'tap'
import { readDaemonSet, readPreviousDaemonSet } from '../../../src/engine/workloads/daemonSet.js'
import { readPreviousWorkload, readWorkload } from '../../../src/engine/workloads/workload.js'
import { isAtRevision, resolveUpdateRevision, revisionLabelValue, revisionNamed } from '../../../src/engine/workloads/revision.js'
import { resolveGates } from '../../../src/engine/kruise/gates.js'
import { requireServedVersion } from '../../../src/engine/kruise/releases.js'
import type { Pod } from '../../../src/engine/kube/pod.js'
import { type Json, daemonSet } from '../support/daemonSets.js'

/**
 * Advanced DaemonSet read as Kruise defaults it (apis/apps/defaults SetDefaultsDaemonSet for v1alpha1,
 * SetDefaultsDaemonSetV1beta1) and as its controller reads it (daemonset_update.go, daemonset_util.go), v1.9.1 and v1.8.3.
 */

const rolling = 'spec.updateStrategy.rollingUpdate'
const withNodes = (ds: Json, nodes: number): Json => ({ ...ds, status: { desiredNumberScheduled: nodes } })

const views: { name: string; object: Json; kruise?: '1.8' | '1.9'; expect: Json }[] = [
  {
    name: 'nothing declared: RollingUpdate, Standard (recreate), maxUnavailable 1 and maxSurge 0',
    object: daemonSet('v1beta1', undefined),
    expect: {
      kind: 'DaemonSet', version: 'v1beta1', updateType: 'RollingUpdate', rollingUpdateType: 'Standard', podUpdatePolicy: 'ReCreate',
      strategyDeclared: false, policyField: `${rolling}.rollingUpdateType`, strategyField: rolling, updateTypeField: 'spec.updateStrategy.type',
      hasRollingUpdate: true, maxUnavailable: 1, maxSurge: 0, surges: false, paused: false, burstReplicas: 250, templateUndefaulted: true,
      numbers: { replicas: 0, partition: 0, maxSurge: 0, maxUnavailable: 1 },
    },
  },
  {
    name: 'InPlaceIfPossible maps onto the in-place policy',
    object: daemonSet('v1alpha1', { rollingUpdate: { rollingUpdateType: 'InPlaceIfPossible' } }),
    expect: { version: 'v1alpha1', rollingUpdateType: 'InPlaceIfPossible', podUpdatePolicy: 'InPlaceIfPossible', strategyDeclared: true },
  },
  {
    name: 'v1alpha1 Surging becomes Standard with maxSurge 1 and maxUnavailable 0',
    object: daemonSet('v1alpha1', { rollingUpdate: { rollingUpdateType: 'Surging' } }),
    expect: { rollingUpdateType: 'Standard', podUpdatePolicy: 'ReCreate', maxSurge: 1, maxUnavailable: 0, surges: true },
  },
  {
    name: 'Surging keeps a maxUnavailable that is written',
    object: daemonSet('v1alpha1', { rollingUpdate: { rollingUpdateType: 'Surging', maxUnavailable: 2 } }),
    expect: { maxSurge: 1, maxUnavailable: 2 },
  },
  {
    name: 'one of maxSurge and maxUnavailable written: the other stays unset (0), not defaulted',
    object: daemonSet('v1beta1', { rollingUpdate: { maxSurge: '10%' } }),
    expect: { maxSurge: '10%', maxUnavailable: 0, surges: true },
  },
  {
    name: 'a surge percentage rounds up: any non-zero one surges',
    object: withNodes(daemonSet('v1beta1', { rollingUpdate: { maxSurge: '1%', maxUnavailable: 0 } }), 10),
    expect: { surges: true, numbers: { replicas: 10, maxSurge: 1, maxUnavailable: 0 } },
  },
  {
    name: 'numbers scale on status.desiredNumberScheduled: maxUnavailable rounds up, partition down',
    object: withNodes(daemonSet('v1beta1', { rollingUpdate: { maxUnavailable: '25%', partition: '50%' } }), 5),
    expect: { partition: '50%', numbers: { replicas: 5, partition: 2, maxUnavailable: 2, maxSurge: 0 } },
  },
  {
    name: 'two zeros: the controller still takes down one node at a time',
    object: withNodes(daemonSet('v1beta1', { rollingUpdate: { maxUnavailable: 0, maxSurge: 0 } }), 3),
    expect: { numbers: { maxUnavailable: 1, maxSurge: 0 } },
  },
  {
    name: 'Kruise 1.8 reads partition as an integer',
    object: daemonSet('v1alpha1', { rollingUpdate: { partition: 2 } }),
    kruise: '1.8',
    expect: { partition: 2 },
  },
  {
    name: 'OnDelete: no rolling update, no surge, even with a rollingUpdate written',
    object: daemonSet('v1beta1', { type: 'OnDelete', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } }),
    expect: { updateType: 'OnDelete', hasRollingUpdate: false, surges: false, numbers: { maxSurge: 0, maxUnavailable: 0 } },
  },
  {
    name: 'the update selector and burstReplicas',
    object: daemonSet('v1beta1', { rollingUpdate: { selector: { matchLabels: { pool: 'canary' } } } }, { burstReplicas: '10%' }),
    expect: { nodeSelector: { matchLabels: { pool: 'canary' } }, burstReplicas: '10%' },
  },
  {
    name: 'no grace period and no claim templates reach the in-place calculation',
    object: daemonSet('v1beta1', { rollingUpdate: { rollingUpdateType: 'InPlaceIfPossible' } }),
    expect: { updateOptions: { gracePeriodSeconds: 0, gracePeriodField: '', comparesClaimTemplates: false, ignoreClaimTemplateHashDiff: false } },
  },
]

for (const row of views) {
  t.test(row.name, async (t) => {
    t.match(readDaemonSet(row.object, { kruise: row.kruise }), row.expect)
  })
}

t.test('readWorkload and readPreviousWorkload pick the DaemonSet reader by kind', async (t) => {
  const ds = daemonSet('v1beta1', undefined)
  t.equal(readWorkload(ds).kind, 'DaemonSet')
  t.same(readPreviousWorkload(ds).template, readPreviousDaemonSet(ds).template)
})

t.test('the metadata is read as for every workload', async (t) => {
  const ds = daemonSet('v1beta1', undefined)
  ds.metadata = { generateName: 'agent-', namespace: 'ops', uid: 'u1', generation: 3, resourceVersion: '9', labels: { a: 'b' }, annotations: { c: 'd' } }
  t.match(readDaemonSet(ds), { name: 'agent-', namespace: 'ops', uid: 'u1', generation: 3, resourceVersion: '9', labels: { a: 'b' }, annotations: { c: 'd' } })
  ds.metadata.labels = { a: 1 }
  t.throws(() => readDaemonSet(ds), { code: 'IPG_ERR_FIELD_TYPE', path: 'metadata.labels[a]' })
})

const gates: { name: string; object: Json; carries: boolean }[] = [
  { name: 'Standard', object: daemonSet('v1beta1', { rollingUpdate: { rollingUpdateType: 'Standard' } }), carries: false },
  { name: 'nothing declared (Standard)', object: daemonSet('v1beta1', undefined), carries: false },
  { name: 'InPlaceIfPossible', object: daemonSet('v1alpha1', { rollingUpdate: { rollingUpdateType: 'InPlaceIfPossible' } }), carries: true },
  { name: 'InPlaceIfPossible under OnDelete (the controller injects nothing then)', object: daemonSet('v1beta1', { type: 'OnDelete', rollingUpdate: { rollingUpdateType: 'InPlaceIfPossible' } }), carries: false },
  {
    name: 'Standard, the gate written in the template',
    object: daemonSet('v1beta1', undefined, { template: { metadata: { labels: { app: 'agent' } }, spec: { readinessGates: [{ conditionType: 'InPlaceUpdateReady' }], containers: [{ name: 'agent', image: 'a' }] } } }),
    carries: true,
  },
]

for (const row of gates) {
  t.test(`the previous DaemonSet's Pods ${row.carries ? 'carry' : 'lack'} the readiness gate: ${row.name}`, async (t) => {
    t.equal(readPreviousDaemonSet(row.object).podsCarryReadinessGate, row.carries)
  })
}

t.test('the previous DaemonSet is read leniently past its template: a strategy that no longer reads does not stop it', async (t) => {
  const ds = daemonSet('v1beta1', { rollingUpdate: { rollingUpdateType: 5, maxSurge: '150%' } })
  t.equal(readPreviousDaemonSet(ds).podsCarryReadinessGate, false)
  t.throws(() => readDaemonSet(ds), { code: 'IPG_ERR_FIELD_TYPE' })
})

t.test('revisions: Pods carry the bare hash, matched to <name>-<hash>', async (t) => {
  const view = readDaemonSet(daemonSet('v1beta1', undefined))
  t.equal(revisionLabelValue('agent-5bc44ff49c', resolveGates(), view.revisions), '5bc44ff49c')
  const pod = { metadata: { name: 'agent-x', labels: { 'controller-revision-hash': '5bc44ff49c' } } } as unknown as Pod
  t.ok(isAtRevision(pod, 'agent-5bc44ff49c', view.revisions))
  t.notOk(isAtRevision(pod, 'agent-cbcd95db4', view.revisions))
  const stored = [{ metadata: { name: 'agent-cbcd95db4' } }, { metadata: { name: 'agent-5bc44ff49c' } }] as never[]
  t.equal(revisionNamed('5bc44ff49c', stored, view.revisions), stored[1])
  t.match(resolveUpdateRevision(view, [], 0, resolveGates()), { name: /^agent-[0-9a-z]+$/, create: { metadata: { labels: { 'controller-revision-hash': /^[0-9a-z]+$/ } } } }, 'a new revision is built (daemonSetRevision.test.ts)')
})

t.test('served versions: Kruise 1.8 has no v1beta1 DaemonSet, 1.9 serves both', async (t) => {
  t.throws(() => requireServedVersion('DaemonSet', 'v1beta1', '1.8'), { code: 'IPG_ERR_VERSION_NOT_SERVED' })
  t.doesNotThrow(() => requireServedVersion('DaemonSet', 'v1alpha1', '1.8'))
  t.doesNotThrow(() => requireServedVersion('DaemonSet', 'v1beta1', '1.9'))
})

const errors: { name: string; edit: (ds: Json) => void; kruise?: '1.8'; code: string; path?: string }[] = [
  { name: 'a rolling-update type that is no string', edit: (d) => { d.spec.updateStrategy.rollingUpdate.rollingUpdateType = ['Standard'] }, code: 'IPG_ERR_FIELD_TYPE', path: `${rolling}.rollingUpdateType` },
  { name: 'a maxSurge that is no integer or string', edit: (d) => { d.spec.updateStrategy.rollingUpdate.maxSurge = 1.5 }, code: 'IPG_ERR_FIELD_TYPE', path: `${rolling}.maxSurge` },
  { name: 'a percentage partition on Kruise 1.8', edit: (d) => { d.spec.updateStrategy.rollingUpdate.partition = '50%' }, kruise: '1.8', code: 'IPG_ERR_FIELD_TYPE', path: `${rolling}.partition` },
  { name: 'a CloneSet field in the rolling update', edit: (d) => { d.spec.updateStrategy.rollingUpdate.podUpdatePolicy = 'InPlaceIfPossible' }, code: 'IPG_ERR_UNKNOWN_FIELD', path: `${rolling}.podUpdatePolicy` },
  { name: 'replicas (a DaemonSet has none)', edit: (d) => { d.spec.replicas = 3 }, code: 'IPG_ERR_UNKNOWN_FIELD', path: 'spec.replicas' },
  { name: 'scaleStrategy in v1alpha1', edit: (d) => { d.spec.scaleStrategy = {} }, code: 'IPG_ERR_UNKNOWN_FIELD', path: 'spec.scaleStrategy' },
  { name: 'a Kubernetes apps/v1 DaemonSet is no Advanced DaemonSet', edit: (d) => { d.apiVersion = 'apps/v1' }, code: 'IPG_ERR_NOT_WORKLOAD' },
  { name: 'an unserved version', edit: (d) => { d.apiVersion = 'apps.kruise.io/v1' }, code: 'IPG_ERR_UNSUPPORTED_VERSION', path: 'apiVersion' },
]

t.test('maxSurge, maxUnavailable and partition are read as Kubernetes decodes them: what they mean is the webhook\'s to judge', async (t) => {
  for (const value of ['101%', '12.5%', '5', 'lots', -1]) {
    const ds = daemonSet('v1beta1', { rollingUpdate: { maxSurge: value, maxUnavailable: value, partition: value } })
    t.match(readDaemonSet(ds), { maxSurge: value, maxUnavailable: value, partition: value }, JSON.stringify(value))
  }
  t.equal(readDaemonSet(daemonSet('v1alpha1', { rollingUpdate: { partition: -1 } }), { kruise: '1.8' }).partition, -1, 'Kruise 1.8: an int32')
})

// Values outside the webhook's sets are kept for it to refuse (inplace/unsupportedValueRefusals.ts) and read as the
// controller reads them: it rolls only for RollingUpdate, and updates in place only for InPlaceIfPossible.
const unsupported: { name: string; version: 'v1alpha1' | 'v1beta1'; strategy: Json; field: string; written: string; allowed: string[]; view: Json }[] = [
  {
    name: 'an unknown rolling-update type', version: 'v1alpha1', strategy: { rollingUpdate: { rollingUpdateType: 'InPlaceOnly' } },
    field: `${rolling}.rollingUpdateType`, written: 'InPlaceOnly', allowed: ['Standard', 'Surging', 'InPlaceIfPossible'], view: { updateType: 'RollingUpdate', rollingUpdateType: 'Standard' },
  },
  {
    name: 'Surging in v1beta1', version: 'v1beta1', strategy: { rollingUpdate: { rollingUpdateType: 'Surging' } },
    field: `${rolling}.rollingUpdateType`, written: 'Surging', allowed: ['Standard', 'InPlaceIfPossible'], view: { updateType: 'RollingUpdate', rollingUpdateType: 'Standard' },
  },
  {
    name: 'an unknown strategy type', version: 'v1beta1', strategy: { type: 'Partitioned', rollingUpdate: { rollingUpdateType: 'InPlaceIfPossible' } },
    field: 'spec.updateStrategy.type', written: 'Partitioned', allowed: ['RollingUpdate', 'OnDelete'], view: { updateType: 'OnDelete', hasRollingUpdate: false },
  },
]

for (const row of unsupported) {
  t.test(`kept for Kruise's webhook: ${row.name}`, async (t) => {
    const view = readDaemonSet(daemonSet(row.version, row.strategy))
    t.match(view, row.view)
    t.same(view.unsupportedValues, [{ field: row.field, written: row.written, allowed: row.allowed }])
  })
}

t.test('under OnDelete an unknown rolling-update type is not checked, as Kruise\'s webhook checks nothing under it', async (t) => {
  t.same(readDaemonSet(daemonSet('v1beta1', { type: 'OnDelete', rollingUpdate: { rollingUpdateType: 'Sometimes' } })).unsupportedValues, [])
})

for (const row of errors) {
  t.test(`refused: ${row.name}`, async (t) => {
    const ds = daemonSet('v1alpha1', { rollingUpdate: {} })
    row.edit(ds)
    t.throws(() => readDaemonSet(ds, { kruise: row.kruise }), { code: row.code, ...(row.path ? { path: row.path } : {}) })
    t.throws(() => readWorkload(ds, { kruise: row.kruise }), { code: row.code }, 'readWorkload refuses it the same way')
  })
}
