import t from 'tap'
import { parseInPlaceUpdateState } from '../../../src/engine/update/inPlaceUpdateState.js'
import {
  applyUpdateSpec, beginInPlaceUpdate, checkPodUpdateCompleted, finishGracePeriod, inPlaceNotReadyStatus, podNeedsUnready,
  readInPlaceUpdateState, refreshInPlaceUpdate, withLatestTag,
} from '../../../src/engine/update/podUpdate.js'
import type { Pod } from '../../../src/engine/kube/pod.js'
import { NOW, T, at, pod } from '../../reconciler/support/fixtures.js'

const gates = { InPlaceWorkloadVerticalScaling: false }
const opts = { gates, resizeSubresource: true }
const barrier = (n: number) => [{ name: 'KRUISE_CONTAINER_BARRIER', valueFrom: { configMapKeyRef: { name: 'p-barrier', key: `p_${n}` } } }]
const labelRef = (key: string) => [{ name: 'REF', valueFrom: { fieldRef: { fieldPath: `metadata.labels['${key}']` } } }]

function stateOf(p: Pod) {
  const read = readInPlaceUpdateState(p)
  if (read.kind !== 'ok') throw new Error('no state')
  return read.state
}

/** The kubelet restarted these containers with their spec image (new imageID) and they are ready. */
function restarted(p: Pod, names: string[]): Pod {
  return {
    ...p,
    status: {
      ...p.status,
      containerStatuses: p.status!.containerStatuses!.map((s) => {
        if (!names.includes(s.name)) return s
        const image = p.spec.containers.find((c) => c.name === s.name)!.image!
        return { ...s, image, imageID: `id-of-${image}`, ready: true }
      }),
    },
  }
}

t.test('launch priority: the spec §4.5 worked example runs in three batches', async (t) => {
  let p = pod({
    name: 'p',
    images: { c1: 'c1:v1', c2: 'c2:v1', c3: 'c3:v1', c4: 'c4:v1' },
    env: { c1: barrier(20), c2: [...barrier(10), ...labelRef('label-k2')], c3: [...barrier(0), ...labelRef('label-k2')], c4: barrier(0) },
    labels: { 'label-k2': 'old' },
  })
  const spec = {
    revision: 'web-new',
    containerImages: { c1: 'c1:v2', c2: 'c2:v2', c4: 'c4:v2' },
    containerRefMetadata: { c2: { labels: { 'label-k2': 'new' } }, c3: { labels: { 'label-k2': 'new' } } },
  }
  p = beginInPlaceUpdate(p, spec, { now: NOW, gates, revisionLabel: 'web-new' }).pod
  let s = stateOf(p)
  t.same(s.containerBatchesRecord?.map((b) => b.containers), [['c1']], 'batch 1 is [c1]')
  t.same(s.nextContainerImages, { c2: 'c2:v2', c4: 'c4:v2' })
  t.same(Object.keys(s.nextContainerRefMetadata ?? {}).sort(), ['c2', 'c3'])
  t.same(s.preCheckBeforeNext, { containersRequiredReady: ['c1'] })
  t.same(p.spec.containers.map((c) => c.image), ['c1:v2', 'c2:v1', 'c3:v1', 'c4:v1'])
  t.equal(p.metadata.labels?.['label-k2'], 'old', 'the shared label waits for its batch')

  // c1 not yet restarted: refresh waits for the kubelet; once restarted but not ready, waits for readiness.
  t.equal(refreshInPlaceUpdate(p, T(1), opts).kind, 'wait')
  const notReady = restarted(p, ['c1'])
  notReady.status!.containerStatuses![0].ready = false
  t.match(refreshInPlaceUpdate(notReady, T(2), opts), { kind: 'wait', reason: /c1 to be ready before the next batch/ })

  const a2 = refreshInPlaceUpdate(restarted(p, ['c1']), T(3), opts)
  t.equal(a2.kind, 'update-pod')
  if (a2.kind !== 'update-pod') return
  p = a2.change.pod
  s = stateOf(p)
  t.same(s.containerBatchesRecord?.map((b) => b.containers), [['c1'], ['c2', 'c3']], 'batch 2: c2 by priority, c3 by the shared label')
  t.equal(p.metadata.labels?.['label-k2'], 'new')
  t.same(s.preCheckBeforeNext, { containersRequiredReady: ['c2', 'c3'] })
  t.same(s.nextContainerImages, { c4: 'c4:v2' })

  const a3 = refreshInPlaceUpdate(restarted(p, ['c1', 'c2', 'c3']), T(4), opts)
  t.equal(a3.kind, 'update-pod')
  if (a3.kind !== 'update-pod') return
  s = stateOf(a3.change.pod)
  t.same(s.containerBatchesRecord?.map((b) => b.containers), [['c1'], ['c2', 'c3'], ['c4']])
  t.notOk(s.preCheckBeforeNext, 'no next batch: preCheckBeforeNext is null')
  t.notOk(s.nextContainerImages)
  t.same(s.lastContainerStatuses, { c1: { imageID: 'id-of-c1:v1' }, c2: { imageID: 'id-of-c2:v1' }, c4: { imageID: 'id-of-c4:v1' } },
    'the first recorded imageID of each container wins')
})

