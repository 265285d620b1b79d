import t from 'tap'
import { calculateInPlaceUpdateSpec, classifyTemplates } from '../../../src/engine/inplace/eligibility.js'
import type { FeatureGates } from '../../../src/engine/kruise/gates.js'
import { type Json, container, edit, podTemplate } from '../support/builders.js'

/** Spec §2.3 classification, gate by gate, on templates (the UpdateSpec rows of §2.6 are in decisionTable). */

const REV = 'web-5f6d7c8b9'
const fieldRef = (name: string, fieldPath: string) => ({ name, valueFrom: { fieldRef: { fieldPath } } })
const spec = (a: Json, b: Json, gates?: Partial<FeatureGates>, extra: Json = {}) =>
  calculateInPlaceUpdateSpec(a as never, b as never, { revision: REV, gates, ...extra })

t.test('InPlaceUpdateEnvFromMetadata: on restarts every reader of a changed label, off leaves only a metadata patch', async (t) => {
  const base = podTemplate([
    container('app', 'app:1', { env: [fieldRef('VERSION', "metadata.labels['app.kubernetes.io/version']")] }),
    container('log', 'log:1', { env: [fieldRef('V', "metadata.labels['app.kubernetes.io/version']"), fieldRef('ZONE', "metadata.annotations['zone']")] }),
    container('idle', 'idle:1'),
  ], { labels: { app: 'web', 'app.kubernetes.io/version': '1' }, annotations: { zone: 'a' } })
  const changed = edit(base, (x) => { x.metadata.labels['app.kubernetes.io/version'] = '2'; x.metadata.annotations.zone = 'b' })

  t.same(spec(base, changed), {
    revision: REV,
    containerRefMetadata: { app: { labels: { 'app.kubernetes.io/version': '2' } }, log: { labels: { 'app.kubernetes.io/version': '2' }, annotations: { zone: 'b' } } },
    updateEnvFromMetadata: true,
  }, 'gate on: keys go to the readers only, none left for the global patch')
  const on = classifyTemplates(base, changed)
  t.same(on.verdicts.map((v) => [v.rule, v.effect, v.restarts]).sort(), [
    ['metadata-env', 'in-place-restart', ['app', 'log']],
    ['metadata-env', 'in-place-restart', ['log']],
  ].sort())

  for (const gates of [{ InPlaceUpdateEnvFromMetadata: false }, { KruiseDaemon: false }]) {
    t.same(spec(base, changed, gates), {
      revision: REV, metaDataPatch: { labels: { 'app.kubernetes.io/version': '2' }, annotations: { zone: 'b' } },
    }, `${JSON.stringify(gates)}: metadata patch only`)
    t.same(classifyTemplates(base, changed, { gates }).verdicts.map((v) => v.rule), ['metadata', 'metadata'])
  }
})

t.test('which env vars count as readers (IsContainerReferenceToMeta)', async (t) => {
  const rows: { name: string; env: Json; reader: boolean }[] = [
    { name: 'a fieldRef to the label', env: fieldRef('K', "metadata.labels['k']"), reader: true },
    { name: 'SIDECARSET_VERSION is ignored', env: fieldRef('SIDECARSET_VERSION', "metadata.labels['k']"), reader: false },
    { name: 'SIDECARSET_VERSION_ALT is ignored', env: fieldRef('SIDECARSET_VERSION_ALT', "metadata.labels['k']"), reader: false },
    { name: 'a literal value wins over valueFrom', env: { ...fieldRef('K', "metadata.labels['k']"), value: 'fixed' }, reader: false },
    { name: 'double quotes are a different fieldPath', env: fieldRef('K', 'metadata.labels["k"]'), reader: false },
    { name: 'the whole labels map is not a key reference', env: fieldRef('K', 'metadata.labels'), reader: false },
    { name: 'an annotation of the same name is not the label', env: fieldRef('K', "metadata.annotations['k']"), reader: false },
  ]
  for (const row of rows) {
    const base = podTemplate([container('app', 'app:1', { env: [row.env] })], { labels: { app: 'web', k: '1' } })
    const result = classifyTemplates(base, edit(base, (x) => { x.metadata.labels.k = '2' }))
    t.same(result.verdicts.map((v) => v.rule), [row.reader ? 'metadata-env' : 'metadata'], row.name)
  }
})

