import t from 'tap'
import type { Pod } from '../../../src/engine/kube/pod.js'
import { predictSidecarSetRound } from '../../../src/engine/rollout/sidecarSetPods.js'
import { injectSidecarSet } from '../../../src/engine/update/sidecarSetInjection.js'
import { notUpgradableStatus, upgradePodSidecars } from '../../../src/engine/update/sidecarSetUpgrade.js'
import { readSidecarSet } from '../../../src/engine/workloads/sidecarSet.js'

/**
 * What Kruise's SidecarSet controller writes to a Pod (sidecarset_processor.go updatePodSidecarContainer and
 * updatePodSidecarSetUpgradableCondition, v1.9.1): the new image, this SidecarSet's hash, the image ID the changed
 * container ran before (its in-place update state); or condition SidecarSetUpgradable=False.
 */
type Json = Record<string, any>
const NOW = Date.UTC(2026, 0, 1, 0, 0, 0)
const LATER = NOW + 60_000

function sidecarSet(proxy: string, log = 'fluent:1', env = 'info') {
  return readSidecarSet({
    apiVersion: 'apps.kruise.io/v1alpha1', kind: 'SidecarSet', metadata: { name: 'mesh' },
    spec: { selector: { matchLabels: { app: 'web' } }, containers: [{ name: 'proxy', image: proxy, env: [{ name: 'L', value: env }] }, { name: 'log', image: log }] },
  }, '1.9')
}

function runningPod(view: ReturnType<typeof sidecarSet>): Pod {
  const pod = injectSidecarSet(view, { metadata: { name: 'web-0', namespace: 'default', labels: { app: 'web' } }, spec: { containers: [{ name: 'app', image: 'app:1' }] } }, NOW)
  return {
    ...pod,
    status: {
      phase: 'Running', conditions: [{ type: 'Ready', status: 'True' }],
      containerStatuses: pod.spec.containers.map((c) => ({ name: c.name, image: c.image!, imageID: `id-of-${c.image}`, ready: true })),
    },
  } as Pod
}

const old = sidecarSet('envoy:1.30')

const rows: { name: string; next: ReturnType<typeof sidecarSet>; changed: string[] }[] = [
  { name: 'one image', next: sidecarSet('envoy:1.31'), changed: ['proxy'] },
  { name: 'two images', next: sidecarSet('envoy:1.31', 'fluent:2'), changed: ['proxy', 'log'] },
  { name: 'no image (the hash moves only)', next: sidecarSet('envoy:1.30'), changed: [] },
]

for (const row of rows) {
  t.test(`upgrade: ${row.name}`, async (t) => {
    const pod = runningPod(old)
    const { pod: next, changed } = upgradePodSidecars(row.next, pod, LATER)
    t.same(changed, row.changed)
    t.same(next.spec.containers.map((c) => c.image), [row.next.containers[0]!.image, row.next.containers[1]!.image, 'app:1'])
    const hash = JSON.parse(next.metadata.annotations!['kruise.io/sidecarset-hash'])
    t.same(hash.mesh, { updateTimestamp: '2026-01-01T00:01:00Z', hash: row.next.hashes.hash, sidecarSetName: 'mesh', sidecarList: ['log', 'proxy'] })
    t.equal(next.metadata.annotations!['kruise.io/sidecarset-hash-without-image'], pod.metadata.annotations!['kruise.io/sidecarset-hash-without-image'], 'the hash without image stays as injected')
    const state = JSON.parse(next.metadata.annotations!['kruise.io/sidecarset-inplace-update-state'])
    t.same(state.mesh.lastContainerStatuses, Object.fromEntries(row.changed.map((c) => [c, { imageID: `id-of-${c === 'proxy' ? 'envoy:1.30' : 'fluent:1'}` }])))
    t.equal(next.metadata.uid, pod.metadata.uid)
    // The controller's next round sees the Pod at the SidecarSet's hash: upgraded.
    t.equal(predictSidecarSetRound(row.next, [next]).pods[0]!.verdict, 'updated')
  })
}

t.test('a second upgrade keeps the first state\'s revision and adds the container\'s image ID', async (t) => {
  const first = upgradePodSidecars(sidecarSet('envoy:1.31'), runningPod(old), LATER).pod
  const second = upgradePodSidecars(sidecarSet('envoy:1.31', 'fluent:2'), first, LATER + 1000).pod
  const state = JSON.parse(second.metadata.annotations!['kruise.io/sidecarset-inplace-update-state']).mesh
  t.equal(state.revision, sidecarSet('envoy:1.31').hashes.hash)
  t.same(Object.keys(state.lastContainerStatuses), ['log', 'proxy'])
})

t.test('not upgradable: condition SidecarSetUpgradable=False with its message, written once', async (t) => {
  const next = sidecarSet('envoy:1.31', 'fluent:1', 'debug')
  const pod = runningPod(old)
  const status = notUpgradableStatus(next, pod, LATER)!
  const condition = status.conditions!.find((c) => c.type === 'SidecarSetUpgradable') as Json
  t.same(condition, { type: 'SidecarSetUpgradable', status: 'False', reason: 'UpdateImmutableField', message: '{"mesh":false}', lastTransitionTime: '2026-01-01T00:01:00Z' })
  t.equal(notUpgradableStatus(next, { ...pod, status }, LATER + 1000), undefined, 'nothing to write the second time')
  const other = { ...pod, status: { ...pod.status, conditions: [{ ...condition, message: '{"other":true}', status: 'True', reason: 'AllSidecarsetUpgradable' }] } } as Pod
  t.equal(notUpgradableStatus(next, other, LATER)!.conditions!.find((c) => c.type === 'SidecarSetUpgradable')!.message, '{"mesh":false,"other":true}')
})

t.test('a SidecarSetUpgradable message that is not a JSON object (Kruise cannot read it either) leaves the condition as it is', async (t) => {
  const next = sidecarSet('envoy:1.31', 'fluent:1', 'debug')
  const pod = runningPod(old)
  for (const message of ['null', '5', '"mesh"', '[false]', 'not json']) {
    const written = { ...pod, status: { ...pod.status, conditions: [{ type: 'SidecarSetUpgradable', status: 'True', message }] } } as Pod
    t.equal(notUpgradableStatus(next, written, LATER), undefined, message)
  }
})
