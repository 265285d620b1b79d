import pino from 'pino'
import { Registry } from 'prom-client'
import t from 'tap'
import { resolveGates } from '../../src/engine/kruise/gates.js'
import type { CloneSetObject } from '../../src/reconciler/cluster.js'
import { DEMO_CLONESET, kubeClusterFor, startEmbeddedReconciler } from '../../src/reconciler/embedded.js'
import { KRUISE_NEXT_DISCOVERY, KRUISE_RELEASED_DISCOVERY, startFakeApiserver } from './support/fakeApiserver.js'
import { v1alpha1CloneSetObject } from './support/fixtures.js'

const fast = { pullSeconds: 0.05, startSeconds: 0.02, probeDelaySeconds: 0.05, stopSeconds: 0.02 }

t.test('the embedded reconciler rolls the demo CloneSet out in place on the real clock', async (t) => {
  const registry = new Registry()
  const running = await startEmbeddedReconciler({ logger: pino({ level: 'silent' }), mode: 'active', gates: resolveGates(), registry, kubelet: fast })
  t.teardown(() => running.stop())
  t.equal(running.cluster, 'memory')
  t.ok(running.isLeader())
  const store = running.memory!
  const before = store.allPods().map((p) => `${p.metadata.name}/${p.metadata.uid}`).sort()
  t.equal(before.length, 3)
  const cs = structuredClone(store.cloneSet('default', 'demo')) as CloneSetObject
  ;(cs.spec.template as { spec: { containers: { image: string }[] } }).spec.containers[0].image = 'nginx:1.26'
  delete cs.status
  store.applyCloneSet(cs)
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    const status = store.cloneSet('default', 'demo')?.status
    if (status?.updatedReadyReplicas === 3 && status.updatedReplicas === 3 && store.allPods().every((p) => p.spec.containers[0].image === 'nginx:1.26')) break
    await new Promise((r) => setTimeout(r, 50))
  }
  t.same(store.allPods().map((p) => `${p.metadata.name}/${p.metadata.uid}`).sort(), before, 'same Pods, same UIDs')
  t.equal(store.cloneSet('default', 'demo')?.status?.updatedReadyReplicas, 3)
  t.match(await registry.metrics(), /inplace_guard_pod_updates_total\{path="in-place"\} 3/)
  t.same(store.deletedPods, [])
  t.equal(DEMO_CLONESET.metadata.name, 'demo')
})

t.test('mode off starts nothing', async (t) => {
  const running = await startEmbeddedReconciler({ logger: pino({ level: 'silent' }), mode: 'off', gates: resolveGates() })
  t.equal(running.cluster, 'off')
  await running.stop()
})

for (const row of [
  { kruise: 'released Kruise', discovery: KRUISE_RELEASED_DISCOVERY, version: 'v1alpha1' },
  { kruise: "Kruise's main branch", discovery: KRUISE_NEXT_DISCOVERY, version: 'v1beta1' },
]) {
  t.test(`kubeClusterFor (serve's cluster view, check --live) reads CloneSets at the version ${row.kruise} serves`, async (t) => {
    const api = await startFakeApiserver('shop', row.discovery)
    t.teardown(() => api.close())
    const cs = v1alpha1CloneSetObject()
    api.put(`/apis/apps.kruise.io/${row.version}/namespaces/shop/clonesets`, { ...cs, apiVersion: `apps.kruise.io/${row.version}` } as never)
    const cluster = await kubeClusterFor(api.kubeconfig, pino({ level: 'silent' }))
    t.equal(await cluster.cloneSetVersion(), row.version)
    t.equal((await cluster.getCloneSet('shop', 'web')).metadata.name, 'web')
    t.ok(api.requests.some((r) => r.path === `/apis/apps.kruise.io/${row.version}/namespaces/shop/clonesets/web`))
  })
}