t.test('a reader added in the same change counts (Kruise looks at the NEW template)', async (t) => {
  const base = podTemplate([container('app', 'app:1')], { labels: { app: 'web', k: '1' } })
  const result = classifyTemplates(base, edit(base, (x) => { x.metadata.labels.k = '2'; x.spec.containers[0].env = [fieldRef('K', "metadata.labels['k']")] }))
  t.same(result.verdicts.map((v) => v.rule).sort(), ['metadata-env', 'pod-spec'], 'the env add itself still recreates')
  t.equal(result.eligibility, 'recreate')
})

t.test('InPlaceWorkloadVerticalScaling off: every resource change recreates and says which gate', async (t) => {
  const base = podTemplate([container('app', 'app:1', { resources: { requests: { cpu: '1' }, limits: { cpu: '2' } } })])
  const result = classifyTemplates(base, edit(base, (x) => { x.spec.containers[0].resources.requests.cpu = '1500m' }))
  t.match(result, { eligibility: 'recreate', spec: null, verdicts: [{ rule: 'resources-gate-off', effect: 'recreate' }] })
  t.match(result.verdicts[0]?.explanation, /InPlaceWorkloadVerticalScaling/)
})

t.test('InPlaceWorkloadVerticalScaling on: resizes, restarts only with resizePolicy RestartContainer', async (t) => {
  const vertical = { InPlaceWorkloadVerticalScaling: true }
  const base = podTemplate([container('app', 'app:1', {
    resources: { requests: { cpu: '1', memory: '1Gi' }, limits: { cpu: '2', memory: '2Gi' } },
    resizePolicy: [{ resourceName: 'memory', restartPolicy: 'RestartContainer' }, { resourceName: 'cpu', restartPolicy: 'NotRequired' }],
  })])
  const cpu = classifyTemplates(base, edit(base, (x) => { x.spec.containers[0].resources.limits.cpu = '3' }), { gates: vertical })
  t.match(cpu.verdicts, [{ rule: 'resources-in-place', effect: 'in-place' }])
  t.equal(cpu.verdicts[0]?.restarts, undefined, 'cpu: NotRequired, no restart')
  const memory = classifyTemplates(base, edit(base, (x) => { x.spec.containers[0].resources.limits.memory = '3Gi' }), { gates: vertical })
  t.same(memory.verdicts[0]?.restarts, ['app'], 'memory: RestartContainer')
  t.same(memory.spec?.containerResources, { app: { limits: { memory: '3Gi' } } })
})

