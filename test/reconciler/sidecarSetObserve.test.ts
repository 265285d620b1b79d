import { Registry } from 'prom-client'
import t from 'tap'
import { resolveGates } from '../../src/engine/kruise/gates.js'
import type { Pod } from '../../src/engine/kube/pod.js'
import { type SidecarSetView, readSidecarSet } from '../../src/engine/workloads/sidecarSet.js'
import { Controller } from '../../src/reconciler/controller.js'
import { MemoryCluster } from '../../src/reconciler/memoryCluster.js'
import { createReconcilerMetrics } from '../../src/reconciler/metrics.js'
import { Reconciler } from '../../src/reconciler/reconciler.js'
import { ANNOTATION_SIDECAR_PODS } from '../../src/reconciler/sidecarSetObserver.js'
import { SIMULATION_START } from '../../src/reconciler/simulation.js'
import { injectionAnnotations } from '../engine/support/sidecarSets.js'

/**
 * Observe mode shows a SidecarSet's Pods: the Pods carry what Kruise's Pod webhook wrote when it injected them (the
 * injected list and the two hashes), the SidecarSet is then edited; the reconciler publishes the census, tells once
 * when Pods are left behind for good, and never writes a Pod.
 */
type Json = Record<string, any>
const gates = resolveGates()

function sidecarSet(image: string, options: { env?: string; spec?: Json; apiVersion?: string } = {}): Json {
  return {
    apiVersion: options.apiVersion ?? 'apps.kruise.io/v1alpha1', kind: 'SidecarSet', metadata: { name: 'mesh' },
    spec: {
      selector: { matchLabels: { app: 'web' } }, ...options.spec,
      containers: [{ name: 'proxy', image, env: [{ name: 'LEVEL', value: options.env ?? 'info' }] }],
    },
  }
}

const view = (obj: Json): SidecarSetView => readSidecarSet(obj, '1.9')

/** A running Pod as Kruise's webhook left it: injected by `from` (its hashes), or never injected. */
function pod(name: string, namespace: string, from: SidecarSetView | undefined, labels: Json = { app: 'web' }): Pod {
  const annotations = injectionAnnotations(from)
  const containers = from ? [{ name: 'proxy', image: from.containers[0]!.image }, { name: 'app', image: 'app:1' }] : [{ name: 'app', image: 'app:1' }]
  return {
    apiVersion: 'v1', kind: 'Pod',
    metadata: { name, namespace, labels, annotations, uid: `uid-${namespace}-${name}` },
    spec: { containers },
    status: {
      phase: 'Running', conditions: [{ type: 'Ready', status: 'True' }],
      containerStatuses: containers.map((c) => ({ name: c.name, image: c.image, imageID: c.image, ready: true })),
    },
  } as unknown as Pod
}

const injectedAt = sidecarSet('envoy:1.30')

function setup(next: Json, pods: Pod[], namespaces: Json[] = []) {
  const store = new MemoryCluster({ now: () => SIMULATION_START })
  for (const ns of namespaces) store.applyObject({ apiVersion: 'v1', kind: 'Namespace', metadata: ns as { name: string } })
  for (const p of pods) store.storePod(p, 'ADDED')
  store.applyObject(next as never)
  const registry = new Registry()
  const metrics = createReconcilerMetrics(registry)
  const reconciler = new Reconciler({ cluster: store.client('observer'), mode: 'observe', gates, now: () => SIMULATION_START, metrics })
  const annotation = () => JSON.parse(store.object('apps.kruise.io/v1alpha1', 'SidecarSet', '', 'mesh')!.metadata.annotations![ANNOTATION_SIDECAR_PODS]!)
  const gauge = async () => {
    const metric = (await registry.getMetricsAsJSON()).find((m) => m.name === 'inplace_guard_sidecarset_pods')
    return Object.fromEntries((metric?.values ?? []).map((v) => [`${v.labels.sidecarset}/${v.labels.state}`, v.value]))
  }
  return { store, reconciler, annotation, gauge, writes: () => store.writes.filter((w) => w.actor === 'observer').map((w) => `${w.verb} ${w.kind} ${w.name}`) }
}

