import { Registry } from 'prom-client'
import t from 'tap'
import { rolloutPlan } from '../../src/engine/rollout/rolloutPlan.js'
import { readStatefulSet } from '../../src/engine/workloads/statefulSet.js'
import { createReconcilerMetrics } from '../../src/reconciler/metrics.js'
import { NOW, cloneSetView, pod } from './support/fixtures.js'

/** An Advanced StatefulSet named like the CloneSet of cloneSetView: `web` in `default`. */
function statefulSetView(replicas: number) {
  return readStatefulSet({
    apiVersion: 'apps.kruise.io/v1beta1',
    kind: 'StatefulSet',
    metadata: { name: 'web', namespace: 'default' },
    spec: {
      replicas,
      serviceName: 'web',
      selector: { matchLabels: { app: 'web' } },
      updateStrategy: { type: 'RollingUpdate', rollingUpdate: { podUpdatePolicy: 'InPlaceIfPossible' } },
      template: { metadata: { labels: { app: 'web' } }, spec: { containers: [{ name: 'app', image: 'nginx:1.25' }], readinessGates: [{ conditionType: 'InPlaceUpdateReady' }] } },
    },
  })
}

const pods = (count: number) => Array.from({ length: count }, (_, i) => pod({ name: `web-${i}` }))

t.test('a CloneSet and an Advanced StatefulSet of the same name keep their own rollout series', async (t) => {
  const registry = new Registry()
  const metrics = createReconcilerMetrics(registry)
  const cloneSet = cloneSetView({ name: 'web', replicas: 3 })
  const statefulSet = statefulSetView(2)
  metrics.observe(cloneSet, rolloutPlan(cloneSet, pods(3), NOW))
  metrics.observe(statefulSet, rolloutPlan(statefulSet, pods(2), NOW))
  const text = await registry.metrics()
  t.match(text, /inplace_guard_rollout_replicas\{namespace="default",kind="CloneSet",workload="web",state="active"\} 3\n/)
  t.match(text, /inplace_guard_rollout_replicas\{namespace="default",kind="StatefulSet",workload="web",state="active"\} 2\n/)
  t.match(text, /# HELP inplace_guard_reconciles_total Workload reconciles/)
})
