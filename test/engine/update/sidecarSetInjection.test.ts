import t from 'tap'
import type { Pod } from '../../../src/engine/kube/pod.js'
import { predictSidecarSetRound } from '../../../src/engine/rollout/sidecarSetPods.js'
import { injectSidecarSet, sidecarListOf } from '../../../src/engine/update/sidecarSetInjection.js'
import { readSidecarSet } from '../../../src/engine/workloads/sidecarSet.js'

/**
 * The Pod Kruise's Pod webhook makes when a SidecarSet matches it at creation (pkg/webhook/pod/mutating/sidecarset.go,
 * v1.9.1): sidecars by podInjectPolicy around the Pod's own containers, IS_INJECTED=true, and the three annotations in
 * SidecarSetUpgradeSpec's JSON, which the controller's round then reads back as "injected by this SidecarSet".
 */
type Json = Record<string, any>

const NOW = Date.UTC(2026, 0, 1, 0, 0, 0)

function sidecarSet(containers: Json[], initContainers?: Json[]) {
  return readSidecarSet({
    apiVersion: 'apps.kruise.io/v1alpha1', kind: 'SidecarSet', metadata: { name: 'mesh' },
    spec: { selector: { matchLabels: { app: 'web' } }, containers, ...(initContainers ? { initContainers } : {}) },
  }, '1.9')
}

const pod: Pod = { metadata: { name: 'web-0', namespace: 'default', labels: { app: 'web' } }, spec: { containers: [{ name: 'app', image: 'app:1' }] } }

const rows: { name: string; containers: Json[]; initContainers?: Json[]; order: string[]; init?: string[]; list: string[] }[] = [
  { name: 'one sidecar, BeforeAppContainer by default', containers: [{ name: 'proxy', image: 'envoy:1.30' }], order: ['proxy', 'app'], list: ['proxy'] },
  {
    name: 'AfterAppContainer goes behind the app',
    containers: [{ name: 'proxy', image: 'envoy:1.30' }, { name: 'log', image: 'fluent:1', podInjectPolicy: 'AfterAppContainer' }],
    order: ['proxy', 'app', 'log'], list: ['log', 'proxy'],
  },
  {
    name: 'a native sidecar init container is listed, a plain one is not',
    containers: [{ name: 'proxy', image: 'envoy:1.30' }],
    initContainers: [{ name: 'setup', image: 'init:1' }, { name: 'agent', image: 'agent:1', restartPolicy: 'Always' }],
    order: ['proxy', 'app'], init: ['setup', 'agent'], list: ['agent', 'proxy'],
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const view = sidecarSet(row.containers, row.initContainers)
    const injected = injectSidecarSet(view, pod, NOW)
    t.same(injected.spec.containers.map((c) => c.name), row.order)
    t.same(injected.spec.initContainers?.map((c) => c.name), row.init)
    t.same(sidecarListOf(view), row.list)
    const a = injected.metadata.annotations!
    t.equal(a['kruise.io/sidecarset-injected-list'], 'mesh')
    t.equal(a['kruise.io/sidecarset-hash'], JSON.stringify({ mesh: { updateTimestamp: '2026-01-01T00:00:00Z', hash: view.hashes.hash, sidecarSetName: 'mesh', sidecarList: row.list } }))
    t.equal(a['kruise.io/sidecarset-hash-without-image'], JSON.stringify({ mesh: { updateTimestamp: '2026-01-01T00:00:00Z', hash: view.hashes.withoutImage, sidecarSetName: 'mesh', sidecarList: row.list } }))
    const proxy = injected.spec.containers.find((c) => c.name === 'proxy')! as Json
    t.same(proxy.env.at(-1), { name: 'IS_INJECTED', value: 'true' })
    for (const field of ['podInjectPolicy', 'upgradeStrategy', 'shareVolumePolicy']) t.notOk(field in proxy, `${field} is the SidecarSet's, not the container's`)
  })
}

t.test('the controller matches an injected Pod and finds it at the SidecarSet\'s hash', async (t) => {
  const view = sidecarSet([{ name: 'proxy', image: 'envoy:1.30' }])
  const injected = injectSidecarSet(view, pod, NOW)
  t.same(predictSidecarSetRound(view, [pod, injected]).pods.map((p) => p.verdict), ['not-matched', 'updated'])
})

t.test('a second SidecarSet joins the injected list in name order', async (t) => {
  const first = injectSidecarSet(sidecarSet([{ name: 'proxy', image: 'envoy:1.30' }]), { ...pod, metadata: { ...pod.metadata, annotations: { 'kruise.io/sidecarset-injected-list': 'zeta' } } }, NOW)
  t.equal(first.metadata.annotations!['kruise.io/sidecarset-injected-list'], 'mesh,zeta')
})

t.test('a HotUpgrade sidecar is refused with a code, not injected wrongly', async (t) => {
  const view = sidecarSet([{ name: 'proxy', image: 'envoy:1.30', upgradeStrategy: { upgradeType: 'HotUpgrade', hotUpgradeEmptyImage: 'empty:1' } }])
  t.throws(() => injectSidecarSet(view, pod, NOW), { code: 'IPG_ERR_ENGINE', message: /HotUpgrade/ })
})