t.test('completion check (spec §4.7)', async (t) => {
  const base = beginInPlaceUpdate(pod({ name: 'p', images: { app: 'nginx:1.25' } }), { revision: 'r2', containerImages: { app: 'nginx' } }, { now: NOW, gates, revisionLabel: 'r2' }).pod
  const withStatus = (image: string, imageID: string): Pod => ({
    ...base, status: { ...base.status, containerStatuses: [{ ...base.status!.containerStatuses![0], image, imageID }] },
  })
  const cases: { name: string; pod: Pod; expect: string | null }[] = [
    { name: 'kubelet has not restarted: imageID unchanged', pod: base, expect: 'container app imageID not changed' },
    { name: 'restarted with a new imageID', pod: withStatus('nginx:latest', 'id-new'), expect: null },
    { name: 'same imageID, untagged spec image compares as :latest', pod: withStatus('nginx:latest', 'id-of-nginx:1.25'), expect: null },
    { name: 'same imageID, status image spelled differently (pitfall #6)', pod: withStatus('docker.io/library/nginx:latest', 'id-of-nginx:1.25'), expect: 'container app imageID not changed' },
    { name: 'container status missing', pod: { ...base, status: { ...base.status, containerStatuses: [] } }, expect: 'not found statuses of containers app' },
    { name: 'no state annotation is done', pod: pod({ name: 'q' }), expect: null },
  ]
  for (const c of cases) t.equal(checkPodUpdateCompleted(c.pod, gates), c.expect, c.name)
  const grace = beginInPlaceUpdate(pod({ name: 'g' }), { revision: 'r2', containerImages: { app: 'x:2' }, graceSeconds: 10 }, { now: NOW, gates, revisionLabel: 'r2' }).pod
  t.equal(checkPodUpdateCompleted(grace, gates), 'still in grace period of in-place update')
  t.equal(withLatestTag('registry:5000/app'), 'registry:5000/app', 'a registry port has a colon: left alone')
  t.equal(withLatestTag('app@sha256:abc'), 'app@sha256:abc')
})

