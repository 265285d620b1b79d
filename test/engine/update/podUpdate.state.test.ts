import t from 'tap'
import {
  parseInPlaceUpdateState, parseUpdateSpec, serializeInPlaceUpdateState, serializeUpdateSpec,
} from '../../../src/engine/update/inPlaceUpdateState.js'
import { beginInPlaceUpdate } from '../../../src/engine/update/podUpdate.js'
import { NOW, at, pod } from '../../reconciler/support/fixtures.js'

const gates = { InPlaceWorkloadVerticalScaling: false }
const ts = at(NOW)

t.test('the state annotation is byte-exact OpenKruise JSON (spec §4.3 examples)', async (t) => {
  const p = pod({ name: 'p', images: { c1: 'foo1' }, imageIDs: { c1: 'image-id-xyz' } })
  const noGrace = beginInPlaceUpdate(p, { revision: 'rev_new', containerImages: { c1: 'foo2' } }, { now: NOW, gates, revisionLabel: 'rev_new' })
  t.equal(
    noGrace.pod.metadata.annotations?.['apps.kruise.io/inplace-update-state'],
    `{"revision":"rev_new","updateTimestamp":"${ts}","lastContainerStatuses":{"c1":{"imageID":"image-id-xyz"}},"updateImages":true,"containerBatchesRecord":[{"timestamp":"${ts}","containers":["c1"]}]}`,
  )
  t.equal(noGrace.pod.spec.containers[0].image, 'foo2', 'no grace: the spec changes in the same write')
  t.notOk(noGrace.pod.metadata.annotations?.['apps.kruise.io/inplace-update-grace'])

  const grace = beginInPlaceUpdate(p, { revision: 'rev_new', containerImages: { c1: 'foo2' }, graceSeconds: 3630 }, { now: NOW, gates, revisionLabel: 'rev_new' })
  t.equal(
    grace.pod.metadata.annotations?.['apps.kruise.io/inplace-update-state'],
    `{"revision":"rev_new","updateTimestamp":"${ts}","lastContainerStatuses":null,"updateImages":true}`,
  )
  t.equal(grace.pod.metadata.annotations?.['apps.kruise.io/inplace-update-grace'], '{"revision":"rev_new","containerImages":{"c1":"foo2"},"graceSeconds":3630}')
  t.equal(grace.pod.spec.containers[0].image, 'foo1', 'grace: the spec is untouched')
})

t.test('field order, omitempty and map key order follow encoding/json', async (t) => {
  const text = serializeInPlaceUpdateState({
    revision: 'r',
    updateTimestamp: ts,
    lastContainerStatuses: { b: { imageID: 'x' }, a: {} },
    updateImages: true,
    updateEnvFromMetadata: true,
    updateResources: false,
    nextContainerImages: { z: 'img:2', c: 'img:1' },
    nextContainerRefMetadata: { c3: { labels: { k: 'v' } } },
    nextContainerResources: {},
    preCheckBeforeNext: { containersRequiredReady: ['c1'] },
    containerBatchesRecord: [{ timestamp: ts, containers: [] }],
  })
  t.equal(text, `{"revision":"r","updateTimestamp":"${ts}","lastContainerStatuses":{"a":{},"b":{"imageID":"x"}},` +
    '"updateEnvFromMetadata":true,"updateImages":true,"nextContainerImages":{"c":"img:1","z":"img:2"},' +
    '"nextContainerRefMetadata":{"c3":{"creationTimestamp":null,"labels":{"k":"v"}}},"preCheckBeforeNext":{"containersRequiredReady":["c1"]},' +
    `"containerBatchesRecord":[{"timestamp":"${ts}","containers":[]}]}`)
  t.same(parseInPlaceUpdateState(text).nextContainerImages, { z: 'img:2', c: 'img:1' }, 'round trip')
})

t.test('Go escapes <, > and & in strings', async (t) => {
  t.equal(serializeUpdateSpec({ revision: 'a<b>&c' }), '{"revision":"a\\u003cb\\u003e\\u0026c"}')
})

t.test('the grace payload carries metaDataPatch as base64 and round-trips', async (t) => {
  const spec = { revision: 'r2', containerImages: { app: 'nginx:1.26' }, metaDataPatch: { labels: { k1: 'v1', gone: null } }, graceSeconds: 5 }
  const text = serializeUpdateSpec(spec)
  const b64 = Buffer.from('{"metadata":{"labels":{"gone":null,"k1":"v1"}}}').toString('base64')
  t.equal(text, `{"revision":"r2","containerImages":{"app":"nginx:1.26"},"metaDataPatch":"${b64}","graceSeconds":5}`)
  t.same(parseUpdateSpec(text), spec)
})

t.test('corrupt annotations are GuardErrors with the annotation path', async (t) => {
  for (const text of ['{not json', '[]', '{"revision":5}', '{"lastContainerStatuses":"x"}']) {
    t.throws(() => parseInPlaceUpdateState(text), { code: 'IPG_ERR_POD_STATE', path: 'metadata.annotations[apps.kruise.io/inplace-update-state]' }, text)
  }
  t.throws(() => parseUpdateSpec('nope'), { code: 'IPG_ERR_POD_STATE' })
})
