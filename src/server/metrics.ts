import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client'
import { AdmissionCounts, registerAdmissionCounts } from './admissionCounts.js'

/** The Prometheus metrics of one server. A registry per app, so several apps (tests, benchmarks) never collide. */
export interface GuardMetrics {
  registry: Registry
  /** inplace_guard_admission_decisions_total and inplace_guard_admission_request_duration_seconds. */
  admissions: AdmissionCounts
  errors: Counter<'code'>
  certificateExpiry: Gauge
  certificateReloads: Counter<'result'>
}

/** 0.25 ms to 10 s: admission answers are sub-millisecond when healthy, and the apiserver gives up at 30 s at most. */
export const DURATION_BUCKETS = [0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export function createMetrics(options: { processMetrics?: boolean } = {}): GuardMetrics {
  const registry = new Registry()
  if (options.processMetrics) collectDefaultMetrics({ register: registry })
  const admissions = new AdmissionCounts(DURATION_BUCKETS)
  registerAdmissionCounts(registry, admissions, {
    decisions: {
      name: 'inplace_guard_admission_decisions_total',
      help: 'Admission decisions by webhook (validate, mutate), object kind, operation, predicted outcome and decision.',
    },
    duration: {
      name: 'inplace_guard_admission_request_duration_seconds',
      help: 'Time from the start of an admission request to its answer, including body parsing.',
    },
  })
  return {
    registry,
    admissions,
    errors: new Counter({
      name: 'inplace_guard_errors_total',
      help: 'Rejected requests and engine failures, by error code.',
      labelNames: ['code'] as const,
      registers: [registry],
    }),
    certificateExpiry: new Gauge({
      name: 'inplace_guard_certificate_expiry_timestamp_seconds',
      help: 'notAfter of the serving certificate in use, as a Unix timestamp.',
      registers: [registry],
    }),
    certificateReloads: new Counter({
      name: 'inplace_guard_certificate_reloads_total',
      help: 'Serving certificate reloads from disk, by result (success, failure).',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
  }
}