t.test('an image change: the census on the SidecarSet as an annotation and a gauge per state; no Pod written; a second pass writes nothing', async (t) => {
  const old = view(injectedAt)
  const { reconciler, annotation, gauge, writes } = setup(sidecarSet('envoy:1.31'), [
    pod('a', 'shop', old), pod('b', 'shop', old), pod('c', 'shop', undefined), pod('d', 'shop', old, { app: 'other' }),
  ])
  const result = await reconciler.reconcile('', 'mesh', 'SidecarSet')
  t.equal(result.error, undefined)
  t.same(annotation(), {
    selected: 3, matched: 2, updated: 0, upgradable: 2, thisRound: 1,
    heldBack: { notUpdate: 0, paused: 0, outsideSelector: 0, partition: 0, upgrading: 0 },
    neverUpgradable: { count: 0, pods: [] }, markedNotUpgradable: 0, notInjected: 1,
  })
  t.same(writes(), ['patch SidecarSet mesh'], 'one annotation patch, no Pod write, no Event')
  t.match(await gauge(), { 'mesh/selected': 3, 'mesh/matched': 2, 'mesh/upgradable': 2, 'mesh/this_round': 1, 'mesh/never_upgradable': 0, 'mesh/not_injected': 1 })
  const again = await reconciler.reconcile('', 'mesh', 'SidecarSet')
  t.equal(again.writes, 0, 'unchanged: no second write')
  t.same(writes(), ['patch SidecarSet mesh'])
})

t.test('more than images changed: Pods never upgradable are named (up to 10) and told once as a SidecarPodsLeftBehind Warning', async (t) => {
  const old = view(injectedAt)
  const pods = Array.from({ length: 12 }, (_, i) => pod(`p${String(i).padStart(2, '0')}`, 'shop', old))
  const { store, reconciler, annotation, gauge, writes } = setup(sidecarSet('envoy:1.31', { env: 'debug' }), pods)
  await reconciler.reconcile('', 'mesh', 'SidecarSet')
  const published = annotation()
  t.equal(published.neverUpgradable.count, 12)
  t.same(published.neverUpgradable.pods, pods.slice(0, 10).map((p) => `shop/${p.metadata.name}`), 'the first 10 names')
  t.equal(published.upgradable, 0)
  const events = store.allEvents().filter((e) => e.reason === 'SidecarPodsLeftBehind')
  t.equal(events.length, 1)
  t.match(events[0], { type: 'Warning', namespace: 'default', involvedObject: { kind: 'SidecarSet', name: 'mesh' } })
  t.equal(events[0]!.message,
    '12 Pods keep the old sidecars of SidecarSet mesh for good (shop/p00, shop/p01, shop/p02, shop/p03, shop/p04 and 7 more): more than sidecar images ' +
    'changed since they were injected, and only an image change reaches running Pods; they get the new sidecars when they are recreated')
  t.notMatch(events[0]!.message, /debug|LEVEL/, 'no env value of the SidecarSet or the Pods')
  t.equal((await gauge())['mesh/never_upgradable'], 12)
  t.same(writes(), ['patch SidecarSet mesh', 'create Event mesh'])

  // One more Pod left behind: the annotation changes, but the count did not grow from zero: no second Event.
  store.storePod(pod('p12', 'shop', old), 'ADDED')
  const more = await reconciler.reconcile('', 'mesh', 'SidecarSet')
  t.equal(more.writes, 1)
  t.equal(annotation().neverUpgradable.count, 13)
  t.equal(store.allEvents().filter((e) => e.reason === 'SidecarPodsLeftBehind').length, 1, 'told once')
  t.equal(store.writes.filter((w) => w.kind === 'Pod' && w.actor === 'observer').length, 0, 'never a Pod write')
})