t.test('the grace period: wait, finish, drop (spec §4.4)', async (t) => {
  const started = beginInPlaceUpdate(pod({ name: 'g', imageIDs: { app: 'old-id' } }), { revision: 'r2', containerImages: { app: 'nginx:1.26' }, graceSeconds: 10 }, { now: NOW, gates, revisionLabel: 'r2' }).pod
  t.same(finishGracePeriod(started, T(3.5), opts), { kind: 'wait', seconds: 7 }, 'remainder rounded up')
  const done = finishGracePeriod(started, T(10), opts)
  t.equal(done.kind, 'update')
  if (done.kind === 'update') {
    t.equal(done.reason, 'grace-finished')
    t.equal(done.change.pod.spec.containers[0].image, 'nginx:1.26')
    t.notOk(done.change.pod.metadata.annotations?.['apps.kruise.io/inplace-update-grace'])
    t.same(stateOf(done.change.pod).lastContainerStatuses, { app: { imageID: 'old-id' } })
  }
  const retargeted = { ...started, metadata: { ...started.metadata, labels: { ...started.metadata.labels, 'controller-revision-hash': 'r3' } } }
  t.match(finishGracePeriod(retargeted, T(1), opts), { kind: 'update', reason: 'grace-dropped' })
  const noState = { ...started, metadata: { ...started.metadata, annotations: { 'apps.kruise.io/inplace-update-grace': '{"revision":"r2"}' } } }
  t.same(finishGracePeriod(noState, T(1), opts), {
    kind: 'error', message: 'pod has apps.kruise.io/inplace-update-grace but apps.kruise.io/inplace-update-state not found',
  })
  const corrupt = { ...started, metadata: { ...started.metadata, annotations: { ...started.metadata.annotations, 'apps.kruise.io/inplace-update-state': '{oops' } } }
  t.equal(finishGracePeriod(corrupt, T(20), opts).kind, 'stuck', 'unreadable state: silent no-op (pitfall #3)')
})

t.test('InPlaceUpdateReady False before the spec change, True after the kubelet (spec §4.2, §4.6)', async (t) => {
  const p = pod({ name: 'p' })
  const status = inPlaceNotReadyStatus(p, NOW)!
  const cond = (type: string) => status.conditions!.find((c) => c.type === type)
  t.match(cond('InPlaceUpdateReady'), { status: 'False', reason: 'StartInPlaceUpdate', lastTransitionTime: at(NOW) })
  t.match(cond('Ready'), { status: 'False', reason: 'ReadinessGatesNotReady', message: 'the status of pod readiness gate "InPlaceUpdateReady" is not "True", but False' })
  t.equal(inPlaceNotReadyStatus({ ...p, status }, NOW), null, 'written only when the status changes')
  t.ok(podNeedsUnready(p, { revision: 'r', containerImages: { app: 'x' } }, gates))
  t.notOk(podNeedsUnready(pod({ name: 'adopted', readinessGate: false }), { revision: 'r', containerImages: { app: 'x' } }, gates), 'no gate: no readiness protection (pitfall #19)')

  const updated = beginInPlaceUpdate({ ...p, status }, { revision: 'r2', containerImages: { app: 'nginx:1.26' } }, { now: NOW, gates, revisionLabel: 'r2' }).pod
  t.equal(refreshInPlaceUpdate(updated, T(1), opts).kind, 'wait', 'kubelet not done: stays False')
  const after = refreshInPlaceUpdate(restarted(updated, ['app']), T(5), opts)
  t.equal(after.kind, 'update-status')
  if (after.kind === 'update-status') {
    t.match(after.status.conditions!.find((c) => c.type === 'InPlaceUpdateReady'), { status: 'True', lastTransitionTime: at(T(5)) })
  }
  t.equal(refreshInPlaceUpdate(pod({ name: 'steady' }), T(5), opts).kind, 'none')
})

t.test('a metadata-only spec is applied by merge patch, with an empty batch', async (t) => {
  const p = pod({ name: 'p', labels: { drop: 'x' } })
  const applied = applyUpdateSpec(p, { revision: 'r2', metaDataPatch: { labels: { k1: 'v1', drop: null } } },
    { revision: 'r2', updateTimestamp: at(NOW), lastContainerStatuses: null }, { now: NOW, gates })
  t.equal(applied.pod.metadata.labels?.k1, 'v1')
  t.notOk('drop' in (applied.pod.metadata.labels ?? {}))
  t.same(applied.batch, [])
  t.same(parseInPlaceUpdateState(applied.pod.metadata.annotations!['apps.kruise.io/inplace-update-state']).lastContainerStatuses, null)
})
