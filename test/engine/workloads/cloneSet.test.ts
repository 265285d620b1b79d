import t from 'tap'
import { isCloneSetKind, readCloneSet } from '../../../src/engine/workloads/cloneSet.js'
import { isGuardError } from '../../../src/errors.js'
import { type Json, cloneSet, container, podTemplate } from '../support/builders.js'

/** Spec §1.1/§1.2: both served versions read into one view, with Kruise's strategy defaults. */

const template = podTemplate([container('app', 'app:1')])

t.test('v1alpha1: the policy is spec.updateStrategy.type', async (t) => {
  for (const policy of ['ReCreate', 'InPlaceIfPossible', 'InPlaceOnly'] as const) {
    const view = readCloneSet(cloneSet(template, { version: 'v1alpha1', policy, rolling: { partition: 1, maxSurge: 0, paused: true } }))
    t.match(view, {
      version: 'v1alpha1', apiVersion: 'apps.kruise.io/v1alpha1', name: 'web', namespace: 'shop', replicas: 4,
      updateType: 'RollingUpdate', podUpdatePolicy: policy, policyField: 'spec.updateStrategy.type', strategyDeclared: true,
      strategyField: 'spec.updateStrategy', hasRollingUpdate: true, partition: 1, maxSurge: 0, maxUnavailable: '20%', paused: true,
    }, policy)
  }
})

t.test('v1alpha1: an empty type is ReCreate (defaults); OnDelete and unknown types are refused (validation)', async (t) => {
  const cs = cloneSet(template, { version: 'v1alpha1' })
  cs.spec.updateStrategy = {}
  t.match(readCloneSet(cs), { podUpdatePolicy: 'ReCreate', strategyDeclared: false })
  for (const type of ['OnDelete', 'InPlace']) {
    cs.spec.updateStrategy = { type }
    // Kept for Kruise's webhook to refuse; its controller updates in place only for the two in-place types.
    t.match(readCloneSet(cs), {
      podUpdatePolicy: 'ReCreate', strategyDeclared: true,
      unsupportedValues: [{ field: 'spec.updateStrategy.type', written: type, allowed: ['ReCreate', 'InPlaceIfPossible', 'InPlaceOnly'] }],
    }, type)
  }
  cs.spec.updateStrategy = { type: 'InPlaceOnly' }
  t.same(readCloneSet(cs).unsupportedValues, [], 'a known type is not listed')
})

t.test('v1beta1: type RollingUpdate by default, the policy in rollingUpdate.podUpdatePolicy', async (t) => {
  for (const policy of ['ReCreate', 'InPlaceIfPossible', 'InPlaceOnly'] as const) {
    const view = readCloneSet(cloneSet(template, { policy, rolling: { partition: '50%', maxUnavailable: 2, maxSurge: '10%' } }))
    t.match(view, {
      version: 'v1beta1', updateType: 'RollingUpdate', podUpdatePolicy: policy,
      policyField: 'spec.updateStrategy.rollingUpdate.podUpdatePolicy', strategyDeclared: true, strategyField: 'spec.updateStrategy.rollingUpdate',
      hasRollingUpdate: true, partition: '50%', maxUnavailable: 2, maxSurge: '10%', paused: false,
    }, policy)
  }
  const cs = cloneSet(template)
  cs.spec.updateStrategy = {}
  t.match(readCloneSet(cs), { updateType: 'RollingUpdate', podUpdatePolicy: 'ReCreate', strategyDeclared: false, maxUnavailable: '20%', maxSurge: 0, partition: undefined }, 'all defaults')
  cs.spec.updateStrategy = { rollingUpdate: { podUpdatePolicy: '' } }
  t.match(readCloneSet(cs), { podUpdatePolicy: 'ReCreate', strategyDeclared: false }, 'an empty podUpdatePolicy is ReCreate, as if unset')
})