t.test('namespace scope: a namespaceSelector reaches the namespaces whose labels match; v1alpha1 spec.namespace one namespace', async (t) => {
  const old = view(injectedAt)
  const pods = [pod('a', 'shop', old), pod('b', 'shop', old), pod('c', 'batch', old)]
  const namespaces = [{ name: 'shop', labels: { mesh: 'on' } }, { name: 'batch', labels: {} }]
  const bySelector = setup(sidecarSet('envoy:1.31', { spec: { namespaceSelector: { matchLabels: { mesh: 'on' } } } }), pods, namespaces)
  await bySelector.reconciler.reconcile('', 'mesh', 'SidecarSet')
  t.match(bySelector.annotation(), { selected: 2, matched: 2 }, 'only the labelled namespace')
  const everywhere = setup(sidecarSet('envoy:1.31'), pods, namespaces)
  await everywhere.reconciler.reconcile('', 'mesh', 'SidecarSet')
  t.match(everywhere.annotation(), { selected: 3 }, 'no scope: every namespace')
  const one = setup(sidecarSet('envoy:1.31', { spec: { namespace: 'batch' } }), pods, namespaces)
  await one.reconciler.reconcile('', 'mesh', 'SidecarSet')
  t.match(one.annotation(), { selected: 1 }, 'spec.namespace: batch only')
})

t.test('a SidecarSet that cannot be read is reported, not published; a deleted one drops its gauge series', async (t) => {
  const { store, reconciler, gauge } = setup(sidecarSet('envoy:1.31'), [pod('a', 'shop', view(injectedAt))])
  await reconciler.reconcile('', 'mesh', 'SidecarSet')
  t.equal((await gauge())['mesh/selected'], 1)
  const stored = store.object('apps.kruise.io/v1alpha1', 'SidecarSet', '', 'mesh')!
  store.storeObject({ ...stored, spec: { containers: 'not a list' } })
  const bad = await reconciler.reconcile('', 'mesh', 'SidecarSet')
  t.match(bad.error, /SidecarSet mesh cannot be read: .*spec\.containers/)
  t.equal(bad.writes, 0)

  store.deleteObject('apps.kruise.io/v1alpha1', 'SidecarSet', '', 'mesh')
  const gone = await reconciler.reconcile('', 'mesh', 'SidecarSet')
  t.same(gone, { writes: 0, started: [] }, 'a SidecarSet that is gone: nothing to do...')
  t.same(await gauge(), {}, '...and its gauge series are removed')
})

t.test('active mode does not take SidecarSets (the embedded cluster does not play them)', async (t) => {
  const store = new MemoryCluster({ now: () => SIMULATION_START })
  store.applyObject(sidecarSet('envoy:1.31') as never)
  const reconciler = new Reconciler({ cluster: store.client('active'), mode: 'active', gates, now: () => SIMULATION_START })
  t.same(reconciler.viewKinds, [])
  const result = await reconciler.reconcile('', 'mesh', 'SidecarSet')
  t.match(result.error, /does not play SidecarSets/)
  t.equal(store.writes.length, 0)
})

t.test('the controller re-observes a SidecarSet when a Pod it injected changes', async (t) => {
  const old = view(injectedAt)
  const { store, reconciler, annotation } = setup(sidecarSet('envoy:1.31'), [pod('a', 'shop', old)])
  const logger = { debug() {}, info() {}, warn() {}, error() {} }
  const controller = new Controller({ cluster: store.client('observer'), reconciler, logger, resyncMs: 0 })
  await controller.start()
  t.teardown(() => controller.stop())
  await controller.drained()
  t.equal(annotation().selected, 1, 'observed at start')
  // A workload's Pod (the reconciler's Pod watch selects controller-revision-hash).
  store.storePod(pod('b', 'shop', old, { app: 'web', 'controller-revision-hash': 'web-1' }), 'ADDED')
  const end = Date.now() + 5000
  while (annotation().selected !== 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 50))
  t.equal(annotation().selected, 2, 'the new Pod\'s event (it names the SidecarSet in kruise.io/sidecarset-injected-list) re-queued it')
})
