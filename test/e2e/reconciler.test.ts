import t from 'tap'
import YAML from 'yaml'
import { ANNOTATION_STATE } from '../../src/engine/kruise/apiNames.js'
import { requireTools } from './harness/availability.js'
import { startControlPlane } from './harness/controlPlane.js'
import { kruiseCrdPath } from './harness/kruiseModule.js'
import { type KubeApi, cloneSetPath, kubeApi, podPath } from './harness/kubeApi.js'
import { imageIDOf, startKubeletStandIn } from './harness/kubeletStandIn.js'
import { startWebhookServer } from './harness/webhookServer.js'

/**
 * The embedded reconciler in `active` mode, as `serve --mode=active --kubeconfig=...` runs it, against a real
 * kube-apiserver, with a scheduler + kubelet stand-in that binds Pods and writes their status. A 5-Pod CloneSet is
 * created, then its image changes: every Pod is updated in place (same UIDs), at most maxUnavailable at a time, and
 * the `apps.kruise.io/inplace-update-state` annotation is there for `kubectl get pod -o yaml` to show.
 */

// Kruise's own CloneSet CRD (pinned module): v1alpha1 only, so the reconciler finds v1alpha1 by API discovery.
const CRD = kruiseCrdPath('clonesets')
const NS = 'kig-reconciler'
const OLD_IMAGE = 'registry.example/shop/web:1.0.0'
const NEW_IMAGE = 'registry.example/shop/web:1.1.0'
const REPLICAS = 5

type Json = Record<string, any>

