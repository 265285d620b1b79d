import t, { type Test } from 'tap'
import { run as diagnose } from '../../src/cli/commands/diagnose.js'
import { readUnitedDeployment } from '../../src/engine/workloads/unitedDeployment.js'
import { LABEL_SUBSET_NAME, LABEL_UD_REVISION, renderSubsetChild } from '../../src/engine/workloads/unitedDeploymentChild.js'
import { type Json, unitedDeployment } from '../engine/support/unitedDeployments.js'
import { pod } from '../reconciler/support/fixtures.js'
import { KRUISE_RELEASED_DISCOVERY, startFakeApiserver } from '../reconciler/support/fakeApiserver.js'
import { runCli } from '../support/cliRun.js'

/**
 * `diagnose uniteddeployment/NAME` against a fake apiserver: the UnitedDeployment, its CloneSet children as its
 * controller wrote them (zone-a at the updated revision ud-r2, zone-b still at ud-r1, zone-c without a child yet, and
 * a child of a subset no longer listed), their Pods, and each child's own diagnosis.
 */

const UDS = '/apis/apps.kruise.io/v1alpha1/namespaces/shop/uniteddeployments'
const CLONESETS = '/apis/apps.kruise.io/v1alpha1/namespaces/shop/clonesets'
const PODS = '/api/v1/namespaces/shop/pods'

const SUBSETS = [{ name: 'zone-a' }, { name: 'zone-b' }, { name: 'zone-c' }]

function stored(conditions: Json[] = [], subsets: Json[] = SUBSETS, generations?: { generation: number; observed: number }): Json {
  const ud = unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible', subsets })
  return {
    ...ud, metadata: { ...ud.metadata, ...(generations ? { generation: generations.generation } : {}) },
    status: { currentRevision: 'ud-r1', updateStatus: { updatedRevision: 'ud-r2' }, conditions, ...(generations ? { observedGeneration: generations.observed } : {}) },
  }
}

