import t from 'tap'
import type { Pod } from '../../../src/engine/kube/pod.js'
import { predictSidecarSetRound } from '../../../src/engine/rollout/sidecarSetPods.js'
import { type SidecarSetView, readSidecarSet } from '../../../src/engine/workloads/sidecarSet.js'
import { injectionAnnotations } from '../support/sidecarSets.js'

/**
 * One round of Kruise's SidecarSet controller over running Pods (sidecarset_processor.go, sidecarset_strategy.go
 * GetNextUpgradePods and calculateUpgradeCount, v1.9.1 and v1.8.3), on Pods carrying the annotations Kruise's Pod
 * webhook writes at injection. The conformance suite plays the same rounds against Kruise's own functions.
 */
type Json = Record<string, any>

function view(image: string, strategy: Json = {}, env = 'info'): SidecarSetView {
  return readSidecarSet({
    apiVersion: 'apps.kruise.io/v1alpha1', kind: 'SidecarSet', metadata: { name: 'mesh' },
    spec: { selector: { matchLabels: { app: 'web' } }, containers: [{ name: 'proxy', image, env: [{ name: 'L', value: env }] }], updateStrategy: strategy },
  }, '1.9')
}

function pod(name: string, from: SidecarSetView | undefined, options: { labels?: Json; ready?: boolean; phase?: string } = {}): Pod {
  const annotations = injectionAnnotations(from)
  const image = from?.containers[0]!.image ?? 'envoy:1.30'
  const ready = options.ready ?? true
  return {
    metadata: { name, namespace: 'default', labels: options.labels ?? { app: 'web' }, annotations },
    spec: { containers: [{ name: 'proxy', image }, { name: 'app', image: 'app:1' }] },
    status: {
      phase: options.phase ?? 'Running',
      conditions: [{ type: 'Ready', status: ready ? 'True' : 'False' }],
      containerStatuses: [{ name: 'proxy', image, imageID: image, ready }, { name: 'app', image: 'app:1', imageID: 'app:1', ready }],
    },
  } as unknown as Pod
}

const old = view('envoy:1.30')

t.test('an image-only update: maxUnavailable 1 takes one ready Pod a round', async (t) => {
  const next = view('envoy:1.31')
  const round = predictSidecarSetRound(next, [pod('a', old), pod('b', old), pod('c', next), pod('d', old, { labels: { app: 'other' } }), pod('e', undefined)])
  t.same(round.pods.map((p) => p.verdict), ['waiting', 'waiting', 'updated', 'not-matched', 'not-matched'])
  t.same([round.matched, round.candidates, round.thisRound, round.event], [3, 2, 1, undefined])
})

t.test('Pods that are not ready do not count against maxUnavailable', async (t) => {
  const round = predictSidecarSetRound(view('envoy:1.31'), [pod('a', old, { ready: false }), pod('b', old, { ready: false })])
  t.same([round.candidates, round.thisRound], [2, 2])
  t.same(round.pods.map((p) => p.verdict), ['upgrade', 'upgrade'])
})

t.test('partition keeps Pods back; a percentage rounds up', async (t) => {
  const pods = [pod('a', old), pod('b', old), pod('c', old)]
  t.same(predictSidecarSetRound(view('envoy:1.31', { partition: 2, maxUnavailable: 3 }), pods).thisRound, 1)
  t.same(predictSidecarSetRound(view('envoy:1.31', { partition: '50%', maxUnavailable: 3 }), pods).thisRound, 1)
  t.same(predictSidecarSetRound(view('envoy:1.31', { partition: 3, maxUnavailable: 3 }), pods).heldByPartition, 3)
})

t.test('an env change: every matched Pod not upgradable, with the condition and the Event', async (t) => {
  const round = predictSidecarSetRound(view('envoy:1.31', {}, 'debug'), [pod('a', old), pod('b', old)])
  t.same(round.pods.map((p) => p.verdict), ['not-upgradable', 'not-upgradable'])
  t.same(round.pods[0]!.condition, { type: 'SidecarSetUpgradable', status: 'False', reason: 'UpdateImmutableField' })
  t.match(round.event, /^NotUpgradablePods: SidecarSet in-place update detected 2 not upgradable pod\(s\)/)
})

