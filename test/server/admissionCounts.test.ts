import t from 'tap'
import { Counter, Histogram, Registry } from 'prom-client'
import { AdmissionCounts, MAX_DECISION_SERIES, registerAdmissionCounts } from '../../src/server/admissionCounts.js'
import { DURATION_BUCKETS } from '../../src/server/metrics.js'

/**
 * AdmissionCounts must expose exactly what prom-client's own Counter and Histogram would for the same observations:
 * the same text a Prometheus scrape reads, and the same JSON, for random reviews and durations.
 */
const NAMES = {
  decisions: { name: 'test_decisions_total', help: 'decisions' },
  duration: { name: 'test_duration_seconds', help: 'durations' },
}
const LABELS = ['webhook', 'kind', 'operation', 'outcome', 'decision'] as const

function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0
    return state / 2 ** 32
  }
}

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!
}

/** prom-client counting the same observations itself: the reference. */
function reference() {
  const registry = new Registry()
  const decisions = new Counter({ ...NAMES.decisions, labelNames: LABELS, registers: [registry] })
  const duration = new Histogram({ ...NAMES.duration, labelNames: ['webhook'], buckets: DURATION_BUCKETS, registers: [registry] })
  return { registry, decisions, duration }
}

function ours() {
  const registry = new Registry()
  const counts = new AdmissionCounts(DURATION_BUCKETS)
  registerAdmissionCounts(registry, counts, NAMES)
  return { registry, counts }
}

/** prom-client marks "no exemplar" with a null or undefined `exemplar` on each value; the values are what count. */
function withoutEmptyExemplars(metrics: Awaited<ReturnType<Registry['getMetricsAsJSON']>>): unknown {
  return metrics.map((metric) => ({
    ...metric,
    values: metric.values.map((value) => Object.fromEntries(Object.entries(value).filter(([key, v]) => key !== 'exemplar' || v != null))),
  }))
}

t.test('scrapes read what prom-client would have counted, for random reviews', async (t) => {
  for (let seed = 1; seed <= 25; seed++) {
    const next = random(seed)
    const expected = reference()
    const actual = ours()
    const reviews = Math.floor(next() * 400)
    for (let i = 0; i < reviews; i++) {
      const labels = {
        webhook: pick(next, ['validate', 'mutate']),
        kind: pick(next, ['CloneSet', 'Deployment', '']),
        operation: pick(next, ['CREATE', 'UPDATE', 'DELETE']),
        outcome: pick(next, ['InPlace', 'Recreate', 'Unchanged', 'Skipped', 'Error']),
        decision: pick(next, ['allow', 'warn', 'deny']),
      }
      // Durations on bucket bounds, between them, below the first and above the last.
      const seconds = next() < 0.2 ? pick(next, DURATION_BUCKETS) : next() ** 3 * 12
      expected.decisions.inc(labels)
      expected.duration.observe({ webhook: labels.webhook }, seconds)
      actual.counts.record(labels.webhook, labels.kind, labels.operation, labels.outcome, labels.decision, seconds)
    }
    t.equal(await actual.registry.metrics(), await expected.registry.metrics(), `text, seed ${seed}`)
    t.same(withoutEmptyExemplars(await actual.registry.getMetricsAsJSON()), withoutEmptyExemplars(await expected.registry.getMetricsAsJSON()), `JSON, seed ${seed}`)
  }
})

t.test('a scrape in between changes nothing that follows', async (t) => {
  const expected = reference()
  const actual = ours()
  for (let round = 0; round < 3; round++) {
    for (let i = 0; i < 5; i++) {
      expected.decisions.inc({ webhook: 'validate', kind: 'CloneSet', operation: 'UPDATE', outcome: 'InPlace', decision: 'allow' })
      expected.duration.observe({ webhook: 'validate' }, 0.0003 * (i + 1))
      actual.counts.record('validate', 'CloneSet', 'UPDATE', 'InPlace', 'allow', 0.0003 * (i + 1))
    }
    t.equal(await actual.registry.metrics(), await expected.registry.metrics(), `round ${round}`)
  }
})

t.test('kinds and operations a caller makes up cannot grow the series past the bound', async (t) => {
  const { counts, registry } = ours()
  for (let i = 0; i < MAX_DECISION_SERIES * 3; i++) counts.record('validate', `Kind${i}`, `OP${i % 7}`, 'Skipped', 'allow', 0.001)
  const series = counts.decisionSeries()
  t.ok(series.length <= MAX_DECISION_SERIES + 1, `${series.length} series`)
  const total = series.reduce((sum, s) => sum + s.count, 0)
  t.equal(total, MAX_DECISION_SERIES * 3, 'every review is counted')
  const other = series.find((s) => s.labels.kind === 'other')
  t.same(other?.labels, { webhook: 'validate', kind: 'other', operation: 'other', outcome: 'Skipped', decision: 'allow' })
  t.equal(other?.count, MAX_DECISION_SERIES * 2)
  t.match(await registry.metrics(), /test_decisions_total\{webhook="validate",kind="other",operation="other",outcome="Skipped",decision="allow"\} 1000/)
})