t.test('v1beta1: an unknown policy or type is kept for Kruise\'s webhook, read as its controller reads it', async (t) => {
  const policy = cloneSet(template, { policy: 'InPlaceOnly' })
  policy.spec.updateStrategy.rollingUpdate.podUpdatePolicy = 'InPlace'
  t.match(readCloneSet(policy), {
    podUpdatePolicy: 'ReCreate', strategyDeclared: true,
    unsupportedValues: [{ field: 'spec.updateStrategy.rollingUpdate.podUpdatePolicy', written: 'InPlace', allowed: ['ReCreate', 'InPlaceIfPossible', 'InPlaceOnly'] }],
  })
  const type = cloneSet(template, { policy: 'InPlaceIfPossible' })
  type.spec.updateStrategy.type = 'Recreate'
  t.match(readCloneSet(type), {
    updateType: 'RollingUpdate', podUpdatePolicy: 'InPlaceIfPossible',
    unsupportedValues: [{ field: 'spec.updateStrategy.type', written: 'Recreate', allowed: ['RollingUpdate', 'OnDelete'] }],
  })
})

t.test('v1beta1 OnDelete without rollingUpdate: no partition, policy ReCreate', async (t) => {
  const view = readCloneSet(cloneSet(template, { withoutRollingUpdate: true }))
  t.match(view, { updateType: 'OnDelete', podUpdatePolicy: 'ReCreate', strategyDeclared: false, hasRollingUpdate: false, partition: undefined, strategyField: 'spec.updateStrategy.rollingUpdate' })
})

t.test('v1beta1 OnDelete with a rollingUpdate keeps its policy and numbers', async (t) => {
  const view = readCloneSet(cloneSet(template, { updateType: 'OnDelete', policy: 'InPlaceIfPossible', rolling: { partition: 2 } }))
  t.match(view, { updateType: 'OnDelete', podUpdatePolicy: 'InPlaceIfPossible', hasRollingUpdate: true, partition: 2 })
})

t.test('other fields of the view', async (t) => {
  const cs = cloneSet(template, { replicas: 7 })
  Object.assign(cs.metadata, { uid: 'u-1', generation: 3, resourceVersion: '42', labels: { team: 'a' }, annotations: { note: 'x' } })
  cs.spec.minReadySeconds = 10
  cs.spec.updateStrategy.rollingUpdate.inPlaceUpdateStrategy = { gracePeriodSeconds: 15 }
  cs.spec.lifecycle = { inPlaceUpdate: { labelsHandler: { hold: 'true' }, markPodNotReady: true } }
  const view = readCloneSet(cs)
  t.match(view, {
    uid: 'u-1', generation: 3, resourceVersion: '42', labels: { team: 'a' }, annotations: { note: 'x' }, replicas: 7,
    minReadySeconds: 10, lifecycle: { inPlaceUpdate: { labelsHandler: { hold: 'true' }, markPodNotReady: true } },
    selector: { matchLabels: { app: 'web' } }, volumeClaimTemplates: [],
  })
  t.same(view.updateOptions, {
    gracePeriodSeconds: 15, gracePeriodField: 'spec.updateStrategy.rollingUpdate.inPlaceUpdateStrategy.gracePeriodSeconds',
    comparesClaimTemplates: true, ignoreClaimTemplateHashDiff: false,
  }, 'the options the CloneSet controller passes to the in-place calculation')
  t.match(view, { kind: 'CloneSet', updateTypeField: 'spec.updateStrategy.type', revisions: { podLabel: 'controller-revision-hash', shortHashMatches: true } })
  t.same(view.status, { updateRevision: undefined, currentRevision: undefined, collisionCount: 0, conditions: [] }, 'no status yet')
  t.equal(view.raw, cs, 'the object as given')
  delete cs.spec.replicas
  t.equal(readCloneSet(cs).replicas, 1, 'replicas defaults to 1')
})

t.test('the status the controller wrote, read leniently', async (t) => {
  const cs = cloneSet(template, { policy: 'InPlaceOnly' })
  cs.status = {
    updateRevision: 'web-2', currentRevision: 'web-1', collisionCount: 2,
    conditions: [{ type: 'FailedUpdate', status: 'True', message: 'no' }, { type: 7 }, 'junk'],
  }
  const view = readCloneSet(cs)
  t.same(view.status, { updateRevision: 'web-2', currentRevision: 'web-1', collisionCount: 2, conditions: [{ type: 'FailedUpdate', status: 'True', message: 'no' }] })
  t.equal(view.updateOptions.ignoreClaimTemplateHashDiff, true, 'InPlaceOnly ignores a claim-template hash difference')
  cs.status = { updateRevision: 3, collisionCount: 'x', conditions: {} }
  t.same(readCloneSet(cs).status, { updateRevision: undefined, currentRevision: undefined, collisionCount: 0, conditions: [] }, 'a bad status reads as none')
})

