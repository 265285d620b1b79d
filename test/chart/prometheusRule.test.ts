// The PrometheusRule: behind its flag; every alert's expression is PromQL over metrics the guard serves, grouped by
// labels those metrics carry, and its annotations name only labels the expression keeps.
import { parser } from '@prometheus-io/lezer-promql'
import { pino } from 'pino'
import t from 'tap'
import { resolveGates } from '../../src/engine/kruise/gates.js'
import { KruiseManagerCheck } from '../../src/reconciler/kruiseManagerCheck.js'
import type { KubeRest } from '../../src/reconciler/kubeRest.js'
import { createReconcilerMetrics } from '../../src/reconciler/metrics.js'
import { createMetrics } from '../../src/server/metrics.js'
import { findOne, helmForTest, render } from './render.js'

const helm = helmForTest(t)

/** Labels Prometheus adds to every series it scrapes through the ServiceMonitor (the guard's own namespace and Pod). */
const TARGET_LABELS = ['namespace', 'pod']

/** Every metric `serve` registers, with its labels: the server's, the reconciler's and the kruise-manager check's. */
function servedMetrics(): Map<string, string[]> {
  const { registry } = createMetrics({ processMetrics: true })
  createReconcilerMetrics(registry)
  // Constructed only for the metric it registers; never started, so its client is never called.
  new KruiseManagerCheck({ rest: {} as KubeRest, namespace: 'kruise-system', name: 'kruise-controller-manager', guard: { release: '1.9', gates: resolveGates() }, logger: pino({ level: 'silent' }), registry })
  return new Map(registry.getMetricsAsArray().map((m) => [m.name, [...((m as unknown as { labelNames?: string[] }).labelNames ?? [])]]))
}

interface Expression {
  errors: number
  metrics: string[]
  grouping: string[][]
}

function readExpression(expr: string): Expression {
  const found: Expression = { errors: 0, metrics: [], grouping: [] }
  parser.parse(expr).iterate({
    enter(node) {
      if (node.type.isError) found.errors++
      if (node.name === 'VectorSelector') {
        const name = node.node.getChild('Identifier')
        if (name) found.metrics.push(expr.slice(name.from, name.to))
      }
      if (node.name === 'GroupingLabels') found.grouping.push(labelsOf(node.node, expr))
    },
  })
  return found
}

function labelsOf(node: { getChildren(name: string): { from: number; to: number }[] }, expr: string): string[] {
  return node.getChildren('LabelName').map((label) => expr.slice(label.from, label.to))
}

if (helm) {
  t.test('the PrometheusRule only behind its flag, with its labels and settings', async (t) => {
    t.equal(render(helm).filter((o) => o.kind === 'PrometheusRule').length, 0)
    const rendered = render(helm, { values: { metrics: { prometheusRule: { enabled: true, labels: { release: 'prometheus' }, rolloutStalledFor: '30m', certificateExpiryDays: 3 } } } })
    const rule = findOne(rendered, 'PrometheusRule')
    t.equal(rule.metadata.labels?.release, 'prometheus')
    const alerts = rule.spec.groups.flatMap((g: { rules: unknown[] }) => g.rules) as { alert: string; expr: string; for?: string }[]
    t.equal(alerts.find((a) => a.alert === 'InplaceGuardRolloutStalled')?.for, '30m')
    t.match(alerts.find((a) => a.alert === 'InplaceGuardCertificateExpiresSoon')?.expr, /< 259200$/, '3 days in seconds')
  })

  t.test('every alert: PromQL over served metrics, grouped by their labels, annotations naming kept labels only', async (t) => {
    const served = servedMetrics()
    const rule = findOne(render(helm, { values: { metrics: { prometheusRule: { enabled: true } } } }), 'PrometheusRule')
    const alerts = rule.spec.groups.flatMap((g: { rules: unknown[] }) => g.rules) as { alert: string; expr: string; annotations: Record<string, string> }[]
    t.ok(alerts.length >= 5, `${alerts.length} alerts`)
    for (const alert of alerts) {
      const expr = readExpression(alert.expr)
      t.equal(expr.errors, 0, `${alert.alert}: parses as PromQL`)
      t.ok(expr.metrics.length > 0, `${alert.alert}: reads a metric`)
      for (const metric of expr.metrics) {
        const labels = served.get(metric)
        t.ok(labels, `${alert.alert}: ${metric} is served`)
        for (const grouping of expr.grouping) {
          const unknown = grouping.filter((label) => !TARGET_LABELS.includes(label) && !labels?.includes(label))
          t.same(unknown, [], `${alert.alert}: ${metric} carries ${grouping.join(', ')}`)
        }
      }
      const kept = new Set(expr.grouping.flat())
      const named = Object.values(alert.annotations).flatMap((text) => [...text.matchAll(/\$labels\.(\w+)/g)].map((m) => m[1]!))
      t.same(named.filter((label) => !kept.has(label)), [], `${alert.alert}: its annotations name only labels its expression keeps`)
      t.ok(alert.annotations.summary && alert.annotations.description, `${alert.alert}: a summary and a description`)
    }
  })

  t.test('readExpression finds parse errors, metrics and grouping labels', async (t) => {
    t.match(readExpression('max by (namespace, setting) (inplace_guard_kruise_settings_drift) > 0'), { errors: 0, metrics: ['inplace_guard_kruise_settings_drift'], grouping: [['namespace', 'setting']] })
    t.ok(readExpression('max by (namespace (x) >').errors > 0)
  })
}
