import { Registry } from 'prom-client'
import t from 'tap'
import { resolveGates } from '../../src/engine/kruise/gates.js'
import type { Pod } from '../../src/engine/kube/pod.js'
import { DEFAULT_KRUISE_RELEASE } from '../../src/engine/kruise/releases.js'
import { readUnitedDeployment } from '../../src/engine/workloads/unitedDeployment.js'
import { LABEL_SUBSET_NAME, LABEL_UD_REVISION, renderSubsetChild } from '../../src/engine/workloads/unitedDeploymentChild.js'
import { unitedDeploymentRevisionName } from '../../src/engine/workloads/unitedDeploymentRevision.js'
import type { WorkloadObject } from '../../src/reconciler/cluster.js'
import { Controller } from '../../src/reconciler/controller.js'
import { MemoryCluster } from '../../src/reconciler/memoryCluster.js'
import { createReconcilerMetrics } from '../../src/reconciler/metrics.js'
import { Reconciler } from '../../src/reconciler/reconciler.js'
import { SIMULATION_START } from '../../src/reconciler/simulation.js'
import { ANNOTATION_SUBSET_CHILDREN } from '../../src/reconciler/unitedDeploymentObserver.js'
import { type Json, unitedDeployment } from '../engine/support/unitedDeployments.js'

/**
 * Observe mode shows a UnitedDeployment's subsets: the children its controller wrote (at which of its revisions), how
 * many of each subset's Pods run the updated revision, and a child write that failed. Nothing but the
 * UnitedDeployment's annotation and an Event is ever written.
 */
const gates = resolveGates()
const OWNER = { apiVersion: 'apps.kruise.io/v1alpha1', kind: 'UnitedDeployment', name: 'ud', uid: 'ud-uid', controller: true }

function stored(kind: 'CloneSet' | 'StatefulSet', conditions: Json[] = []): Json {
  return {
    ...unitedDeployment(kind, { policy: kind === 'CloneSet' ? 'InPlaceIfPossible' : 'RollingUpdate' }),
    status: { currentRevision: 'ud-r1', updateStatus: { updatedRevision: 'ud-r2' }, conditions },
  }
}

function child(name: string, subset: string, revision: string, apiVersion = 'apps.kruise.io/v1alpha1', kind = 'CloneSet'): Json {
  return {
    apiVersion, kind,
    metadata: { name, namespace: 'shop', uid: `${name}-uid`, labels: { app: 'web', [LABEL_SUBSET_NAME]: subset, [LABEL_UD_REVISION]: revision }, ownerReferences: [OWNER] },
    spec: { replicas: 2, selector: { matchLabels: { app: 'web', [LABEL_SUBSET_NAME]: subset } }, updateStrategy: { partition: 0 } },
    status: { readyReplicas: 2 },
  }
}

function pod(name: string, subset: string, revision: string): Pod {
  return {
    apiVersion: 'v1', kind: 'Pod',
    metadata: {
      name, namespace: 'shop', uid: `${name}-uid`,
      labels: { app: 'web', [LABEL_SUBSET_NAME]: subset, [LABEL_UD_REVISION]: revision, 'controller-revision-hash': `x-${revision}` },
      annotations: { 'example.com/secret-ish': 'do-not-echo' },
    },
    spec: { containers: [{ name: 'app', image: 'registry/app:1', env: [{ name: 'TOKEN', value: 'do-not-echo' }] }] },
    status: { phase: 'Running', conditions: [{ type: 'Ready', status: 'True' }] },
  } as unknown as Pod
}

function setup(ud: Json, children: Json[], pods: Pod[]) {
  const store = new MemoryCluster({ now: () => SIMULATION_START })
  for (const c of children) {
    if (c.apiVersion.startsWith('apps.kruise.io/')) store.storeWorkload(c as WorkloadObject, 'ADDED')
    else store.applyObject(c as never)
  }
  for (const p of pods) store.storePod(p, 'ADDED')
  store.applyObject(ud as never)
  const registry = new Registry()
  const reconciler = new Reconciler({ cluster: store.client('observer'), mode: 'observe', gates, now: () => SIMULATION_START, metrics: createReconcilerMetrics(registry) })
  const raw = () => store.object('apps.kruise.io/v1alpha1', 'UnitedDeployment', 'shop', 'ud')!
  const annotation = () => JSON.parse(raw().metadata.annotations![ANNOTATION_SUBSET_CHILDREN]!)
  const metric = async (name: string) => {
    const m = (await registry.getMetricsAsJSON()).find((x) => x.name === name)
    return Object.fromEntries((m?.values ?? []).map((v) => [Object.values(v.labels).join('/'), v.value]))
  }
  const writes = () => store.writes.filter((w) => w.actor === 'observer').map((w) => `${w.verb} ${w.kind} ${w.name}`)
  return { store, reconciler, raw, annotation, metric, writes }
}