t.test('NotUpdate, paused and the update selector leave Pods alone', async (t) => {
  const pods = [pod('a', old, { labels: { app: 'web', canary: 'true' } }), pod('b', old)]
  t.same(predictSidecarSetRound(view('envoy:1.31', { type: 'NotUpdate' }), pods).pods.map((p) => p.verdict), ['not-updated', 'not-updated'])
  t.same(predictSidecarSetRound(view('envoy:1.31', { paused: true }), pods).pods.map((p) => p.verdict), ['paused', 'paused'])
  t.same(predictSidecarSetRound(view('envoy:1.31', { selector: { matchLabels: { canary: 'true' } } }), pods).pods.map((p) => p.verdict), ['upgrade', 'outside-selector'])
})

t.test('finished Pods are not matched', async (t) => {
  t.same(predictSidecarSetRound(view('envoy:1.31'), [pod('a', old, { phase: 'Succeeded' })]).pods[0]!.verdict, 'not-matched')
})

t.test('an upgraded Pod whose sidecar still runs the image recorded before the upgrade is down: it uses up maxUnavailable', async (t) => {
  const next = view('envoy:1.31')
  const upgrading = (consistent: boolean): Pod => {
    const p = pod('u', next) as any
    // The spec has the new image; the kubelet still reports the old one (same image ID as recorded before the upgrade) or already the new.
    p.status.containerStatuses[0] = consistent
      ? { name: 'proxy', image: 'envoy:1.31', imageID: 'id-envoy-1.31', ready: true }
      : { name: 'proxy', image: 'envoy:1.30', imageID: 'id-envoy-1.30', ready: true }
    p.metadata.annotations['kruise.io/sidecarset-inplace-update-state'] = JSON.stringify({ mesh: { lastContainerStatuses: { proxy: { imageID: 'id-envoy-1.30' } } } })
    return p
  }
  const rows = [
    { name: 'mid-upgrade: no ready Pod may go', consistent: false, thisRound: 0 },
    { name: 'upgrade done: one ready Pod goes', consistent: true, thisRound: 1 },
  ]
  for (const row of rows) t.equal(predictSidecarSetRound(next, [upgrading(row.consistent), pod('a', old), pod('b', old)]).thisRound, row.thisRound, row.name)
})

t.test('a hot-upgrade sidecar is in the Pod when both its containers are and the working-container annotation names it; any other annotation value is none', async (t) => {
  const hot = readSidecarSet({
    apiVersion: 'apps.kruise.io/v1alpha1', kind: 'SidecarSet', metadata: { name: 'mesh' },
    spec: { selector: { matchLabels: { app: 'web' } }, containers: [{ name: 'proxy', image: 'envoy:1.31', upgradeStrategy: { upgradeType: 'HotUpgrade' } }] },
  }, '1.9')
  const hotPod = (name: string, working: string | undefined): Pod => {
    const p = pod(name, hot)
    p.spec.containers = [{ name: 'proxy-1', image: 'envoy:1.31' }, { name: 'proxy-2', image: 'envoy:1.31' }, { name: 'app', image: 'app:1' }] as Pod['spec']['containers']
    if (working !== undefined) p.metadata.annotations = { ...p.metadata.annotations, 'kruise.io/sidecarset-working-hotupgrade-container': working }
    return p
  }
  const values: [string | undefined, boolean][] = [['{"proxy":"proxy-1"}', true], [undefined, false], ['{}', false], ['null', false], ['[]', false], ['not json', false]]
  const round = predictSidecarSetRound(hot, values.map(([working], i) => hotPod(`p${i}`, working)))
  t.same(round.pods.map((p) => p.verdict !== 'not-matched'), values.map(([, matched]) => matched))
})
