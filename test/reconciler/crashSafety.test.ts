import t from 'tap'
import { type SimulationOptions, runSimulatedRollout } from '../../src/reconciler/simulation.js'
import { cloneSetObject } from './support/fixtures.js'

/**
 * Kill the reconciler right after each of its writes in turn (the write is stored, the process is gone), start a new
 * one, and finish: every rollout completes in place, no Pod is deleted, no container restarts twice.
 */
const scenarios: { name: string; options: SimulationOptions; restartsPerPod: number }[] = [
  {
    name: '10 Pods, maxUnavailable 2',
    options: { cloneSet: cloneSetObject({ replicas: 10, maxUnavailable: 2 }), setImages: { app: 'nginx:1.26' } },
    restartsPerPod: 1,
  },
  {
    name: 'grace period 5s',
    options: { cloneSet: cloneSetObject({ replicas: 3, maxUnavailable: 1, graceSeconds: 5 }), setImages: { app: 'nginx:1.26' } },
    restartsPerPod: 1,
  },
  {
    name: 'two containers with launch priority',
    options: {
      cloneSet: cloneSetObject({
        replicas: 2, maxUnavailable: 1,
        containers: [{ name: 'app', image: 'app:1' }, { name: 'sidecar', image: 'envoy:1' }],
        templateAnnotations: { 'apps.kruise.io/container-launch-priority': 'Ordered' },
      }),
      setImages: { app: 'app:2', sidecar: 'envoy:2' },
    },
    restartsPerPod: 2,
  },
  {
    name: 'env from metadata (a label read by a fieldRef)',
    options: {
      cloneSet: (() => {
        const cs = cloneSetObject({
          replicas: 2, maxUnavailable: 1,
          containers: [{ name: 'app', image: 'app:1', env: [{ name: 'VERSION', valueFrom: { fieldRef: { fieldPath: "metadata.labels['version']" } } }] }],
        })
        ;((cs.spec as { template: { metadata: { labels: Record<string, string> } } }).template.metadata.labels).version = 'v1'
        return cs
      })(),
      change: (c) => {
        ((c.spec.template as { metadata: { labels: Record<string, string> } }).metadata.labels).version = 'v2'
        return c
      },
    },
    restartsPerPod: 1,
  },
]

for (const s of scenarios) {
  t.test(`crash after every write: ${s.name}`, async (t) => {
    const clean = await runSimulatedRollout(s.options)
    t.ok(clean.completed)
    const writes = clean.reconcilerWrites
    t.ok(writes > 0)
    const failures: string[] = []
    for (let n = 1; n <= writes; n++) {
      const r = await runSimulatedRollout({ ...s.options, crashAfterWrites: n })
      const problems = [
        !r.crashed && 'did not crash',
        !r.completed && `not completed (${r.diagnosis?.reason})`,
        r.deletedPods.length > 0 && `deleted ${r.deletedPods.join(',')}`,
        r.pods.some((p) => p.uidBefore !== p.uidAfter) && 'a UID changed',
        r.pods.some((p) => p.restarts !== s.restartsPerPod) && `restarts ${r.pods.map((p) => p.restarts).join(',')}`,
      ].filter(Boolean)
      const kinds = r.cluster.writes.filter((w) => w.actor === 'reconciler')[n - 1]
      if (problems.length > 0) failures.push(`write ${n} (${kinds?.verb} ${kinds?.kind} ${kinds?.name}): ${problems.join('; ')}`)
    }
    t.same(failures, [], `all ${writes} crash points recover`)
    t.comment(`${s.name}: ${writes} writes, each one a crash point`)
  })
}