t.test('isCloneSetKind', async (t) => {
  t.ok(isCloneSetKind(cloneSet(template)))
  t.ok(isCloneSetKind(cloneSet(template, { version: 'v1alpha1' })))
  t.notOk(isCloneSetKind({ apiVersion: 'apps/v1', kind: 'Deployment' }))
  t.notOk(isCloneSetKind({ apiVersion: 'apps.kruise.io/v1beta1', kind: 'StatefulSet' }))
  t.notOk(isCloneSetKind(null))
  t.notOk(isCloneSetKind([]))
})

/** Every bad input is a GuardError with a stable code and, for a field, its path: never a crash. */
const BAD: { name: string; change: (cs: Json) => unknown; code: string; path?: string }[] = [
  { name: 'not an object', change: () => 'CloneSet', code: 'IPG_ERR_NOT_OBJECT' },
  { name: 'null', change: () => null, code: 'IPG_ERR_NOT_OBJECT' },
  { name: 'a Deployment', change: (cs) => ({ ...cs, apiVersion: 'apps/v1', kind: 'Deployment' }), code: 'IPG_ERR_NOT_CLONESET' },
  { name: 'an unknown version', change: (cs) => ({ ...cs, apiVersion: 'apps.kruise.io/v2' }), code: 'IPG_ERR_UNSUPPORTED_VERSION', path: 'apiVersion' },
  { name: 'spec missing', change: (cs) => { delete cs.spec }, code: 'IPG_ERR_FIELD_TYPE', path: 'spec' },
  { name: 'an unknown spec field', change: (cs) => { cs.spec.replica = 3 }, code: 'IPG_ERR_UNKNOWN_FIELD', path: 'spec.replica' },
  { name: 'an unknown rollingUpdate field', change: (cs) => { cs.spec.updateStrategy.rollingUpdate.maxSurg = 1 }, code: 'IPG_ERR_UNKNOWN_FIELD', path: 'spec.updateStrategy.rollingUpdate.maxSurg' },
  { name: 'v1beta1 fields at the v1alpha1 place', change: (cs) => { cs.spec.updateStrategy.partition = 1 }, code: 'IPG_ERR_UNKNOWN_FIELD', path: 'spec.updateStrategy.partition' },
  { name: 'replicas as a string', change: (cs) => { cs.spec.replicas = '3' }, code: 'IPG_ERR_FIELD_TYPE', path: 'spec.replicas' },
  { name: 'negative replicas', change: (cs) => { cs.spec.replicas = -1 }, code: 'IPG_ERR_FIELD_VALUE', path: 'spec.replicas' },
  { name: 'replicas beyond int32', change: (cs) => { cs.spec.replicas = 2 ** 31 }, code: 'IPG_ERR_FIELD_TYPE', path: 'spec.replicas' },
  { name: 'minReadySeconds beyond int32', change: (cs) => { cs.spec.minReadySeconds = 2 ** 40 }, code: 'IPG_ERR_FIELD_TYPE', path: 'spec.minReadySeconds' },
  { name: 'a rollingUpdate maxUnavailable beyond int32 (OpenKruise cannot decode it)', change: (cs) => { cs.spec.updateStrategy.rollingUpdate.maxUnavailable = 2 ** 31 }, code: 'IPG_ERR_FIELD_TYPE', path: 'spec.updateStrategy.rollingUpdate.maxUnavailable' },
  { name: 'a rollingUpdate maxSurge beyond int32', change: (cs) => { cs.spec.updateStrategy.rollingUpdate.maxSurge = 2 ** 33 }, code: 'IPG_ERR_FIELD_TYPE', path: 'spec.updateStrategy.rollingUpdate.maxSurge' },
  { name: 'progressDeadlineSeconds below int32', change: (cs) => { cs.spec.progressDeadlineSeconds = -(2 ** 31) - 1 }, code: 'IPG_ERR_FIELD_TYPE', path: 'spec.progressDeadlineSeconds' },
  { name: 'a policy as a number', change: (cs) => { cs.spec.updateStrategy.rollingUpdate.podUpdatePolicy = 3 }, code: 'IPG_ERR_FIELD_TYPE', path: 'spec.updateStrategy.rollingUpdate.podUpdatePolicy' },
  { name: 'a v1beta1 type as a list', change: (cs) => { cs.spec.updateStrategy.type = ['OnDelete'] }, code: 'IPG_ERR_FIELD_TYPE', path: 'spec.updateStrategy.type' },
  { name: 'maxSurge as true', change: (cs) => { cs.spec.updateStrategy.rollingUpdate.maxSurge = true }, code: 'IPG_ERR_FIELD_TYPE', path: 'spec.updateStrategy.rollingUpdate.maxSurge' },
  { name: 'maxUnavailable as a float number', change: (cs) => { cs.spec.updateStrategy.rollingUpdate.maxUnavailable = 1.5 }, code: 'IPG_ERR_FIELD_TYPE', path: 'spec.updateStrategy.rollingUpdate.maxUnavailable' },
  { name: 'paused as a string', change: (cs) => { cs.spec.updateStrategy.rollingUpdate.paused = 'true' }, code: 'IPG_ERR_FIELD_TYPE', path: 'spec.updateStrategy.rollingUpdate.paused' },
  { name: 'template missing', change: (cs) => { delete cs.spec.template }, code: 'IPG_ERR_FIELD_TYPE', path: 'spec.template' },
  { name: 'template.spec missing', change: (cs) => { delete cs.spec.template.spec }, code: 'IPG_ERR_FIELD_TYPE', path: 'spec.template.spec' },
  { name: 'containers not a list', change: (cs) => { cs.spec.template.spec.containers = { app: {} } }, code: 'IPG_ERR_FIELD_TYPE', path: 'spec.template.spec.containers' },
  { name: 'no containers', change: (cs) => { cs.spec.template.spec.containers = [] }, code: 'IPG_ERR_FIELD_VALUE', path: 'spec.template.spec.containers' },
  { name: 'a container without a name', change: (cs) => { delete cs.spec.template.spec.containers[0].name }, code: 'IPG_ERR_FIELD_TYPE', path: 'spec.template.spec.containers[0].name' },
  { name: 'an image that is not a string', change: (cs) => { cs.spec.template.spec.containers[0].image = 7 }, code: 'IPG_ERR_FIELD_TYPE', path: 'spec.template.spec.containers[app].image' },
  { name: 'env that is not a list', change: (cs) => { cs.spec.template.spec.containers[0].env = { A: '1' } }, code: 'IPG_ERR_FIELD_TYPE', path: 'spec.template.spec.containers[app].env' },
  { name: 'a label value that is not a string', change: (cs) => { cs.metadata.labels = { n: 1 } }, code: 'IPG_ERR_FIELD_TYPE', path: 'metadata.labels[n]' },
  { name: 'volumeClaimTemplates not a list', change: (cs) => { cs.spec.volumeClaimTemplates = {} }, code: 'IPG_ERR_FIELD_TYPE', path: 'spec.volumeClaimTemplates' },
]

t.test('bad input is a GuardError with code and path, for both versions', async (t) => {
  for (const version of ['v1alpha1', 'v1beta1'] as const) {
    for (const row of BAD) {
      if (version === 'v1alpha1' && /rollingUpdate|v1beta1|v1alpha1 place/.test(`${row.name} ${row.path ?? ''}`)) continue
      const cs = cloneSet(template, { version })
      const changed = row.change(cs)
      const input = changed === undefined ? cs : changed
      let err: unknown
      try {
        readCloneSet(input)
      } catch (e) {
        err = e
      }
      t.ok(isGuardError(err), `${version} ${row.name}: GuardError`)
      if (isGuardError(err)) {
        t.equal(err.code, row.code, `${version} ${row.name}: code`)
        t.equal(err.path, row.path, `${version} ${row.name}: path`)
      }
    }
  }
})
