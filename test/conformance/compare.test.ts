import t from 'tap'
import { compareObservations } from './compare.js'
import { type Observation, observeKruise } from './observations.js'

/** The comparison's definitions, on hand-made observations (the suite itself compares real ones). */

const inPlace: Observation = {
  outcome: 'in-place', inPlace: true, restarted: ['app'], denied: false,
  updateSpec: { containerImages: { app: 'a:2' }, containerResources: {}, containerRefMetadata: {}, metaDataPatch: {}, updateEnvFromMetadata: false, graceSeconds: 0 },
}

t.test('Kruise denies: its webhook refuses, or InPlaceOnly cannot update in place', async (t) => {
  const answer = { id: 0, canUpdateInPlace: false, restartedContainers: [], webhook: { allowed: true } }
  t.equal(observeKruise({ ...answer, strategy: 'InPlaceOnly', outcome: 'recreate' }).denied, true, 'InPlaceOnly, not in place')
  t.equal(observeKruise({ ...answer, strategy: 'InPlaceIfPossible', outcome: 'recreate' }).denied, false, 'InPlaceIfPossible falls back')
  t.equal(observeKruise({ ...answer, strategy: 'InPlaceOnly', outcome: 'unchanged' }).denied, false, 'InPlaceOnly, nothing to update')
  const refused = observeKruise({ ...answer, strategy: 'ReCreate', outcome: 'recreate', webhook: { allowed: false, message: 'no' } })
  t.same([refused.denied, refused.message], [true, 'no'], "Kruise's webhook refuses")
  t.equal(observeKruise({ id: 0, error: 'bad', stage: 'create', canUpdateInPlace: false, restartedContainers: null }).error, 'create: bad')
  // An Advanced StatefulSet's strategy is its update type; its policy is updatePolicy.
  const sts = { ...answer, strategy: 'RollingUpdate', updatePolicy: 'InPlaceOnly' }
  t.equal(observeKruise({ ...sts, outcome: 'stall', controllerError: 'find strategy is InPlaceOnly but Pod db-2 can not update in-place' }).denied, true, 'StatefulSet InPlaceOnly stalls')
  t.equal(observeKruise({ ...sts, updatePolicy: 'InPlaceIfPossible', outcome: 'recreate' }).denied, false, 'StatefulSet InPlaceIfPossible falls back')
  t.equal(observeKruise({ ...answer, strategy: 'OnDelete', outcome: 'on-delete' }).denied, false, 'StatefulSet OnDelete')
})

t.test('aspects', async (t) => {
  t.same(compareObservations(inPlace, structuredClone(inPlace)), [], 'equal observations agree')
  const keyOrder = structuredClone(inPlace)
  keyOrder.updateSpec = { graceSeconds: 0, updateEnvFromMetadata: false, metaDataPatch: {}, containerRefMetadata: {}, containerResources: {}, containerImages: { app: 'a:2' } }
  t.same(compareObservations(inPlace, keyOrder), [], 'key order does not matter')
  t.same(compareObservations(inPlace, { ...inPlace, updateSpec: { ...inPlace.updateSpec!, containerImages: { app: 'a:3' } } }).map((d) => d.aspect), ['update-spec'])
  t.same(compareObservations(inPlace, { ...inPlace, restarted: [] }).map((d) => d.aspect), ['restarted'])
  const recreate: Observation = { outcome: 'recreate', inPlace: false, updateSpec: null, restarted: [], denied: true }
  t.same(compareObservations(inPlace, recreate).map((d) => d.aspect), ['outcome', 'in-place', 'admission'], 'spec and restarts are not compared when the outcome differs')
  t.same(compareObservations({ ...recreate, error: 'create: invalid' }, recreate).map((d) => d.aspect), ['readable'])
  // The objects as stored are asked of the engine only: each answer is compared with Kruise's one verdict.
  t.same(compareObservations(recreate, { ...recreate, deniedInCluster: false, deniedFromStoredOld: true }).map((d) => d.aspect), ['admission-in-cluster'])
  t.same(compareObservations(recreate, { ...recreate, deniedInCluster: true, deniedFromStoredOld: 'cannot read' }).map((d) => d.aspect), ['admission-stored-old'])
})