t.test('CloneSet children: each subset\'s child, revision and Pods as an annotation on the UnitedDeployment; metrics; no other write; a second pass writes nothing', async (t) => {
  const { reconciler, annotation, metric, writes } = setup(stored('CloneSet'),
    [child('ud-zone-a-x1', 'zone-a', 'ud-r2'), child('ud-zone-b-y2', 'zone-b', 'ud-r1'), child('ud-zone-c-z3', 'zone-c', 'ud-r1')],
    [pod('a1', 'zone-a', 'ud-r2'), pod('a2', 'zone-a', 'ud-r1'), pod('b1', 'zone-b', 'ud-r1')])
  const result = await reconciler.reconcile('shop', 'ud', 'UnitedDeployment')
  t.equal(result.error, undefined)
  t.same(annotation(), {
    updatedRevision: 'ud-r2',
    subsets: [
      { subset: 'zone-a', child: 'ud-zone-a-x1', kind: 'CloneSet', revision: 'ud-r2', atUpdatedRevision: true, replicas: 2, ready: 2, pods: 2, updatedPods: 1 },
      { subset: 'zone-b', child: 'ud-zone-b-y2', kind: 'CloneSet', revision: 'ud-r1', atUpdatedRevision: false, replicas: 2, ready: 2, pods: 1, updatedPods: 0 },
    ],
    extra: ['CloneSet shop/ud-zone-c-z3'],
    failing: [],
    refused: [],
  })
  t.same(writes(), ['patch UnitedDeployment ud'], 'one annotation patch: no child, no Pod, no Event')
  t.same(await metric('inplace_guard_uniteddeployment_subset_pods'), {
    'shop/ud/zone-a/pods': 2, 'shop/ud/zone-a/updated': 1, 'shop/ud/zone-b/pods': 1, 'shop/ud/zone-b/updated': 0,
  })
  t.same(await metric('inplace_guard_uniteddeployment_subsets_behind'), { 'shop/ud': 1 })
  t.same(await metric('inplace_guard_uniteddeployment_refused_writes'), { 'shop/ud': 0 })
  t.notMatch(JSON.stringify(annotation()), /do-not-echo/, 'nothing of the Pods\' env or annotations')
  const again = await reconciler.reconcile('shop', 'ud', 'UnitedDeployment')
  t.equal(again.writes, 0, 'unchanged: no second write')
})

t.test('apps/v1 StatefulSet and Deployment children are listed from their own API group (an Advanced StatefulSet is not an apps/v1 one)', async (t) => {
  const { reconciler, annotation } = setup(stored('StatefulSet'),
    [child('ud-zone-a-x1', 'zone-a', 'ud-r2', 'apps/v1', 'StatefulSet'), child('ud-zone-b-y2', 'zone-b', 'ud-r2', 'apps.kruise.io/v1beta1', 'StatefulSet')], [])
  await reconciler.reconcile('shop', 'ud', 'UnitedDeployment')
  t.match(annotation().subsets, [{ subset: 'zone-a', child: 'ud-zone-a-x1', kind: 'StatefulSet', atUpdatedRevision: true }, { subset: 'zone-b', child: null }])
  const deployments = setup({ ...unitedDeployment('Deployment'), status: { updateStatus: { updatedRevision: 'ud-r2' } } },
    [child('ud-zone-a-x1', 'zone-a', 'ud-r1', 'apps/v1', 'Deployment'), child('ud-zone-b-y2', 'zone-b', 'ud-r2', 'apps/v1', 'StatefulSet')], [])
  await deployments.reconciler.reconcile('shop', 'ud', 'UnitedDeployment')
  t.match(deployments.annotation().subsets, [{ subset: 'zone-a', child: 'ud-zone-a-x1', kind: 'Deployment', revision: 'ud-r1', atUpdatedRevision: false }, { subset: 'zone-b', child: null }],
    'Deployment children: the template\'s kind only')
})

