import t from 'tap'
import { runSidecarSetSimulation } from '../../src/reconciler/sidecarSetSimulation.js'

/**
 * The SidecarSet play on the embedded cluster, below the CLI: what the Pods carry after each write, the timing
 * model, and the cases the CLI tests do not reach (NotReady Pods, the update selector, spec.namespace, the deadline).
 */
type Json = Record<string, any>

function sidecarSet(image: string, strategy: Json = {}, spec: Json = {}): Json {
  return {
    apiVersion: 'apps.kruise.io/v1beta1', kind: 'SidecarSet', metadata: { name: 'mesh' },
    spec: { selector: { matchLabels: { app: 'web' } }, containers: [{ name: 'proxy', image }], updateStrategy: strategy, ...spec },
  }
}

t.test('an upgraded Pod: new image, the SidecarSet\'s hash, the old image ID recorded; ready again after stop, pull, start and probe', async (t) => {
  const r = await runSidecarSetSimulation({ before: sidecarSet('envoy:1.30'), after: sidecarSet('envoy:1.31'), replicas: 1, kubelet: { pullSeconds: 5, probeDelaySeconds: 3 } })
  t.equal(r.outcome, 'completed')
  t.equal(r.pods[0]!.seconds, 1 + 5 + 1 + 3, 'stop 1s, pull 5s, start 1s, probe 3s')
  const pod = r.cluster.pod('default', 'pod-0')!
  t.equal(pod.spec.containers.find((c) => c.name === 'proxy')!.image, 'envoy:1.31')
  t.equal(JSON.parse(pod.metadata.annotations!['kruise.io/sidecarset-hash']).mesh.hash, r.prediction.hashes.new.hash)
  t.match(JSON.parse(pod.metadata.annotations!['kruise.io/sidecarset-inplace-update-state']).mesh.lastContainerStatuses.proxy.imageID, /envoy@sha256:/)
  t.equal(pod.status!.containerStatuses!.find((s) => s.name === 'proxy')!.restartCount, 1)
  t.same(r.cluster.deletedPods, [], 'no Pod deleted')
})

t.test('a NotReady Pod goes first, outside the maxUnavailable budget, and the play ends stalled on it', async (t) => {
  const r = await runSidecarSetSimulation({ before: sidecarSet('envoy:1.30'), after: sidecarSet('envoy:1.31'), replicas: 3, notReady: 1 })
  t.same(r.rounds[0]!.pods, ['pod-0', 'pod-2'], 'the NotReady pod-0 and one ready Pod')
  t.equal(r.outcome, 'stalled')
  t.match(r.reason, /^1 Pod was NotReady before the change/)
})

t.test('spec.updateStrategy.selector: only the Pods it selects are upgraded', async (t) => {
  const strategy = { selector: { matchLabels: { canary: 'true' } } }
  const r = await runSidecarSetSimulation({ before: sidecarSet('envoy:1.30'), after: sidecarSet('envoy:1.31', strategy), replicas: 2 })
  t.equal(r.outcome, 'completed')
  t.same(r.pods.map((p) => p.verdict), ['outside-selector', 'outside-selector'], 'the simulated Pods carry only spec.selector\'s labels')
  t.same(r.rounds, [])
})

t.test('spec.namespace places the Pods; the deadline ends a slow play', async (t) => {
  const r = await runSidecarSetSimulation({
    before: sidecarSet('envoy:1.30', {}, { namespace: 'shop' }), after: sidecarSet('envoy:1.31', {}, { namespace: 'shop' }), replicas: 2, kubelet: { pullSeconds: 100 }, maxSeconds: 50,
  })
  t.equal(r.namespace, 'shop')
  t.ok(r.cluster.pod('shop', 'pod-0'))
  t.equal(r.outcome, 'not-finished', 'still pulling at the limit: not a stall')
  t.match(r.reason, /reached --max-seconds while Pods were still being upgraded/)
  t.equal(r.stoppedAtLimit, 50)
  t.ok(r.seconds <= 50)
})
