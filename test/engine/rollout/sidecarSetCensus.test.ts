import t from 'tap'
import type { Pod } from '../../../src/engine/kube/pod.js'
import { sidecarSetCensus, sidecarSetNamespaceScope, sidecarSetReachesNamespace } from '../../../src/engine/rollout/sidecarSetCensus.js'
import { type SidecarSetView, readSidecarSet } from '../../../src/engine/workloads/sidecarSet.js'
import { injectionAnnotations } from '../support/sidecarSets.js'

/**
 * A SidecarSet's running Pods as Kruise's SidecarSet controller sees them: the Pods carry the annotations Kruise's
 * Pod webhook writes at injection and, where the controller marked them, the SidecarSetUpgradable condition.
 */
type Json = Record<string, any>

function view(image: string, options: { env?: string; strategy?: Json; spec?: Json; apiVersion?: string } = {}): SidecarSetView {
  return readSidecarSet({
    apiVersion: options.apiVersion ?? 'apps.kruise.io/v1alpha1', kind: 'SidecarSet', metadata: { name: 'mesh' },
    spec: {
      selector: { matchLabels: { app: 'web' } }, updateStrategy: options.strategy ?? {}, ...options.spec,
      containers: [{ name: 'proxy', image, env: [{ name: 'L', value: options.env ?? 'info' }] }],
    },
  }, '1.9')
}

interface PodOptions { namespace?: string; labels?: Json; marked?: Json; phase?: string }

function pod(name: string, from: SidecarSetView | undefined, options: PodOptions = {}): Pod {
  const annotations = injectionAnnotations(from)
  const image = from?.containers[0]!.image ?? 'envoy:1.30'
  const conditions: Json[] = [{ type: 'Ready', status: 'True' }]
  if (options.marked) conditions.push({ type: 'SidecarSetUpgradable', status: Object.values(options.marked).every(Boolean) ? 'True' : 'False', message: JSON.stringify(options.marked) })
  const containers = from ? [{ name: 'proxy', image }, { name: 'app', image: 'app:1' }] : [{ name: 'app', image: 'app:1' }]
  return {
    metadata: { name, namespace: options.namespace ?? 'shop', labels: options.labels ?? { app: 'web' }, annotations },
    spec: { containers },
    status: {
      phase: options.phase ?? 'Running', conditions,
      containerStatuses: containers.map((c) => ({ name: c.name, image: c.image, imageID: c.image, ready: true })),
    },
  } as unknown as Pod
}

const old = view('envoy:1.30')

t.test('counts by what the controller does to each Pod, naming the Pods it leaves behind', async (t) => {
  const rows: { name: string; next: SidecarSetView; pods: Pod[]; want: Json }[] = [
    {
      name: 'an image change: every injected Pod is upgradable, one a round (maxUnavailable 1)',
      next: view('envoy:1.31'),
      pods: [pod('a', old), pod('b', old), pod('c', undefined), pod('d', old, { labels: { app: 'other' } })],
      want: { selected: 3, matched: 2, updated: 0, upgradable: 2, thisRound: 1, neverUpgradable: [], notInjected: ['shop/c'] },
    },
    {
      name: 'an env change: never upgradable, and the condition Kruise already set is read',
      next: view('envoy:1.31', { env: 'debug' }),
      pods: [pod('a', old, { marked: { mesh: false } }), pod('b', old), pod('c', view('envoy:1.31', { env: 'debug' }))],
      want: { selected: 3, matched: 3, updated: 1, upgradable: 0, thisRound: 0, neverUpgradable: ['shop/a', 'shop/b'], markedNotUpgradable: ['shop/a'] },
    },
    {
      name: 'another SidecarSet\'s mark is not this one\'s',
      next: view('envoy:1.30'),
      pods: [pod('a', old, { marked: { mesh: true, other: false } })],
      want: { updated: 1, markedNotUpgradable: [] },
    },
    {
      name: 'paused holds every outdated Pod; finished Pods do not count',
      next: view('envoy:1.31', { strategy: { paused: true } }),
      pods: [pod('a', old), pod('b', old), pod('c', old, { phase: 'Succeeded' })],
      want: { selected: 2, matched: 2, upgradable: 0, heldBack: { notUpdate: 0, paused: 2, outsideSelector: 0, partition: 0, upgrading: 0 } },
    },
    {
      name: 'a partition holds Pods back',
      next: view('envoy:1.31', { strategy: { partition: 2, maxUnavailable: 3 } }),
      pods: [pod('a', old), pod('b', old), pod('c', old)],
      want: { upgradable: 3, thisRound: 1, heldBack: { notUpdate: 0, paused: 0, outsideSelector: 0, partition: 2, upgrading: 0 } },
    },
    {
      name: 'v1alpha1 spec.namespace: Pods elsewhere are not its own',
      next: view('envoy:1.31', { spec: { namespace: 'shop' } }),
      pods: [pod('a', old), pod('b', old, { namespace: 'other' })],
      want: { selected: 1, matched: 1 },
    },
  ]
  for (const row of rows) t.match(sidecarSetCensus(row.next, row.pods), row.want, row.name)
})

t.test('messages name the SidecarSet, the Pods and what to do; lists are bounded', async (t) => {
  const next = view('envoy:1.31', { env: 'debug' })
  const pods = Array.from({ length: 8 }, (_, i) => pod(`p${i}`, old))
  const census = sidecarSetCensus(next, pods)
  t.equal(census.neverUpgradable.length, 8)
  const line = census.messages.find((m) => m.includes('never be upgraded'))!
  t.match(line, /^SidecarSet mesh: 8 Pods \(shop\/p0, shop\/p1, shop\/p2, shop\/p3, shop\/p4 and 3 more\) can never be upgraded in place/)
  t.match(line, /SidecarSetUpgradable=False/)
  t.notMatch(census.messages.join('\n'), /debug|info/, 'no env values')
})

t.test('namespace scope: spec.namespace wins over namespaceSelector; v1beta1 has only the selector', async (t) => {
  const both = view('x', { spec: { namespace: 'shop', namespaceSelector: { matchLabels: { team: 'a' } } } })
  t.same(sidecarSetNamespaceScope(both), { namespace: 'shop' })
  t.ok(sidecarSetReachesNamespace(both, { name: 'shop' }))
  t.notOk(sidecarSetReachesNamespace(both, { name: 'other', labels: { team: 'a' } }))
  const selector = view('x', { apiVersion: 'apps.kruise.io/v1beta1', spec: { namespace: 'shop', namespaceSelector: { matchLabels: { team: 'a' } } } })
  t.same(sidecarSetNamespaceScope(selector), { namespaceSelector: { matchLabels: { team: 'a' } } })
  t.ok(sidecarSetReachesNamespace(selector, { name: 'other', labels: { team: 'a' } }))
  t.notOk(sidecarSetReachesNamespace(selector, { name: 'shop' }))
  t.same(sidecarSetNamespaceScope(view('x')), {})
  t.ok(sidecarSetReachesNamespace(view('x'), { name: 'anything' }))
})

t.test('one Pod: the verbs agree', async (t) => {
  const census = sidecarSetCensus(view('envoy:1.31', { env: 'debug' }), [pod('a', old, { marked: { mesh: false } }), pod('c', undefined)])
  t.match(census.messages.join('\n'), /2 Pods match spec\.selector; 1 runs its sidecars/)
  t.match(census.messages.join('\n'), /1 Pod \(shop\/a\) carries SidecarSetUpgradable=False/)
  t.match(census.messages.join('\n'), /1 Pod \(shop\/c\) matches spec\.selector but was created before it/)
})
