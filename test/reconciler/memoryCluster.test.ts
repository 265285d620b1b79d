import t from 'tap'
import type { Pod } from '../../src/engine/kube/pod.js'
import type { WatchEvent } from '../../src/reconciler/cluster.js'
import { SimClock } from '../../src/reconciler/clock.js'
import { KubeletSimulator, imageIdOf } from '../../src/reconciler/kubelet.js'
import { MemoryCluster, SimulatedCrash } from '../../src/reconciler/memoryCluster.js'
import { NOW, pod } from './support/fixtures.js'

function setup() {
  const clock = new SimClock(NOW)
  const store = new MemoryCluster({ now: clock.now })
  return { clock, store, client: store.client('test') }
}

const newPod = (name: string): Pod => {
  const p = pod({ name, nodeName: null, labels: { 'apps.kruise.io/cloneset-instance-id': name } })
  return { ...p, metadata: { ...p.metadata, uid: undefined, resourceVersion: undefined }, status: undefined }
}

t.test('resourceVersions, 409 conflicts and watch events', async (t) => {
  const { store, client } = setup()
  const events: WatchEvent[] = []
  const watch = await client.watch((e) => events.push(e))
  const created = await client.createPod(newPod('a'))
  t.ok(created.metadata.uid)
  t.equal(created.status?.phase, 'Pending')
  const updated = await client.updatePod({ ...created, metadata: { ...created.metadata, labels: { ...created.metadata.labels, x: '1' } } })
  t.not(updated.metadata.resourceVersion, created.metadata.resourceVersion)
  await t.rejects(client.updatePod({ ...created, metadata: { ...created.metadata, labels: { y: '1' } } }), { code: 'IPG_ERR_CONFLICT' }, 'stale resourceVersion → 409')
  await t.rejects(client.updatePod({ ...updated, metadata: { ...updated.metadata, resourceVersion: undefined } }), { code: 'IPG_ERR_INVALID', message: /must be specified for an update/ })
  await t.rejects(client.getPod('default', 'nope'), { code: 'IPG_ERR_NOT_FOUND' })
  t.same(events.map((e) => `${e.type} ${e.name} ${e.owner}`), ['ADDED a web', 'MODIFIED a web'])
  watch.stop()
  t.throws(() => { (store.pod('default', 'a')!.metadata.labels as Record<string, string>).z = '1' }, TypeError, 'stored objects are frozen')
})

t.test('Pod updates are validated like the apiserver (only images and metadata change)', async (t) => {
  const { client } = setup()
  const p = await client.createPod(newPod('a'))
  const withImage = await client.updatePod({ ...p, spec: { ...p.spec, containers: [{ ...p.spec.containers[0], image: 'nginx:1.26' }] } })
  t.equal(withImage.spec.containers[0].image, 'nginx:1.26')
  t.equal(withImage.metadata.generation, 2)
  const envChange = { ...withImage, spec: { ...withImage.spec, containers: [{ ...withImage.spec.containers[0], env: [{ name: 'A', value: 'secret' }] }] } }
  await t.rejects(client.updatePod(envChange), {
    code: 'IPG_ERR_INVALID',
    message: /^Pod "a" is invalid: spec: Forbidden: pod updates may not change fields other than `spec\.containers\[\*\]\.image`,`spec\.initContainers\[\*\]\.image`,`spec\.activeDeadlineSeconds`,`spec\.tolerations` \(only additions to existing tolerations\),`spec\.terminationGracePeriodSeconds` \(allow it to be set to 1 if it was previously negative\)\n  core\.PodSpec\.containers\[0\]\.env differs$/,
  })
  const added = { ...withImage, spec: { ...withImage.spec, containers: [...withImage.spec.containers, { name: 'b', image: 'x' }] } }
  await t.rejects(client.updatePod(added), { message: 'Pod "a" is invalid: spec.containers: Forbidden: pod updates may not add or remove containers' })
  const resources = { ...withImage, spec: { ...withImage.spec, containers: [{ ...withImage.spec.containers[0], resources: { limits: { cpu: '2' } } }] } }
  await t.rejects(client.updatePod(resources), { code: 'IPG_ERR_INVALID' }, 'resources only through pods/resize')
  const resized = await client.resizePod('default', 'a', [{ name: 'app', resources: { limits: { cpu: '2' } } }])
  t.same(resized.spec.containers[0].resources, { limits: { cpu: '2' } })
  await t.rejects(client.resizePod('default', 'a', [{ name: 'app', resources: { limits: { 'nvidia.com/gpu': '1' } } }]), { message: /only cpu and memory resources are mutable/ })
  const statusIgnored = await client.updatePod({ ...resized, status: { phase: 'Failed' } })
  t.equal(statusIgnored.status?.phase, 'Pending', 'status in a Pod update is ignored')
})

t.test('fault injection: a client dies right after its Nth write', async (t) => {
  const { store } = setup()
  const client = store.client('reconciler', { crashAfterWrites: 2 })
  await client.createPod(newPod('a'))
  await t.rejects(client.createPod(newPod('b')), SimulatedCrash)
  t.ok(store.pod('default', 'b'), 'the second write was stored before the crash')
  await t.rejects(client.getPod('default', 'a'), SimulatedCrash, 'a dead process does nothing more')
  t.same(store.writes.map((w) => `${w.actor} ${w.verb} ${w.name}`), ['reconciler create a', 'reconciler create b'])
})