/** The child the controller wrote for `subset` at UnitedDeployment revision `revision`, its own revision `own` rolled out. */
function child(subset: string, revision: string, own: string): Json {
  const view = readUnitedDeployment(unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible', subsets: [...SUBSETS, { name: 'zone-old' }] }))
  const rendered = renderSubsetChild(view, { subset: view.subsets.find((s) => s.name === subset)!, revision, replicas: 2, partition: 0 })
  const name = `ud-${subset}-x1`
  return {
    ...rendered, metadata: { ...(rendered.metadata as Json), name, uid: `${name}-uid` },
    status: { replicas: 2, readyReplicas: 2, updatedReplicas: 2, updatedReadyReplicas: 2, availableReplicas: 2, updateRevision: own, currentRevision: own, observedGeneration: 1 },
  }
}

function childPod(name: string, subset: string, revision: string, own: string, stuck = false): Json {
  const p = pod({ name, revision: own, labels: { [LABEL_SUBSET_NAME]: subset, [LABEL_UD_REVISION]: revision }, images: { app: 'registry/app:1' },
    ...(stuck ? { waiting: { app: 'ImagePullBackOff' }, ready: false, running: { app: 'registry/app:0' } } : {}) })
  const owner = { apiVersion: 'apps.kruise.io/v1alpha1', kind: 'CloneSet', name: `ud-${subset}-x1`, uid: `ud-${subset}-x1-uid`, controller: true }
  return { ...p, metadata: { ...p.metadata, namespace: 'shop', ownerReferences: [owner] } }
}

async function cluster(t: Test, options: { conditions?: Json[]; stuck?: boolean; subsets?: Json[]; generations?: { generation: number; observed: number } } = {}) {
  const api = await startFakeApiserver('shop', KRUISE_RELEASED_DISCOVERY)
  t.teardown(() => api.close())
  api.put(UDS, stored(options.conditions, options.subsets, options.generations) as never)
  api.put(CLONESETS, child('zone-a', 'ud-r2', 'a-r1') as never)
  api.put(CLONESETS, child('zone-b', 'ud-r1', 'b-r1') as never)
  api.put(CLONESETS, child('zone-old', 'ud-r1', 'old-r1') as never)
  for (const name of ['a-0', 'a-1']) api.put(PODS, childPod(name, 'zone-a', 'ud-r2', 'a-r1') as never)
  api.put(PODS, childPod('b-0', 'zone-b', 'ud-r1', 'b-r1', options.stuck) as never)
  return api
}

const diagnosed = (api: { kubeconfig: string }, ...args: string[]) => runCli(diagnose, ['-n', 'shop', ...args, '--kubeconfig', api.kubeconfig])

t.test('each subset\'s child against the updated revision, a missing child, a child to delete, then each child\'s own diagnosis', async (t) => {
  const api = await cluster(t)
  const r = await diagnosed(api, 'uniteddeployment/ud')
  t.equal(r.stderr, '')
  t.equal(r.code, 0, 'nothing stalled, no failing condition')
  t.match(r.stdout, /^UnitedDeployment shop\/ud: 3 subsets of CloneSet\n {2}revisions: updated ud-r2, current ud-r1\n/)
  t.match(r.stdout, /\n {2}subset zone-a: CloneSet shop\/ud-zone-a-x1, revision ud-r2 \(updated\), replicas 2, ready 2, Pods 2 \(2 updated\)\n/)
  t.match(r.stdout, /\n {2}subset zone-b: CloneSet shop\/ud-zone-b-x1, revision ud-r1 \(behind the updated revision\), replicas 2, ready 2, Pods 1 \(0 updated\)\n/)
  t.match(r.stdout, /\n {2}subset zone-c: CloneSet shop\/ud-zone-c-\*: none yet \(the controller creates it\)\n/)
  t.match(r.stdout, /\n {2}to be deleted with its Pods [^\n]*: CloneSet shop\/ud-zone-old-x1\n/)
  t.match(r.stdout, /\nDiagnosis: progressing\n/)
  t.match(r.stdout, /\nsubset zone-a: CloneSet shop\/ud-zone-a-x1\nCloneSet shop\/ud-zone-a-x1 \(v1alpha1\): InPlaceIfPossible[^\n]*\n {2}revisions: update a-r1, current a-r1\n[\s\S]*Diagnosis: complete\n/, 'the child\'s own diagnosis, as diagnose cloneset/CHILD gives it')
  t.match(r.stdout, /\nsubset zone-b: CloneSet shop\/ud-zone-b-x1\nCloneSet shop\/ud-zone-b-x1 \(v1alpha1\)/)
  const alone = await diagnosed(api, 'cloneset/ud-zone-a-x1')
  t.ok(r.stdout.includes(alone.stdout), 'exactly the text of diagnose cloneset/CHILD')
  t.notMatch(r.stdout, /subset zone-old: CloneSet/, 'no diagnosis of a child to be deleted')
  const json = JSON.parse((await diagnosed(api, 'ud/ud', '--output', 'json')).stdout)
  t.match(json, {
    kind: 'UnitedDeployment', namespace: 'shop', name: 'ud', childKind: 'CloneSet', updatedRevision: 'ud-r2', failed: false, extra: ['CloneSet shop/ud-zone-old-x1'],
    subsets: [{ subset: 'zone-a', atUpdatedRevision: true, updatedPods: 2 }, { subset: 'zone-b', atUpdatedRevision: false }, { subset: 'zone-c', name: undefined }],
    childDiagnoses: [{ subset: 'zone-a', diagnosis: { kind: 'CloneSet', name: 'ud-zone-a-x1', completed: true } }, { subset: 'zone-b', diagnosis: { kind: 'CloneSet' } }],
  })
  t.notOk(api.requests.some((x) => x.method !== 'GET'), 'read-only')
  t.ok(api.requests.some((x) => x.path.startsWith(`${CLONESETS}?`) && x.path.includes('labelSelector=app%3Dweb')), 'children listed by spec.selector')
})

t.test('exit 1: a child write Kruise refuses, a False condition, or a child whose rollout is stalled', async (t) => {
  // zone-c's patch moves its Pods out of the selector: Kruise's CloneSet webhook refuses to create its child.
  const subsets = [SUBSETS[0], SUBSETS[1], { name: 'zone-c', patch: { metadata: { labels: { app: 'elsewhere' } } } }]
  const refused = await diagnosed(await cluster(t, { subsets, generations: { generation: 3, observed: 2 } }), 'uniteddeployment/ud')
  t.equal(refused.code, 1)
  t.match(refused.stdout, /\n {2}refused: subset zone-c \(CloneSet shop\/ud-zone-c-\*\): Kruise refuses to create the child \(FailedUpdateSubset Event\): [^\n]*`selector` does not match template `labels`\n/)
  t.match(refused.stdout, /\n {2}status: observedGeneration is behind generation/)
  t.match(refused.stdout, /\nDiagnosis: FAILING\n {2}Kruise refuses a child write: every reconcile of the UnitedDeployment fails there, before it writes status/)
  t.notMatch(refused.stdout, /refused: subset zone-[ab]/, 'the kept children\'s next writes are allowed')
  const condition = await cluster(t, { conditions: [{ type: 'SubsetProvisioned', status: 'False', reason: 'Error', message: 'fail to create Subset' }] })
  const r = await diagnosed(condition, 'uniteddeployment/ud')
  t.equal(r.code, 1)
  t.match(r.stdout, /\n {2}failing condition: SubsetProvisioned: Error: fail to create Subset\n[\s\S]*\nDiagnosis: FAILING\n/)
  const stalled = await cluster(t, { stuck: true })
  const s = await diagnosed(stalled, 'uniteddeployment/ud')
  t.equal(s.code, 1, 'zone-b\'s child stalls')
  t.match(s.stdout, /\nsubset zone-b: CloneSet shop\/ud-zone-b-x1\n[\s\S]*Diagnosis: STALLED\n/)
  t.match(JSON.parse((await diagnosed(stalled, 'ud/ud', '--output', 'json')).stdout), { failed: true, childDiagnoses: [{ subset: 'zone-a' }, { subset: 'zone-b', diagnosis: { stalled: true } }] })
})

t.test('lookup: a bare NAME finds the UnitedDeployment; not found is IPG_ERR_NOT_FOUND', async (t) => {
  const api = await cluster(t)
  const bare = await diagnosed(api, 'ud')
  t.equal(bare.code, 0)
  t.match(bare.stdout, /^UnitedDeployment shop\/ud:/)
  const missing = await diagnosed(api, 'uniteddeployments/nope')
  t.equal(missing.code, 2)
  t.equal(missing.stderr, 'inplace-guard: no UnitedDeployment "nope" found in namespace shop [IPG_ERR_NOT_FOUND]\n')
})

t.test('other child kinds: an Advanced StatefulSet child gets its own diagnosis, an apps/v1 Deployment child its subset line only', async (t) => {
  const rows: { kind: 'AdvancedStatefulSet' | 'Deployment'; collection: string; owner: Json; nested: RegExp | undefined }[] = [
    {
      kind: 'AdvancedStatefulSet', collection: '/apis/apps.kruise.io/v1beta1/namespaces/shop/statefulsets',
      owner: { apiVersion: 'apps.kruise.io/v1beta1', kind: 'StatefulSet' },
      nested: /\nsubset zone-a: Advanced StatefulSet shop\/ud-zone-a-x1\nStatefulSet shop\/ud-zone-a-x1 \(v1beta1\): InPlaceIfPossible[\s\S]*Diagnosis: complete\n/,
    },
    { kind: 'Deployment', collection: '/apis/apps/v1/namespaces/shop/deployments', owner: { apiVersion: 'apps/v1', kind: 'ReplicaSet' }, nested: undefined },
  ]
  for (const row of rows) {
    const api = await startFakeApiserver('shop', KRUISE_RELEASED_DISCOVERY)
    t.teardown(() => api.close())
    const object = unitedDeployment(row.kind, { policy: row.kind === 'Deployment' ? undefined : 'InPlaceIfPossible', subsets: [{ name: 'zone-a' }] })
    api.put(UDS, { ...object, status: { currentRevision: 'ud-r1', updateStatus: { updatedRevision: 'ud-r1' } } } as never)
    const view = readUnitedDeployment(object)
    const rendered = renderSubsetChild(view, { subset: view.subsets[0]!, revision: 'ud-r1', replicas: 1, partition: 0 })
    const own = { replicas: 1, readyReplicas: 1, availableReplicas: 1, updatedReplicas: 1, updatedReadyReplicas: 1, currentReplicas: 1, updateRevision: 'a-r1', currentRevision: 'a-r1', observedGeneration: 1 }
    api.put(row.collection, { ...rendered, metadata: { ...(rendered.metadata as Json), name: 'ud-zone-a-x1', uid: 'child-uid', generation: 1 }, status: own } as never)
    const p = pod({ name: 'ud-zone-a-x1-0', revision: 'a-r1', labels: { [LABEL_SUBSET_NAME]: 'zone-a', [LABEL_UD_REVISION]: 'ud-r1' }, images: { app: 'registry/app:1' } })
    api.put(PODS, { ...p, metadata: { ...p.metadata, namespace: 'shop', ownerReferences: [{ ...row.owner, name: 'ud-zone-a-x1', uid: 'child-uid', controller: true }] } } as never)
    const r = await diagnosed(api, 'ud/ud')
    t.equal(r.stderr, '', row.kind)
    t.equal(r.code, 0, row.kind)
    t.match(r.stdout, /\n {2}subset zone-a: [^\n]*shop\/ud-zone-a-x1, revision ud-r1 \(updated\), replicas 1, ready 1, Pods 1 \(1 updated\)\n/, `${row.kind}: the subset line`)
    if (row.nested) t.match(r.stdout, row.nested, `${row.kind}: its own diagnosis`)
    else t.notMatch(r.stdout, /\nsubset zone-a: /, `${row.kind}: no diagnosis of its own`)
    t.ok(api.requests.some((x) => x.path.startsWith(`${row.collection}?`)), `${row.kind}: listed where its kind is served`)
  }
})

t.test('a selector without matchLabels: kruise-manager fails on every child write, said with the fix, exit 1', async (t) => {
  const api = await cluster(t)
  const ud = stored()
  api.put(UDS, { ...ud, spec: { ...ud.spec, selector: { matchExpressions: [{ key: 'app', operator: 'Exists' }] } } } as never)
  const r = await diagnosed(api, 'uniteddeployment/ud')
  t.equal(r.code, 1, 'failing')
  t.match(r.stdout, /\n {2}kruise-manager fails: spec\.selector has no matchLabels: kruise-manager panics and exits each time its UnitedDeployment controller writes a subset's workload [^\n]*; give spec\.selector a matchLabels entry[^\n]*\n/)
  t.match(r.stdout, /\nDiagnosis: FAILING\n {2}while kruise-manager is down, Kruise's own webhooks \(failurePolicy Fail\) refuse every write of its objects, this fix and this UnitedDeployment's deletion too/)
  const json = JSON.parse((await diagnosed(api, 'ud/ud', '--output', 'json')).stdout)
  t.match(json, { failed: true, controllerFailure: /^UnitedDeployment shop\/ud: spec\.selector has no matchLabels: /, advice: [/^while kruise-manager is down, Kruise's own webhooks/] })
  const fixed = await (async () => { api.put(UDS, stored() as never); return diagnosed(api, 'uniteddeployment/ud') })()
  t.notMatch(fixed.stdout, /kruise-manager fails/, 'with matchLabels back, no such line')
})
