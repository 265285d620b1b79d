import t from 'tap'
import type { Pod } from '../../../src/engine/kube/pod.js'
import { unitedDeploymentChildren } from '../../../src/engine/rollout/unitedDeploymentChildren.js'
import { readUnitedDeployment } from '../../../src/engine/workloads/unitedDeployment.js'
import { LABEL_SUBSET_NAME, LABEL_UD_REVISION } from '../../../src/engine/workloads/unitedDeploymentChild.js'
import { type Json, unitedDeployment } from '../support/unitedDeployments.js'

/** A UnitedDeployment's children as Kruise's controller finds them: its selector, its controller reference, the subset label. */

function stored(status: Json = {}): Json {
  return { ...unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible' }), status: { currentRevision: 'ud-r1', updateStatus: { updatedRevision: 'ud-r2' }, ...status } }
}

function child(name: string, subset: string, revision: string, options: { owner?: Json | null; kind?: string; apiVersion?: string; replicas?: number; partition?: number } = {}): Json {
  const owner = options.owner === undefined ? { apiVersion: 'apps.kruise.io/v1alpha1', kind: 'UnitedDeployment', name: 'ud', uid: 'ud-uid', controller: true } : options.owner
  return {
    apiVersion: options.apiVersion ?? 'apps.kruise.io/v1alpha1', kind: options.kind ?? 'CloneSet',
    metadata: { name, namespace: 'shop', labels: { app: 'web', [LABEL_SUBSET_NAME]: subset, [LABEL_UD_REVISION]: revision }, ...(owner ? { ownerReferences: [owner] } : {}) },
    spec: { replicas: options.replicas ?? 2, updateStrategy: { partition: options.partition ?? 0 } },
    status: { readyReplicas: 2 },
  }
}

function pod(name: string, subset: string, revision: string): Pod {
  return { metadata: { name, namespace: 'shop', labels: { app: 'web', [LABEL_SUBSET_NAME]: subset, [LABEL_UD_REVISION]: revision } }, spec: { containers: [] }, status: { phase: 'Running' } } as unknown as Pod
}

t.test('each subset\'s child, its revision against the updated one, and its Pods', async (t) => {
  const raw = stored()
  const result = unitedDeploymentChildren(readUnitedDeployment(raw), raw, [child('ud-zone-a-x1', 'zone-a', 'ud-r2'), child('ud-zone-b-y2', 'zone-b', 'ud-r1')],
    [pod('a1', 'zone-a', 'ud-r2'), pod('a2', 'zone-a', 'ud-r1'), pod('b1', 'zone-b', 'ud-r1')])
  t.match(result.subsets, [
    { subset: 'zone-a', name: 'ud-zone-a-x1', child: 'CloneSet shop/ud-zone-a-x1', revision: 'ud-r2', atUpdatedRevision: true, replicas: 2, partition: 0, readyReplicas: 2, pods: 2, updatedPods: 1 },
    { subset: 'zone-b', name: 'ud-zone-b-y2', revision: 'ud-r1', atUpdatedRevision: false, pods: 1, updatedPods: 0 },
  ])
  t.match(result.subsets[1]!.message, /^subset zone-b \(CloneSet shop\/ud-zone-b-y2\): still at revision ud-r1/)
  t.same([result.extra, result.failing], [[], []])
})

t.test('what the controller does not count, and what it deletes', async (t) => {
  const raw = stored()
  const view = readUnitedDeployment(raw)
  const rows: { name: string; children: Json[]; want: Json }[] = [
    { name: 'no child yet', children: [child('ud-zone-a-x1', 'zone-a', 'ud-r2')], want: { subsets: [{ name: 'ud-zone-a-x1' }, { name: undefined, child: 'CloneSet shop/ud-zone-b-*' }] } },
    { name: 'another controller\'s child', children: [child('x', 'zone-a', 'ud-r2', { owner: { kind: 'UnitedDeployment', name: 'other', uid: 'other-uid', controller: true } })], want: { subsets: [{ name: undefined }] } },
    { name: 'an orphan that matches is adopted', children: [child('x', 'zone-a', 'ud-r2', { owner: null })], want: { subsets: [{ name: 'x' }] } },
    { name: 'another kind than the template\'s', children: [child('x', 'zone-a', 'ud-r2', { kind: 'StatefulSet', apiVersion: 'apps/v1' })], want: { subsets: [{ name: undefined }] } },
    { name: 'a subset no longer listed, and a second child of one subset', children: [child('a1', 'zone-a', 'ud-r2'), child('a2', 'zone-a', 'ud-r2'), child('c1', 'zone-c', 'ud-r1')], want: { extra: ['CloneSet shop/a2', 'CloneSet shop/c1'] } },
  ]
  for (const row of rows) t.match(unitedDeploymentChildren(view, raw, row.children, []), row.want, row.name)
  t.same(unitedDeploymentChildren(view, raw, [child('a1', 'zone-a', 'ud-r2'), child('c1', 'zone-c', 'ud-r1')], []).extra, ['CloneSet shop/c1'], 'exactly the extra ones')
  const deleted = unitedDeploymentChildren(view, raw, [child('c1', 'zone-c', 'ud-r1')], [])
  t.match(deleted.messages.join('\n'), /UnitedDeployment shop\/ud: CloneSet shop\/c1 belongs to no subset in spec\.topology\.subsets: Kruise deletes it and its Pods/)
})

t.test('a False SubsetUpdated condition: a child\'s webhook refused the controller\'s write', async (t) => {
  const raw = stored({ conditions: [{ type: 'SubsetProvisioned', status: 'True' }, { type: 'SubsetUpdated', status: 'False', reason: 'Error', message: 'admission webhook denied the request' }] })
  const result = unitedDeploymentChildren(readUnitedDeployment(raw), raw, [], [])
  t.same(result.failing, ['SubsetUpdated: Error: admission webhook denied the request'])
  t.ok(result.messages.includes('UnitedDeployment shop/ud: SubsetUpdated: Error: admission webhook denied the request'))
})
