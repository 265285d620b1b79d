import t from 'tap'
import type { Pod } from '../../../src/engine/kube/pod.js'
import { unitedDeploymentChildren } from '../../../src/engine/rollout/unitedDeploymentChildren.js'
import { readUnitedDeployment } from '../../../src/engine/workloads/unitedDeployment.js'
import { LABEL_SUBSET_NAME, LABEL_UD_REVISION, renderSubsetChild } from '../../../src/engine/workloads/unitedDeploymentChild.js'
import { unitedDeploymentRevisionName } from '../../../src/engine/workloads/unitedDeploymentRevision.js'
import { resolveGates } from '../../../src/engine/kruise/gates.js'
import { DEFAULT_KRUISE_RELEASE } from '../../../src/engine/kruise/releases.js'
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

t.test('a False condition is named as the UnitedDeployment holds it', async (t) => {
  const raw = stored({ conditions: [{ type: 'SubsetProvisioned', status: 'True' }, { type: 'SubsetUpdated', status: 'False', reason: 'Error', message: 'admission webhook denied the request' }] })
  const result = unitedDeploymentChildren(readUnitedDeployment(raw), raw, [], [])
  t.same(result.failing, ['SubsetUpdated: Error: admission webhook denied the request'])
  t.ok(result.messages.includes('UnitedDeployment shop/ud: SubsetUpdated: Error: admission webhook denied the request'))
})

/**
 * The controller's next write of each child, judged by the child's Kruise webhook: Kruise never records a refusal in
 * the UnitedDeployment's status (its reconcile fails before), so the view finds it from the spec and the live children.
 */
t.test('a child write Kruise refuses: the creation of a missing child, the update of a live one', async (t) => {
  const envPatch = { spec: { containers: [{ name: 'app', env: [{ name: 'ZONE', value: 'a' }] }] } }
  const before = unitedDeployment('CloneSet', { policy: 'InPlaceOnly', subsets: [{ name: 'zone-a' }, { name: 'zone-b' }] })
  const oldView = readUnitedDeployment(before)
  const revision = unitedDeploymentRevisionName(oldView, { gates: resolveGates({}), release: DEFAULT_KRUISE_RELEASE })
  const live = oldView.subsets.map((subset) => {
    const rendered = renderSubsetChild(oldView, { subset, revision, replicas: 2, partition: 0 })
    return { ...rendered, metadata: { ...(rendered.metadata as Json), name: `ud-${subset.name}-x1`, uid: `${subset.name}-uid`, generation: 1 } }
  })
  const cases: { name: string; subsets: Json[]; image?: string; refused: RegExp[]; behind: boolean }[] = [
    { name: 'nothing changed', subsets: [{ name: 'zone-a' }, { name: 'zone-b' }], refused: [], behind: false },
    { name: 'an image change InPlaceOnly can make', subsets: [{ name: 'zone-a' }, { name: 'zone-b' }], image: 'registry/app:2', refused: [], behind: true },
    {
      name: 'zone-a\'s env patched under InPlaceOnly: its update is refused', subsets: [{ name: 'zone-a', patch: envPatch }, { name: 'zone-b' }], image: 'registry/app:2', behind: true,
      refused: [/^subset zone-a \(CloneSet shop\/ud-zone-a-x1\): Kruise refuses the controller's update of the child \(FailedUpdateSubset Event\): the subset keeps its old template: CloneSet's webhook refuses/],
    },
    {
      name: 'a new subset out of the selector: its creation is refused', subsets: [{ name: 'zone-a' }, { name: 'zone-b' }, { name: 'zone-c', patch: { metadata: { labels: { app: 'x' } } } }], behind: true,
      refused: [/^subset zone-c \(CloneSet shop\/ud-zone-c-\*\): Kruise refuses to create the child \(FailedUpdateSubset Event\): .*`selector` does not match template `labels`/],
    },
  ]
  for (const c of cases) {
    const spec = unitedDeployment('CloneSet', { policy: 'InPlaceOnly', subsets: c.subsets, image: c.image })
    const raw = { ...spec, metadata: { ...spec.metadata, generation: c.behind ? 2 : 1 }, status: { observedGeneration: 1, updateStatus: { updatedRevision: revision } } }
    const result = unitedDeploymentChildren(readUnitedDeployment(raw), raw, live, [])
    t.match(result.refused, c.refused, `${c.name}: refused`)
    t.equal(result.refused.length, c.refused.length, `${c.name}: nothing else refused`)
    t.same(result.subsets.map((s) => s.writeRefusals.length > 0), result.subsets.map((s) => c.refused.some((r) => r.source.includes(`subset ${s.subset}`))), `${c.name}: per subset`)
    t.equal(result.statusBehind, c.behind, `${c.name}: status behind`)
    t.same(result.advice.map((a) => /^Kruise refuses a child write: every reconcile .* fails there, before it writes status/.test(a)), c.refused.length > 0 ? [true] : [], `${c.name}: advice`)
    if (c.refused.length > 0) t.match(result.messages.at(-1), /status\.observedGeneration is behind metadata\.generation: .* \(each one fails at the refused write, before it writes status\)$/)
  }
})

t.test('a UnitedDeployment whose revision passes 63 characters: no child, each creation refused for the revision label', async (t) => {
  const raw = { ...stored(), metadata: { ...stored().metadata, name: `cart-${'x'.repeat(55)}` } }
  const result = unitedDeploymentChildren(readUnitedDeployment(raw), raw, [], [])
  t.equal(result.refused.length, 2, 'both subsets')
  t.match(result.refused, [
    /^subset zone-a \(CloneSet shop\/cart-x{53}\*\): Kruise refuses to create the child \(FailedUpdateSubset Event\): .*its label apps\.kruise\.io\/controller-revision-hash holds the UnitedDeployment's revision cart-x{55}-\w+: 7\d characters/,
    /^subset zone-b /,
  ])
})
