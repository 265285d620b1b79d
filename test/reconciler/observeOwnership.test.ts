import t from 'tap'
import { resolveGates } from '../../src/engine/kruise/gates.js'
import { KubeCluster } from '../../src/reconciler/kubeCluster.js'
import { Reconciler } from '../../src/reconciler/reconciler.js'
import { cloneSetObject, pod } from './support/fixtures.js'
import { startFakeApiserver } from './support/fakeApiserver.js'

/**
 * The observe branch diagnoses a CloneSet from its own Events only (workloads/ownership.ts), as diagnose does: an
 * Event about a Deployment that shares the CloneSet's name is not the CloneSet controller's word.
 */

const PODS = '/api/v1/namespaces/shop/pods'
const CLONESETS = '/apis/apps.kruise.io/v1beta1/namespaces/shop/clonesets'
const EVENTS = '/api/v1/namespaces/shop/events'

t.test('observe: an Event about another kind of object with the CloneSet\'s name is not read as the CloneSet\'s', async (t) => {
  const api = await startFakeApiserver()
  t.teardown(() => api.close())
  const cs = cloneSetObject({ name: 'web', replicas: 2, maxUnavailable: 1 })
  api.put(CLONESETS, { ...cs, metadata: { ...cs.metadata, namespace: 'shop' }, status: { updateRevision: 'web-new', currentRevision: 'web-new' } } as never)
  for (const name of ['web-a', 'web-b']) {
    const p = pod({ name, revision: 'web-new' })
    api.put(PODS, { ...p, metadata: { ...p.metadata, namespace: 'shop' } } as never)
  }
  const event = (kind: string, name: string) => ({
    metadata: { name: `${name}.${kind.toLowerCase()}`, namespace: 'shop' }, involvedObject: { kind, name, namespace: 'shop', apiVersion: 'apps/v1' },
    type: 'Warning', reason: 'FailedUpdate', message: `${kind} ${name} cannot be updated`,
  })
  api.put(EVENTS, event('Deployment', 'web') as never)
  const reconciler = new Reconciler({ cluster: new KubeCluster({ kubeconfig: api.kubeconfig }), mode: 'observe', gates: resolveGates(), now: Date.now })
  const result = await reconciler.reconcile('shop', 'web')
  t.same(result.diagnosis?.reasons.filter((r) => r.reason === 'failed-update'), [], 'the Deployment\'s event is not the CloneSet\'s')
  t.equal(result.diagnosis?.stalled, false)

  api.put(EVENTS, event('CloneSet', 'web') as never)
  const own = await reconciler.reconcile('shop', 'web')
  t.match(own.diagnosis?.reasons, [{ reason: 'failed-update', message: 'the controller reports: CloneSet web cannot be updated' }], 'the CloneSet\'s own event is')
})
