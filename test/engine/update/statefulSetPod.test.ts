import t from 'tap'
import { LABEL_POD_INDEX, LABEL_STATEFULSET_POD_NAME, newStatefulSetPod } from '../../../src/engine/update/statefulSetPod.js'
import type { StatefulSetView } from '../../../src/engine/workloads/statefulSet.js'
import { readWorkload } from '../../../src/engine/workloads/workload.js'
import { statefulSet, withReadinessGate } from '../support/builders.js'

const TEMPLATE = withReadinessGate({
  metadata: { labels: { app: 'db' }, annotations: { team: 'data' } },
  spec: { containers: [{ name: 'app', image: 'nginx:1.25' }], volumes: [{ name: 'data', emptyDir: {} }, { name: 'tmp', emptyDir: {} }] },
})
const NOW = Date.UTC(2026, 0, 1)

function view(extra: Parameters<typeof statefulSet>[1] = {}): StatefulSetView {
  const obj = statefulSet(TEMPLATE, { replicas: 3, ...extra }) as { metadata: Record<string, unknown> }
  obj.metadata.uid = 'db-uid'
  return readWorkload(obj) as StatefulSetView
}

t.test('newStatefulSetPod: the Pod Kruise creates for an ordinal (newVersionedStatefulSetPod, initIdentity, updateStorage)', async (t) => {
  const v = view({ volumeClaimTemplates: [{ metadata: { name: 'data' }, spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } } }] })
  const pod = newStatefulSetPod(v, v.template, { ordinal: 2, revision: 'db-5d8f7c9b6', now: NOW })
  t.equal(pod.metadata.name, 'db-2')
  t.same(pod.metadata.labels, {
    app: 'db', [LABEL_STATEFULSET_POD_NAME]: 'db-2', [LABEL_POD_INDEX]: '2', 'controller-revision-hash': 'db-5d8f7c9b6', 'lifecycle.apps.kruise.io/state': 'Normal',
  }, 'the full revision name, the identity labels, lifecycle Normal; no CloneSet labels')
  t.same(pod.metadata.annotations, { team: 'data', 'lifecycle.apps.kruise.io/timestamp': '2026-01-01T00:00:00Z' })
  t.same(pod.metadata.ownerReferences, [{ apiVersion: 'apps.kruise.io/v1beta1', kind: 'StatefulSet', name: 'db', uid: 'db-uid', controller: true, blockOwnerDeletion: true }])
  t.equal(pod.spec.hostname, 'db-2')
  t.equal(pod.spec.subdomain, 'db', 'spec.serviceName')
  t.same(pod.spec.volumes, [{ name: 'data', persistentVolumeClaim: { claimName: 'data-db-2' } }, { name: 'tmp', emptyDir: {} }], 'a claim template replaces the template volume of its name')
  t.same(pod.spec.readinessGates, [{ conditionType: 'InPlaceUpdateReady' }], 'only the gate the template declares')
})

t.test('newStatefulSetPod: PreparingNormal while a preNormal hook is not on the Pod', async (t) => {
  const rows = [
    { lifecycle: { preNormal: { labelsHandler: { ready: 'true' } } }, labels: {}, state: 'PreparingNormal' },
    { lifecycle: { preNormal: { labelsHandler: { ready: 'true' } } }, labels: { ready: 'true' }, state: 'Normal' },
    { lifecycle: undefined, labels: {}, state: 'Normal' },
  ]
  for (const row of rows) {
    const template = { ...TEMPLATE, metadata: { ...TEMPLATE.metadata, labels: { app: 'db', ...row.labels } } }
    const v = readWorkload(statefulSet(template, { spec: row.lifecycle ? { lifecycle: row.lifecycle } : {} })) as StatefulSetView
    t.equal(newStatefulSetPod(v, v.template, { ordinal: 0, revision: 'r', now: NOW }).metadata.labels?.['lifecycle.apps.kruise.io/state'], row.state, JSON.stringify(row))
  }
})