t.test('QoS class: initContainers count, and a Guaranteed Pod that stays Guaranteed resizes in place', async (t) => {
  const vertical = { InPlaceWorkloadVerticalScaling: true }
  const guaranteed = podTemplate([container('app', 'app:1', { resources: { requests: { cpu: '1', memory: '1Gi' }, limits: { cpu: '1', memory: '1Gi' } } })])
  const both = edit(guaranteed, (x) => { x.spec.containers[0].resources = { requests: { cpu: '2', memory: '1Gi' }, limits: { cpu: '2', memory: '1Gi' } } })
  t.equal(classifyTemplates(guaranteed, both, { gates: vertical }).eligibility, 'in-place', 'requests and limits together: still Guaranteed')
  const onlyLimit = edit(guaranteed, (x) => { x.spec.containers[0].resources.limits.cpu = '2' })
  t.match(classifyTemplates(guaranteed, onlyLimit, { gates: vertical }), { eligibility: 'recreate', verdicts: [{ rule: 'resources-qos-change' }] }, 'Guaranteed -> Burstable')

  const initWithoutLimits = edit(guaranteed, (x) => { x.spec.initContainers = [container('init', 'init:1')] })
  const initLimitRaised = edit(initWithoutLimits, (x) => { x.spec.containers[0].resources.limits.cpu = '2' })
  t.equal(classifyTemplates(initWithoutLimits, initLimitRaised, { gates: vertical }).eligibility, 'in-place',
    'an initContainer without limits already makes the Pod Burstable, so raising the app limit changes no class')
  const bestEffortApp = podTemplate([container('app', 'app:1', { resources: { requests: { cpu: '1' } } })],
    { spec: { initContainers: [container('init', 'init:1', { resources: { limits: { cpu: '1', memory: '1Gi' }, requests: { cpu: '1', memory: '1Gi' } } })] } })
  const raised = edit(bestEffortApp, (x) => { x.spec.containers[0].resources.requests.cpu = '2' })
  t.equal(classifyTemplates(bestEffortApp, raised, { gates: vertical }).eligibility, 'in-place', 'Burstable because of the app container, stays Burstable')
})

t.test('RecreatePodWhenChangeVCTInCloneSetGate: only with a template change, both hashes, and not for InPlaceOnly', async (t) => {
  const base = podTemplate([container('app', 'app:1')])
  const image = edit(base, (x) => { x.spec.containers[0].image = 'app:2' })
  const vctGate = { RecreatePodWhenChangeVCTInCloneSetGate: true }
  t.equal(spec(base, image, vctGate, { oldVctHash: '1', newVctHash: '2' }), null, 'gate on, hashes differ: recreate')
  t.same(spec(base, image, {}, { oldVctHash: '1', newVctHash: '2' }), { revision: REV, containerImages: { app: 'app:2' } }, 'gate off: ignored')
  t.same(spec(base, image, vctGate, { oldVctHash: '1', newVctHash: '1' }), { revision: REV, containerImages: { app: 'app:2' } }, 'same hash')
  t.same(spec(base, image, vctGate, { oldVctHash: '1' }), { revision: REV, containerImages: { app: 'app:2' } }, 'new annotation missing')
  t.same(spec(base, image, vctGate, { oldVctHash: '1', newVctHash: '2', ignoreVctHashDiff: true }), { revision: REV, containerImages: { app: 'app:2' } }, 'InPlaceOnly ignores it')
  const unchanged = classifyTemplates(base, structuredClone(base), { gates: vctGate, oldVctHash: '1', newVctHash: '2' })
  t.match(unchanged, { eligibility: 'unchanged', verdicts: [] }, 'no template change, no revision, nothing to decide')
})

t.test('UpdateSpec details: graceSeconds, an unchanged template, an image explanation', async (t) => {
  const base = podTemplate([container('app', 'app:1')])
  const image = edit(base, (x) => { x.spec.containers[0].image = 'app:2' })
  t.same(spec(base, image, {}, { graceSeconds: 30 }), { revision: REV, containerImages: { app: 'app:2' }, graceSeconds: 30 })
  t.same(spec(base, structuredClone(base)), { revision: REV }, 'nothing changed: an empty in-place spec, as Kruise returns')
  const [verdict] = classifyTemplates(base, image).verdicts
  t.match(verdict, { rule: 'image', effect: 'in-place-restart', restarts: ['app'] })
  t.match(verdict?.explanation, /image of container app changes \(app:1 -> app:2\)/)
})

t.test('every in-place spec lists only containers that exist in the old template', async (t) => {
  const base = podTemplate([container('a', 'a:1'), container('b', 'b:1')])
  const renamedAndImage = edit(base, (x) => { x.spec.containers[1] = container('c', 'c:1') })
  t.equal(spec(base, renamedAndImage), null, 'a rename recreates even when the image changed too')
})