t.test('admission hooks can mutate or deny', async (t) => {
  const clock = new SimClock(NOW)
  const store = new MemoryCluster({
    now: clock.now,
    podAdmission: [(op, p) => {
      if (op === 'UPDATE' && p.spec.containers[0].image?.startsWith('evil/')) throw new Error('admission webhook "policy.example.com" denied the request: untrusted registry')
    }],
  })
  const client = store.client('test')
  const p = await client.createPod(newPod('a'))
  await t.rejects(client.updatePod({ ...p, spec: { ...p.spec, containers: [{ ...p.spec.containers[0], image: 'evil/x:1' }] } }), { message: /denied the request/ })
})

t.test('the kubelet: start, probe delay, restart on image change with a new imageID, ErrImagePull, deletion', async (t) => {
  const { clock, store, client } = setup()
  const kubelet = new KubeletSimulator(store, { pullSeconds: 2, startSeconds: 1, probeDelaySeconds: 3, stopSeconds: 1, failPull: (_p, _c, image) => image === 'nginx:broken' })
  const run = async (seconds: number) => {
    const end = clock.now() + seconds * 1000
    for (;;) {
      await kubelet.sync(clock.now())
      const next = kubelet.nextWakeAt()
      if (kubelet.hasPendingEvents) continue
      if (next === undefined || next > end) break
      clock.set(next)
    }
    clock.set(end)
    await kubelet.sync(clock.now())
  }
  await client.createPod(newPod('a'))
  await run(2.5)
  t.equal(store.pod('default', 'a')!.status?.phase, 'Pending', 'still pulling')
  t.match(store.pod('default', 'a')!.spec.nodeName, /^sim-node-/)
  await run(1)
  let p = store.pod('default', 'a')!
  t.equal(p.status?.phase, 'Running')
  t.equal(p.status?.containerStatuses?.[0].ready, false, 'probe not passed yet')
  await run(3)
  p = store.pod('default', 'a')!
  t.equal(p.status?.containerStatuses?.[0].ready, true)
  t.equal(p.status?.conditions?.find((c) => c.type === 'Ready')?.status, 'False', 'readiness gate InPlaceUpdateReady missing keeps the Pod NotReady')
  t.match(p.status?.conditions?.find((c) => c.type === 'Ready')?.message, /corresponding condition of pod readiness gate "InPlaceUpdateReady" does not exist/)
  t.equal(p.status?.containerStatuses?.[0].imageID, imageIdOf('nginx:1.25'))

  p = await client.updatePod({ ...p, spec: { ...p.spec, containers: [{ ...p.spec.containers[0], image: 'nginx:1.26' }] } })
  await run(0.5)
  t.equal(store.pod('default', 'a')!.status?.containerStatuses?.[0].ready, false, 'stopping: not ready')
  await run(10)
  p = store.pod('default', 'a')!
  t.equal(p.status?.containerStatuses?.[0].imageID, imageIdOf('nginx:1.26'))
  t.equal(p.status?.containerStatuses?.[0].restartCount, 1)
  t.equal(p.status?.containerStatuses?.[0].lastState?.terminated?.reason, 'Completed')

  p = await client.updatePod({ ...p, spec: { ...p.spec, containers: [{ ...p.spec.containers[0], image: 'nginx:broken' }] } })
  await run(10)
  p = store.pod('default', 'a')!
  t.equal(p.status?.containerStatuses?.[0].state?.waiting?.reason, 'ErrImagePull')
  t.equal(p.status?.containerStatuses?.[0].imageID, imageIdOf('nginx:1.26'), 'the imageID never changes')
  t.equal(p.status?.containerStatuses?.[0].image, 'nginx:1.26')

  await client.deletePod('default', 'a', p.metadata.uid)
  t.ok(store.pod('default', 'a')?.metadata.deletionTimestamp, 'terminating first')
  await run(5)
  t.notOk(store.pod('default', 'a'), 'removed after the grace period')
  t.same(store.deletedPods.map((d) => d.name), ['a'])
  kubelet.stop()
})

t.test('Pod label values over 63 characters are refused as the apiserver refuses them, on create and on update', async (t) => {
  const { client } = setup()
  const labelled = (labels: Record<string, string>) => { const p = newPod('l'); return { ...p, metadata: { ...p.metadata, labels: { ...p.metadata.labels, ...labels } } } }
  const tooLong = 'x'.repeat(64)
  await t.rejects(client.createPod(labelled({ 'controller-revision-hash': tooLong })), { code: 'IPG_ERR_INVALID', message: `Pod "l" is invalid: metadata.labels: Invalid value: "${tooLong}": must be no more than 63 bytes` })
  const created = await client.createPod(labelled({ 'controller-revision-hash': 'x'.repeat(63), empty: '' }))
  t.equal(created.metadata.labels?.['controller-revision-hash']?.length, 63, 'at 63 characters, and an empty value, created')
  const relabelled = { ...created, metadata: { ...created.metadata, labels: { ...created.metadata.labels, 'controller-revision-hash': tooLong } } }
  await t.rejects(client.updatePod(relabelled), { code: 'IPG_ERR_INVALID', message: /must be no more than 63 bytes/ }, 'an update to 64 characters refused')
})
