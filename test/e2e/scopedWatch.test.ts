import t from 'tap'
import { CLONESET_POD_SELECTOR, WORKLOAD_POD_SELECTOR, type WatchEvent } from '../../src/reconciler/cluster.js'
import { KubeCluster, loadKubeConfig } from '../../src/reconciler/kubeCluster.js'
import { requireTools } from './harness/availability.js'
import { startControlPlane } from './harness/controlPlane.js'
import { kruiseCrdPath } from './harness/kruiseModule.js'
import { kubeApi, podPath } from './harness/kubeApi.js'

/**
 * The reconciler's watches against a real kube-apiserver with Kruise's CloneSet CRD: only Pods with the CloneSet
 * instance-id label are listed (paginated) and watched, and when the apiserver ends a watch (timeoutSeconds=2 here,
 * minutes in production) client-node's informer opens the next one from the last resourceVersion and misses nothing.
 */

const NS = 'kig-watch'
const OWNED = 30
const OTHERS = 30
const PAGE = 7

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
async function until(what: string, check: () => boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await sleep(50)
  }
}

const podOf = (name: string, owned: boolean) => ({
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: { name, namespace: NS, labels: owned ? { app: 'web', [CLONESET_POD_SELECTOR]: name, [WORKLOAD_POD_SELECTOR]: 'web-1' } : { app: 'batch' } },
  spec: { containers: [{ name: 'app', image: 'nginx:1.25' }] },
})

const tools = await requireTools(t, 'scoped watches against kube-apiserver')
if (tools) {
  t.setTimeout(300_000)
  const cp = await startControlPlane({ binDir: tools.binDir })
  const api = kubeApi(cp, 4)
  t.teardown(async () => {
    api.close()
    await cp.stop()
  })

  await t.test('setup: Kruise CloneSet CRD, namespace, Pods with and without the CloneSet label', async (t) => {
    t.equal((await cp.kubectl(['apply', '--server-side', '-f', kruiseCrdPath('clonesets')])).code, 0)
    await cp.kubectl(['wait', '--for=condition=Established', 'crd/clonesets.apps.kruise.io', '--timeout=60s'])
    await cp.kubectl(['create', 'namespace', NS])
    for (let i = 0; i < OWNED + OTHERS; i++) {
      const res = await api.create(podPath(NS), podOf(i < OWNED ? `owned-${i}` : `other-${i}`, i < OWNED))
      t.equal(res.status, 201, res.text)
    }
  })

  await t.test('paginated list of the CloneSet Pods only; the watch survives the apiserver closing it', async (t) => {
    const cluster = new KubeCluster({ kubeConfig: loadKubeConfig(cp.kubeconfigPath), namespace: NS, listPageSize: PAGE, watchTimeoutSeconds: 2, rewatchDelayMs: 100 })
    const events: WatchEvent[] = []
    const errors: string[] = []
    const watch = await cluster.watch((e) => events.push(e), (err) => errors.push(err.message))
    t.teardown(() => watch.stop())
    const pods = watch.informers[1]!
    t.equal(pods.counts.listPages, Math.ceil(OWNED / PAGE), `${Math.ceil(OWNED / PAGE)} pages of ${PAGE}`)
    t.equal(pods.cached().length, OWNED, 'the cache holds the CloneSet Pods only')
    t.same(new Set(events.filter((e) => e.kind === 'Pod').map((e) => e.name)), new Set(Array.from({ length: OWNED }, (_, i) => `owned-${i}`)), 'ADDED for each, for no other Pod')

    await until('three watches opened (two closed by timeoutSeconds)', () => pods.counts.watches >= 3, 30_000)
    t.equal(pods.counts.listPages, Math.ceil(OWNED / PAGE), 'each reconnect resumes from the resourceVersion: no re-list')
    const before = events.length
    t.equal((await api.create(podPath(NS), podOf('other-late', false))).status, 201)
    t.equal((await api.create(podPath(NS), podOf('owned-late', true))).status, 201)
    await until('the late CloneSet Pod reported', () => events.slice(before).some((e) => e.name === 'owned-late'))
    const watchesNow = pods.counts.watches
    await until('another reconnect', () => pods.counts.watches > watchesNow, 30_000)
    t.equal((await api.delete(`${podPath(NS)}/owned-late`)).status, 200)
    await until('its deletion reported after the reconnect', () => events.some((e) => e.name === 'owned-late' && e.type === 'DELETED'))
    t.notOk(events.some((e) => e.name.startsWith('other')), 'a Pod without the CloneSet label never reached the watch')
    t.same(errors, [], 'no watch errors: the closes are ordinary ends of a watch')
  })
}
