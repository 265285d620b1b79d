import { Counter, Histogram, type Registry } from 'prom-client'

/**
 * The admission decisions and answer durations, counted on the hot path with plain numbers and read by prom-client
 * only when /metrics is scraped.
 *
 * Why not prom-client's own counters: every `inc`/`observe`, even on a cached labelled child, builds label objects,
 * validates and hashes them, and looks its bucket up by a float turned into a property name. Measured inside the
 * running server that was 3–4 µs per review (a tenth of the decision), and its code and data evicted the decision's
 * from the CPU caches. Here a review costs one map lookup by a joined key and a few array writes.
 */
export type DecisionLabel = 'webhook' | 'kind' | 'operation' | 'outcome' | 'decision'
export type DecisionLabels = Record<DecisionLabel, string>

/** Past this many label sets, new ones count as kind and operation `other`: a caller cannot grow the series without bound. */
export const MAX_DECISION_SERIES = 500
const OTHER = 'other'

interface DecisionSeries {
  labels: DecisionLabels
  count: number
}

interface DurationSeries {
  webhook: string
  /** Observations per bucket (not cumulative); the last slot is above every bound. */
  buckets: Float64Array
  sum: number
  count: number
}

export class AdmissionCounts {
  private readonly decisions = new Map<string, DecisionSeries>()
  private readonly durations = new Map<string, DurationSeries>()

  constructor(readonly bounds: readonly number[]) {}

  /** One answered review: its labels, and the seconds from its arrival to its answer. Positional: no object per review. */
  record(webhook: string, kind: string, operation: string, outcome: string, decision: string, seconds: number): void {
    this.countDecision(webhook, kind, operation, outcome, decision)
    this.observeDuration(webhook, seconds)
  }

  /** Label sets and counts, in the order first seen. */
  decisionSeries(): readonly DecisionSeries[] {
    return [...this.decisions.values()]
  }

  durationSeries(): readonly DurationSeries[] {
    return [...this.durations.values()]
  }

  private countDecision(webhook: string, kind: string, operation: string, outcome: string, decision: string): void {
    const key = `${webhook}\0${kind}\0${operation}\0${outcome}\0${decision}`
    const series = this.decisions.get(key)
    if (series !== undefined) {
      series.count++
    } else if (this.decisions.size >= MAX_DECISION_SERIES && (kind !== OTHER || operation !== OTHER)) {
      // kind and operation come from the request; outcome and decision are ours, from small fixed sets.
      this.countDecision(webhook, OTHER, OTHER, outcome, decision)
    } else {
      this.decisions.set(key, { labels: { webhook, kind, operation, outcome, decision }, count: 1 })
    }
  }

  private observeDuration(webhook: string, seconds: number): void {
    let series = this.durations.get(webhook)
    if (series === undefined) {
      series = { webhook, buckets: new Float64Array(this.bounds.length + 1), sum: 0, count: 0 }
      this.durations.set(webhook, series)
    }
    const bounds = this.bounds
    let i = 0
    while (i < bounds.length && seconds > bounds[i]!) i++
    series.buckets[i]!++
    series.sum += seconds
    series.count++
  }
}

export interface AdmissionMetricNames {
  decisions: { name: string; help: string }
  duration: { name: string; help: string }
}

/** Registers the two metrics that read `counts` at scrape time. */
export function registerAdmissionCounts(registry: Registry, counts: AdmissionCounts, names: AdmissionMetricNames): void {
  new Counter<DecisionLabel>({
    ...names.decisions,
    labelNames: ['webhook', 'kind', 'operation', 'outcome', 'decision'],
    registers: [registry],
    collect() {
      this.reset()
      for (const series of counts.decisionSeries()) this.inc(series.labels, series.count)
    },
  })
  registry.registerMetric(new CountedHistogram({ ...names.duration, labelNames: ['webhook'], buckets: [...counts.bounds] }, counts))
}

type HistogramValue = Awaited<ReturnType<Histogram<'webhook'>['get']>>
type HistogramConfig = { name: string; help: string; labelNames: ['webhook']; buckets: number[] }

/** A histogram whose values come from AdmissionCounts: prom-client formats them, it does not count them. */
class CountedHistogram extends Histogram<'webhook'> {
  constructor(private readonly config: HistogramConfig, private readonly counts: AdmissionCounts) {
    // Registered by the caller once constructed: prom-client's constructor would register it before `counts` is set.
    super({ ...config, registers: [] })
  }

  /** prom-client's histogram values: cumulative buckets with an `le` label, then `_sum` and `_count`, per label set. */
  override async get(): Promise<HistogramValue> {
    const { name, help } = this.config
    const values: { metricName: string; labels: Record<string, string | number>; value: number }[] = []
    for (const series of this.counts.durationSeries()) {
      let cumulative = 0
      this.counts.bounds.forEach((bound, i) => {
        cumulative += series.buckets[i]!
        values.push({ metricName: `${name}_bucket`, labels: { le: bound, webhook: series.webhook }, value: cumulative })
      })
      values.push({ metricName: `${name}_bucket`, labels: { le: '+Inf', webhook: series.webhook }, value: series.count })
      values.push({ metricName: `${name}_sum`, labels: { webhook: series.webhook }, value: series.sum })
      values.push({ metricName: `${name}_count`, labels: { webhook: series.webhook }, value: series.count })
    }
    // prom-client's types name the type by an enum; at run time it is this string.
    return { name, help, type: 'histogram', values, aggregator: 'sum' } as unknown as HistogramValue
  }

  /** What the registry's text output reads when a metric has it (prom-client's Histogram does): the same values. */
  getForPromString(): Promise<HistogramValue> {
    return this.get()
  }
}