t.test('a False SubsetUpdated condition is told once as a SubsetUpdateFailed Warning, and again only for a new failure', async (t) => {
  const failed = (message: string) => [{ type: 'SubsetUpdated', status: 'False', reason: 'Error', message }]
  const { store, reconciler, raw, annotation, metric } = setup(stored('CloneSet', failed('admission webhook "validate.inplace-guard.kruise.io" denied the request: recreates Pods')), [], [])
  await reconciler.reconcile('shop', 'ud', 'UnitedDeployment')
  t.same(annotation().failing, ['SubsetUpdated: Error: admission webhook "validate.inplace-guard.kruise.io" denied the request: recreates Pods'])
  const events = () => store.allEvents().filter((e) => e.reason === 'SubsetUpdateFailed')
  t.equal(events().length, 1)
  t.match(events()[0], {
    type: 'Warning', namespace: 'shop', involvedObject: { kind: 'UnitedDeployment', name: 'ud' },
    message: 'a subset\'s child cannot be written, so its Pods stay at their revision: SubsetUpdated: Error: admission webhook "validate.inplace-guard.kruise.io" denied the request: recreates Pods',
  })
  t.same(await metric('inplace_guard_uniteddeployment_failing_conditions'), { 'shop/ud': 1 })
  await reconciler.reconcile('shop', 'ud', 'UnitedDeployment')
  t.equal(events().length, 1, 'the same failure: told once')
  store.storeObject({ ...raw(), status: { ...(raw().status as Json), conditions: failed('another error') } })
  await reconciler.reconcile('shop', 'ud', 'UnitedDeployment')
  t.equal(events().length, 2, 'a new failure: told again')
  store.storeObject({ ...raw(), status: { ...(raw().status as Json), conditions: failed(`long ${'x'.repeat(5000)}`) } })
  await reconciler.reconcile('shop', 'ud', 'UnitedDeployment')
  t.equal(annotation().failing[0].length, 300, 'a long condition message is cut in the annotation...')
  t.ok(events().at(-1)!.message.length < 400, '...and in the Event')
  store.storeObject({ ...raw(), status: { ...(raw().status as Json), conditions: [{ type: 'SubsetUpdated', status: 'True' }] } })
  await reconciler.reconcile('shop', 'ud', 'UnitedDeployment')
  t.same(annotation().failing, [])
  t.equal(events().length, 3)
})