function cloneSet(image: string): Json {
  return {
    apiVersion: 'apps.kruise.io/v1alpha1',
    kind: 'CloneSet',
    metadata: { name: 'web', namespace: NS },
    spec: {
      replicas: REPLICAS,
      selector: { matchLabels: { app: 'web' } },
      updateStrategy: { type: 'InPlaceIfPossible', maxUnavailable: 1 },
      template: {
        metadata: { labels: { app: 'web' } },
        spec: { containers: [{ name: 'app', image, ports: [{ containerPort: 8080 }] }] },
      },
    },
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function isReady(pod: Json): boolean {
  return (pod.status?.conditions ?? []).some((c: Json) => c.type === 'Ready' && c.status === 'True')
}

async function pods(api: KubeApi): Promise<Json[]> {
  const res = await api.get(`${podPath(NS)}?labelSelector=app%3Dweb`)
  return (res.body?.items ?? []) as Json[]
}

/** Polls `check` until it returns a value; on timeout, fails with `describe()` of the last state. */
async function until<T>(what: string, check: () => Promise<T | undefined>, describe: () => Promise<string>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}\n${await describe()}`)
    await sleep(200)
  }
}

const tools = await requireTools(t, 'reconciler (active) against kube-apiserver')
if (tools) {
  t.setTimeout(300_000)
  const cp = await startControlPlane({ binDir: tools.binDir })
  const api = kubeApi(cp, 4)
  await cp.kubectl(['apply', '-f', CRD])
  await cp.kubectl(['wait', '--for=condition=Established', 'crd/clonesets.apps.kruise.io', '--timeout=60s'])
  await cp.kubectl(['create', 'namespace', NS])
  const kubelet = startKubeletStandIn(api, NS)
  const server = await startWebhookServer({ args: ['--mode=active', `--kubeconfig=${cp.kubeconfigPath}`, '--log-level=debug'] })
  t.teardown(async () => {
    await server.stop()
    await kubelet.stop()
    api.close()
    await cp.stop()
  })

  const state = async (): Promise<string> => {
    const list = await pods(api)
    const cs = (await api.get(cloneSetPath('v1alpha1', NS, 'web'))).body
    const lines = list.map((p) => `  ${p.metadata.name} uid=${p.metadata.uid} node=${p.spec.nodeName ?? '-'} image=${p.spec.containers[0].image} ready=${isReady(p)} ` +
      `conditions=${(p.status?.conditions ?? []).map((c: Json) => `${c.type}=${c.status}`).join(',')}`)
    return [`CloneSet status: ${JSON.stringify(cs?.status ?? null)}`, `${list.length} Pods:`, ...lines,
      `kubelet stand-in errors: ${kubelet.errors.slice(-5).join(' | ') || 'none'}`,
      `serve output (last 30 lines):`, ...server.output().trim().split('\n').slice(-30)].join('\n')
  }

  const uids = new Map<string, string>()

  await t.test(`the reconciler creates ${REPLICAS} Pods and they become Ready`, async (t) => {
    const r = await cp.kubectl(['apply', '-f', '-'], { input: JSON.stringify(cloneSet(OLD_IMAGE)) })
    t.equal(r.code, 0, 'CloneSet created')
    const ready = await until(`${REPLICAS} Ready Pods`, async () => {
      const list = await pods(api)
      return list.length === REPLICAS && list.every(isReady) ? list : undefined
    }, state)
    for (const p of ready) {
      uids.set(p.metadata.name, p.metadata.uid)
      t.ok(p.metadata.ownerReferences?.some((o: Json) => o.kind === 'CloneSet' && o.name === 'web' && o.controller), `${p.metadata.name} is owned by the CloneSet`)
      t.ok(p.spec.readinessGates?.some((g: Json) => g.conditionType === 'InPlaceUpdateReady'), `${p.metadata.name} has the InPlaceUpdateReady gate`)
    }
    const cs = await until('CloneSet status readyReplicas', async () => {
      const got = (await api.get(cloneSetPath('v1alpha1', NS, 'web'))).body
      return got?.status?.readyReplicas === REPLICAS ? got : undefined
    }, state)
    t.equal(cs.status.replicas, REPLICAS, 'status.replicas')
  })

  await t.test('an image change rolls out in place: same Pods, new image, inplace-update-state visible', async (t) => {
    let maxUnready = 0
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        const list = await pods(api)
        maxUnready = Math.max(maxUnready, list.filter((p) => !isReady(p)).length)
        await sleep(100)
      }
    })()
    const started = Date.now()
    const r = await cp.kubectl(['apply', '-f', '-'], { input: JSON.stringify(cloneSet(NEW_IMAGE)) })
    t.equal(r.code, 0, 'image change applied')
    const done = await until('every Pod updated in place and Ready', async () => {
      const list = await pods(api)
      const updated = list.filter((p) => p.spec.containers[0].image === NEW_IMAGE && isReady(p) &&
        p.status?.containerStatuses?.[0]?.imageID === imageIDOf(NEW_IMAGE) &&
        (p.status?.conditions ?? []).some((c: Json) => c.type === 'InPlaceUpdateReady' && c.status === 'True'))
      return list.length === REPLICAS && updated.length === REPLICAS ? list : undefined
    }, state)
    sampling = false
    await sampler
    t.comment(`in-place rollout of ${REPLICAS} Pods took ${Date.now() - started} ms`)

    t.strictSame(new Map(done.map((p) => [p.metadata.name, p.metadata.uid])), uids, 'the same Pods, UIDs unchanged: nothing was recreated')
    for (const p of done) t.equal(kubelet.restarts.get(`${p.metadata.name}/app`), 1, `${p.metadata.name}: container app restarted once by the kubelet stand-in`)
    t.ok(maxUnready <= 1, `at most maxUnavailable (1) Pod not Ready at a time (saw ${maxUnready})`)

    const cs = await until('CloneSet status of the finished rollout', async () => {
      const got = (await api.get(cloneSetPath('v1alpha1', NS, 'web'))).body
      const s = got?.status ?? {}
      return s.updatedReplicas === REPLICAS && s.updatedReadyReplicas === REPLICAS && s.readyReplicas === REPLICAS ? got : undefined
    }, state)
    t.ok(cs.status.updateRevision, 'status.updateRevision set')

    const name = done[0].metadata.name
    const yaml = await cp.kubectl(['get', 'pod', name, '-n', NS, '-o', 'yaml'])
    t.match(yaml.stdout, `${ANNOTATION_STATE}:`, 'kubectl get pod -o yaml shows apps.kruise.io/inplace-update-state')
    const pod = YAML.parse(yaml.stdout) as Json
    const inPlaceState = JSON.parse(pod.metadata.annotations[ANNOTATION_STATE]) as Json
    t.match(inPlaceState, { revision: cs.status.updateRevision, lastContainerStatuses: { app: { imageID: imageIDOf(OLD_IMAGE) } } }, 'the state names the revision and the image it replaced')
    t.equal(pod.metadata.labels['controller-revision-hash'], cs.status.updateRevision, 'the Pod is labelled with the update revision')
    t.strictSame(kubelet.errors, [], 'the kubelet stand-in wrote every status it meant to')
  })
}
