import t from 'tap'
import type { KruiseRelease } from '../../../src/engine/kruise/releases.js'
import type { Pod } from '../../../src/engine/kube/pod.js'
import { nextSidecarSetUpgrades } from '../../../src/engine/rollout/sidecarSetUpgradeOrder.js'
import { injectSidecarSet } from '../../../src/engine/update/sidecarSetInjection.js'
import { readSidecarSet } from '../../../src/engine/workloads/sidecarSet.js'

/**
 * Which Pods one SidecarSet controller round upgrades (sidecarset_strategy.go GetNextUpgradePods, SortUpdateIndexes,
 * v1.9.1 and v1.8.3): not-ready first, then newer first (ActivePods), then priority and scatter; partition and
 * maxUnavailable say how many, counted along that order.
 */
type Json = Record<string, any>
const NOW = Date.UTC(2026, 0, 1, 0, 0, 0)

function view(image: string, strategy: Json = {}, release: KruiseRelease = '1.9') {
  return readSidecarSet({
    apiVersion: 'apps.kruise.io/v1alpha1', kind: 'SidecarSet', metadata: { name: 'mesh' },
    spec: { selector: { matchLabels: { app: 'web' } }, containers: [{ name: 'proxy', image }], updateStrategy: strategy },
  }, release)
}

const old = view('envoy:1.30')

/** Pod i created i seconds after the first; `ready` false for the listed ones. */
function pods(n: number, o: { notReady?: number[]; labels?: (i: number) => Json } = {}): Pod[] {
  return Array.from({ length: n }, (_, i) => {
    const ready = !(o.notReady ?? []).includes(i)
    const created = new Date(NOW + i * 1000).toISOString().replace('.000Z', 'Z')
    const pod = injectSidecarSet(old, { metadata: { name: `p${i}`, namespace: 'default', labels: { app: 'web', ...o.labels?.(i) }, creationTimestamp: created }, spec: { containers: [{ name: 'app', image: 'app:1' }], nodeName: 'n1' } }, NOW)
    return {
      ...pod,
      status: {
        phase: 'Running', conditions: [{ type: 'Ready', status: ready ? 'True' : 'False', lastTransitionTime: created }],
        containerStatuses: pod.spec.containers.map((c) => ({ name: c.name, image: c.image!, imageID: `id-${c.image}`, ready })),
      },
    } as Pod
  })
}

const CANARY_FIRST = { priorityStrategy: { weightPriority: [{ weight: 10, matchSelector: { matchLabels: { canary: 'true' } } }] } }
const canary = () => ({ canary: 'true' })

const rows: { name: string; strategy: Json; pods: Pod[]; upgrade: string[]; kruise?: KruiseRelease }[] = [
  { name: 'maxUnavailable 1: the newest Pod', strategy: {}, pods: pods(4), upgrade: ['p3'] },
  { name: 'maxUnavailable 2: the two newest', strategy: { maxUnavailable: 2 }, pods: pods(4), upgrade: ['p3', 'p2'] },
  { name: 'a not-ready Pod goes first and free', strategy: {}, pods: pods(4, { notReady: [0] }), upgrade: ['p0', 'p3'] },
  { name: 'partition 3 of 4: one goes', strategy: { partition: 3, maxUnavailable: 4 }, pods: pods(4), upgrade: ['p3'] },
  { name: 'partition 4: none', strategy: { partition: 4, maxUnavailable: 4 }, pods: pods(4), upgrade: [] },
  {
    name: 'priority: the weighted Pod first', strategy: { priorityStrategy: { weightPriority: [{ weight: 10, matchSelector: { matchLabels: { canary: 'true' } } }] } },
    pods: pods(4, { labels: (i) => (i === 1 ? { canary: 'true' } : {}) }), upgrade: ['p1'],
  },
  {
    name: 'scatter key=*: zones spread', strategy: { maxUnavailable: 2, scatterStrategy: [{ key: 'zone', value: '*' }] },
    pods: pods(4, { labels: (i) => ({ zone: i < 2 ? 'a' : 'b' }) }), upgrade: ['p3', 'p1'],
  },
  { name: 'paused: none', strategy: { paused: true }, pods: pods(2), upgrade: [] },
  // calculateUpgradeCount walks the sorted candidates: at a ready Pod with maxUnavailable used up the round ends, even
  // with a not-ready Pod (which would go free) further down.
  {
    name: 'priority puts two ready Pods ahead of a not-ready one: the round ends at the second', strategy: CANARY_FIRST,
    pods: pods(4, { notReady: [0], labels: (i) => (i >= 2 ? canary() : {}) }), upgrade: ['p3'],
  },
  {
    name: 'Kruise 1.9: equal priorities keep the default order (not-ready first)', strategy: CANARY_FIRST, kruise: '1.9',
    pods: pods(4, { notReady: [1], labels: canary }), upgrade: ['p1', 'p3'],
  },
  {
    name: 'Kruise 1.8: equal priorities go later-listed first, so the not-ready Pod is not reached', strategy: CANARY_FIRST, kruise: '1.8',
    pods: pods(4, { notReady: [1], labels: canary }), upgrade: ['p3'],
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    t.same(nextSidecarSetUpgrades(view('envoy:1.31', row.strategy, row.kruise), row.pods).upgrade.map((p) => p.metadata.name), row.upgrade)
  })
}

t.test('the count is the engine round\'s', async (t) => {
  for (const row of rows) {
    const r = nextSidecarSetUpgrades(view('envoy:1.31', row.strategy, row.kruise), row.pods)
    t.equal(r.upgrade.length, r.round.thisRound, row.name)
  }
})