t.test('a child write Kruise refuses (its reconcile then fails before any status is written): told once as a SubsetUpdateFailed Warning, counted, and cleared once the spec is fixed', async (t) => {
  const envPatch = { spec: { containers: [{ name: 'app', env: [{ name: 'ZONE', value: 'a' }] }] } }
  const ud = (image: string, patched: boolean): Json => ({
    ...unitedDeployment('CloneSet', { policy: 'InPlaceOnly', image, subsets: [{ name: 'zone-a', ...(patched ? { patch: envPatch } : {}) }, { name: 'zone-b' }] }),
    status: { updateStatus: { updatedRevision: 'ud-r1' } },
  })
  const old = readUnitedDeployment(ud('registry/app:1', false))
  const revision = unitedDeploymentRevisionName(old, { gates, release: DEFAULT_KRUISE_RELEASE })
  const children = old.subsets.map((subset) => {
    const rendered = renderSubsetChild(old, { subset, revision, replicas: 2, partition: 0 })
    return { ...rendered, metadata: { ...(rendered.metadata as Json), name: `ud-${subset.name}-x1`, uid: `ud-${subset.name}-x1-uid` } }
  })
  const { store, reconciler, raw, annotation, metric } = setup(ud('registry/app:2', true), children, [])
  await reconciler.reconcile('shop', 'ud', 'UnitedDeployment')
  t.match(annotation().refused, [/^subset zone-a \(CloneSet shop\/ud-zone-a-x1\): Kruise refuses the controller's update of the child \(FailedUpdateSubset Event\): the subset keeps its old template: CloneSet's webhook refuses/])
  t.equal(annotation().refused.length, 1, 'zone-b\'s image change is allowed')
  const events = () => store.allEvents().filter((e) => e.reason === 'SubsetUpdateFailed')
  t.match(events(), [{ type: 'Warning', message: /^a subset's child cannot be written, so its Pods stay at their revision: subset zone-a / }])
  t.same(await metric('inplace_guard_uniteddeployment_refused_writes'), { 'shop/ud': 1 })
  await reconciler.reconcile('shop', 'ud', 'UnitedDeployment')
  t.equal(events().length, 1, 'the same refusal: told once')
  store.storeObject({ ...raw(), spec: ud('registry/app:2', false).spec })
  await reconciler.reconcile('shop', 'ud', 'UnitedDeployment')
  t.same(annotation().refused, [], 'the patch removed: nothing refused')
  t.same(await metric('inplace_guard_uniteddeployment_refused_writes'), { 'shop/ud': 0 })
})

t.test('a selector without matchLabels (kruise-manager fails on every child write): annotated, told once as a SubsetUpdateFailed Warning, gauged, cleared once fixed', async (t) => {
  const ud = stored('CloneSet')
  const broken = { ...ud, spec: { ...ud.spec, selector: { matchExpressions: [{ key: 'app', operator: 'Exists' }] } } }
  const { store, reconciler, raw, annotation, metric } = setup(broken, [child('ud-zone-a-x1', 'zone-a', 'ud-r1'), child('ud-zone-b-x1', 'zone-b', 'ud-r1')], [pod('a-0', 'zone-a', 'ud-r1')])
  await reconciler.reconcile('shop', 'ud', 'UnitedDeployment')
  t.match(annotation().controllerFailure, /^UnitedDeployment shop\/ud: spec\.selector has no matchLabels: kruise-manager panics and exits/)
  t.match(annotation().controllerFailure, /; give spec\.selector a matchLabels entry with a label of the child template \(e\.g\. app\), beside its matchExpressions$/, 'whole, with its remedy')
  t.same(annotation().subsets.map((s: Json) => s.child), ['ud-zone-a-x1', 'ud-zone-b-x1'], 'its children found by matchExpressions')
  const events = () => store.allEvents().filter((e) => e.reason === 'SubsetUpdateFailed')
  t.match(events(), [{ type: 'Warning', message: /^a subset's child cannot be written, so its Pods stay at their revision: UnitedDeployment shop\/ud: spec\.selector has no matchLabels/ }])
  t.same(await metric('inplace_guard_uniteddeployment_controller_failing'), { 'shop/ud': 1 })
  await reconciler.reconcile('shop', 'ud', 'UnitedDeployment')
  t.equal(events().length, 1, 'told once')
  store.storeObject({ ...raw(), spec: ud.spec })
  await reconciler.reconcile('shop', 'ud', 'UnitedDeployment')
  t.equal(annotation().controllerFailure, undefined, 'matchLabels back: no failure')
  t.same(await metric('inplace_guard_uniteddeployment_controller_failing'), { 'shop/ud': 0 })
})

t.test('a UnitedDeployment that is gone drops its metrics; one that cannot be read is reported', async (t) => {
  const { store, reconciler, metric } = setup(stored('CloneSet'), [child('ud-zone-a-x1', 'zone-a', 'ud-r2')], [pod('a1', 'zone-a', 'ud-r2')])
  await reconciler.reconcile('shop', 'ud', 'UnitedDeployment')
  t.equal((await metric('inplace_guard_uniteddeployment_subset_pods'))['shop/ud/zone-a/pods'], 1)
  store.deleteObject('apps.kruise.io/v1alpha1', 'UnitedDeployment', 'shop', 'ud')
  t.same(await reconciler.reconcile('shop', 'ud', 'UnitedDeployment'), { writes: 0, started: [] })
  t.same(await metric('inplace_guard_uniteddeployment_subset_pods'), {})
  t.same(await metric('inplace_guard_uniteddeployment_subsets_behind'), {})
  store.applyObject({ ...stored('CloneSet'), spec: { selector: { matchLabels: { app: 'web' } }, template: {} } } as never)
  const bad = await reconciler.reconcile('shop', 'ud', 'UnitedDeployment')
  t.match(bad.error, /UnitedDeployment shop\/ud cannot be read: .*statefulSetTemplate/)
})

t.test('the controller re-observes a UnitedDeployment when a child it owns changes and when a Pod of a subset changes', async (t) => {
  const a = child('ud-zone-a-x1', 'zone-a', 'ud-r2')
  const { store, reconciler, annotation } = setup(stored('CloneSet'), [a], [pod('a1', 'zone-a', 'ud-r1')])
  const logger = { debug() {}, info() {}, warn() {}, error() {} }
  const controller = new Controller({ cluster: store.client('observer'), reconciler, logger, resyncMs: 0 })
  await controller.start()
  t.teardown(() => controller.stop())
  await controller.drained()
  t.match(annotation().subsets[0], { ready: 2, pods: 1, updatedPods: 0 })
  const waitFor = async (ok: () => boolean) => {
    const end = Date.now() + 5000
    while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 50))
  }
  store.storeWorkload({ ...store.workload('CloneSet', 'shop', 'ud-zone-a-x1')!, status: { readyReplicas: 1 } }, 'MODIFIED')
  await waitFor(() => annotation().subsets[0].ready === 1)
  t.equal(annotation().subsets[0].ready, 1, 'the child\'s event (it names the UnitedDeployment as its controller) re-queued it')
  store.storePod(pod('a1', 'zone-a', 'ud-r2'), 'MODIFIED')
  await waitFor(() => annotation().subsets[0].updatedPods === 1)
  t.equal(annotation().subsets[0].updatedPods, 1, 'a Pod of a subset re-queued the UnitedDeployments of its namespace')
})
