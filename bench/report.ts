import type { CliResult } from './sections/cli.js'
import type { EngineResult } from './sections/engine.js'
import type { LatencyResult } from './sections/latency.js'
import type { MemoryResult } from './sections/memory.js'
import type { ReconcilerResult } from './sections/reconciler.js'
import type { WebhookResult } from './sections/webhook.js'
import type { WorkloadsResult } from './sections/workloads.js'
import { fixed, formatTable, integer } from './table.js'

/** The whole result, as printed and as `--json` writes it. */
export interface Method {
  date: string
  mode: 'default' | 'quick'
  node: string
  platform: string
  cpuCount: number
  cpuModel: string
  /** 1-minute load average when the bench started: the machine is shared, this says how busy it was. */
  loadAverageAtStart: number
  engine: string
  http: {
    tool: string
    connections: number
    pipelining: number
    durationSeconds: number
    warmupSeconds: number
    rounds: number
    path: string
    payload: string
    payloadBytes: number
    tls: string
    servers: string
  }
  workloads: string
  latency: string
  memory: string
  reconciler: string
  cli: string
}

/** A section that could not run: its target, failed, and why. */
export interface SectionError {
  target: string
  pass: false
  error: string
}

export interface BenchResult {
  method: Method
  engine?: EngineResult | SectionError
  webhook?: WebhookResult | SectionError
  workloads?: WorkloadsResult | SectionError
  latency?: LatencyResult | SectionError
  memory?: MemoryResult | SectionError
  reconciler?: ReconcilerResult | SectionError
  cli?: CliResult | SectionError
}

export const SECTIONS = ['engine', 'webhook', 'workloads', 'latency', 'memory', 'reconciler', 'cli'] as const
export type SectionName = (typeof SECTIONS)[number]

function isError(section: object): section is SectionError {
  return 'error' in section
}

/** A quick run's warm-ups and loads are too short for the targets: V8 is still tiering up and the heap still growing. */
const QUICK_CAVEAT = 'quick run: a smoke check. Its warm-ups and loads are too short to judge the targets (V8 still optimizing, the heap still growing, one round per server), so its PASS and FAIL are indicative only; judge the targets on a default run (npm run bench).'

export function formatReport(result: BenchResult): string {
  const parts = [formatMethod(result.method)]
  const sections: [SectionName, (section: never) => string][] = [
    ['engine', formatEngine], ['webhook', formatWebhook], ['workloads', formatWorkloads], ['latency', formatLatency], ['memory', formatMemory], ['reconciler', formatReconciler], ['cli', formatCli],
  ]
  for (const [name, format] of sections) {
    const section = result[name]
    if (!section) continue
    const verdict = `${section.pass ? 'PASS' : 'FAIL'}  target: ${section.target}`
    parts.push(`## ${name}   ${verdict}\n${isError(section) ? `not measured: ${section.error}` : format(section as never)}`)
  }
  parts.push(`## summary\n${formatTable(['section', 'result', 'target'], SECTIONS.filter((n) => result[n]).map((n) => [n, result[n]!.pass ? 'PASS' : 'FAIL', result[n]!.target]))}`)
  if (result.method.mode === 'quick') parts.push(QUICK_CAVEAT)
  return `${parts.join('\n\n')}\n`
}

function formatMethod(m: Method): string {
  return [
    `## method (${m.mode} run, ${m.date})`,
    `machine     Node ${m.node} on ${m.platform}, ${m.cpuCount} CPUs (${m.cpuModel}), load average ${m.loadAverageAtStart.toFixed(2)} at start; shared with other builds: quote ratios and medians`,
    `engine      ${m.engine}`,
    `webhook     ${m.http.tool}, ${m.http.connections} connections, pipelining ${m.http.pipelining}, ${m.http.rounds} round(s); in each, ours and bare fastify in ABBA order (fastify, ours, ours, fastify; ours first in every other round), windows of ${m.http.durationSeconds / 2} s, so ${m.http.durationSeconds} s per server per round; then the node floor and the template walk for one window each; ${m.http.warmupSeconds} s warm-up each; server CPU per request from process.cpuUsage() in each server`,
    `payload     POST ${m.http.path}, ${m.http.payloadBytes} bytes: ${m.http.payload}`,
    `servers     ${m.http.servers}; ${m.http.tls}`,
    `workloads   ${m.workloads}`,
    `latency     ${m.latency}`,
    `memory      ${m.memory}`,
    `reconciler  ${m.reconciler}`,
    `cli         ${m.cli}`,
  ].join('\n')
}

function formatEngine(r: EngineResult): string {
  return formatTable(
    ['fixture', 'edit', 'outcome', 'decisions/s', 'p50 µs', 'p99 µs', 'run spread', '1/p50 per s'],
    r.scenarios.map((s) => [
      s.fixture, s.edit, s.consequence, integer(s.decisionsPerSecond), fixed(s.p50Us, 1), fixed(s.p99Us, 1), `${fixed(s.spread * 100, 0)}%`, integer(1e6 / s.p50Us),
    ]),
  ) + `\nrealistic fixture: ${fixed(r.margin, 2)}x the target (slowest edit). decisions/s counts every call in wall time, ` +
    'so time the process spent waiting for a CPU counts against it; 1/p50 is the rate of a typical call.' +
    (r.floor ? `\nfloor (${r.floor.what}): ${integer(r.floor.walksPerSecond)} walks/s, p50 ${fixed(r.floor.p50Us, 1)} µs; ` +
      `the slowest realistic edit's p50 is ${fixed(r.floor.slowestOverFloor, 2)}x the floor's (timed in turns with the decisions)` : '')
}

function formatWebhook(r: WebhookResult): string {
  const rows: (string | number)[][] = r.rounds.map((round, i) => [
    `round ${i + 1} (${round.order[0] === 'guard' ? 'ours' : 'fastify'} first)`, integer(round.guard.requestsPerSecond), integer(round.fastify.requestsPerSecond), fixed(round.ratio, 3),
    integer(round.floor.requestsPerSecond), integer(round.walk.requestsPerSecond), fixed(round.walkRatio, 3),
  ])
  rows.push(['median', integer(r.guard.requestsPerSecond), integer(r.fastify.requestsPerSecond), fixed(r.ratio, 3), integer(r.floor.requestsPerSecond),
    integer(r.walk.requestsPerSecond), fixed(r.walkRatio, 3)])
  const cpu = formatTable(['server CPU per request (median)', 'µs', 'floor/this'], [
    ['ours (full decision)', fixed(r.guard.serverCpuMicrosPerRequest, 0), fixed(r.cpuRatio, 3)],
    ['bare fastify (fixed answer, no decision)', fixed(r.fastify.serverCpuMicrosPerRequest, 0), fixed(r.fastifyCpuRatio, 3)],
    ['template walk (bare fastify + one walk of both templates)', fixed(r.walk.serverCpuMicrosPerRequest, 0), fixed(r.walkCpuRatio, 3)],
    ['floor (node:https + JSON.parse, reference)', fixed(r.floor.serverCpuMicrosPerRequest, 0), '1.000'],
  ])
  return `${formatTable(['', 'ours req/s', 'bare fastify req/s', 'ours/fastify', 'floor req/s', 'walk req/s', 'walk/fastify'], rows)}\n` +
    `ratio ${fixed(r.ratio, 3)} = ${fixed(r.margin, 2)}x the target ratio; a server that only walks both pod templates ` +
    `before answering reaches ${fixed(r.walkRatio, 3)}\n\n${cpu}`
}

function formatWorkloads(r: WorkloadsResult): string {
  const rows: (string | number)[][] = r.rounds.map((round, i) => [`round ${i + 1}`, integer(round.cloneSet.requestsPerSecond), integer(round.statefulSet.requestsPerSecond), fixed(round.ratio, 3)])
  rows.push(['median', integer(r.cloneSet.requestsPerSecond), integer(r.statefulSet.requestsPerSecond), fixed(r.ratio, 3)])
  return `${formatTable(['', 'CloneSet req/s', 'StatefulSet req/s', 'StatefulSet/CloneSet'], rows)}\n` +
    `server CPU per request (median): CloneSet ${fixed(r.cloneSet.serverCpuMicrosPerRequest, 0)} µs, StatefulSet ${fixed(r.statefulSet.serverCpuMicrosPerRequest, 0)} µs (CloneSet/StatefulSet ${fixed(r.cpuRatio, 3)})`
}

function formatLatency(r: LatencyResult): string {
  const row = (name: string, d: LatencyResult['guard']) => [name, integer(d.requests), fixed(d.p50Ms, 3), fixed(d.p99Ms, 3), fixed(d.maxMs, 3)]
  const rows = r.rounds.flatMap((round, i) => round.order.map((kind) => row(`round ${i + 1}: ${kind === 'guard' ? 'ours' : kind}`, round[kind])))
  rows.push(row('all rounds: ours', r.guard), row('all rounds: floor', r.floor))
  const perRound = r.rounds.map((round) => fixed(round.p99OverFloorMs, 3)).join(', ')
  return `${formatTable(['server', 'requests', 'p50 ms', 'p99 ms', 'max ms'], rows)}\n` +
    'all rounds: requests added up, p50 and p99 the medians of the rounds, max the largest\n' +
    `ours p99 - floor p99 = ${fixed(r.p99OverFloorMs, 3)} ms (median over rounds: ${perRound})`
}

function formatMemory(r: MemoryResult): string {
  return formatTable(
    ['load', 'requests', 'RSS before MB', 'RSS after load MB', 'RSS after GC MB', 'heap after GC MB'],
    r.loads.map((l, i) => [i + 1, integer(l.requests), fixed(l.beforeMb, 1), fixed(l.afterLoadMb, 1), fixed(l.afterGcMb, 1), fixed(l.heapAfterGcMb, 1)]),
  ) + `\nfresh process ${fixed(r.startMb, 1)} MB, ${fixed(r.afterWarmupMb, 1)} MB after the warm-up load and GC; max after GC ${fixed(r.maxAfterGcMb, 1)} MB; growth first->last after GC ${fixed(r.growthMb, 1)} MB` +
    `\nthen ${integer(r.labelLike.reviews)} reviews each with a distinct 1 MB kind, subResource, name or uid (${integer(r.labelLike.answered)} answered), in two halves: RSS after GC ${fixed(r.labelLike.afterFirstHalfMb, 1)} MB, then ${fixed(r.labelLike.afterGcMb, 1)} MB (${r.labelLike.growthMb >= 0 ? '+' : ''}${fixed(r.labelLike.growthMb, 1)} MB; heap ${fixed(r.labelLike.heapAfterGcMb, 1)} MB), /metrics ${integer(r.labelLike.metricsBytes)} bytes` +
    `\nserve --mode off (the CLI, no cluster): RSS ${fixed(r.serve.afterStartGcMb, 1)} MB after start and a GC, ${fixed(r.serve.afterLoadGcMb, 1)} MB after ${integer(r.serve.requests)} reviews and a GC (heap ${fixed(r.serve.heapAfterGcMb, 1)} MB)`
}

/** "a first run of 1501 ms", or "2 untimed runs: 1501 (cold), 1200 ms". */
function untimedRuns(o: ReconcilerResult['rollout']): string {
  const [first, ...rest] = o.untimedMs
  if (rest.length === 0) return `a first run of ${fixed(first ?? o.firstWallMs, 0)} ms`
  return `${o.untimedMs.length} untimed runs: ${fixed(first!, 0)} (cold), ${rest.map((ms) => fixed(ms, 0)).join(', ')} ms`
}

function formatReconciler(r: ReconcilerResult): string {
  const rows: (string | number)[][] = r.plans.map((p) => [
    `rolloutPlan, ${integer(p.pods)} Pods`, fixed(p.medianMs, 2), `median of ${integer(p.calls)} plans (p99 ${fixed(p.p99Ms, 2)} ms; mean by run ${p.runMeanMs.map((ms) => fixed(ms, 2)).join(', ')}); plan: ${integer(p.updateNow)} now, ${integer(p.waiting)} waiting`,
  ])
  const o = r.rollout
  rows.push([`simulated in-place rollout, ${integer(o.pods)} Pods`, fixed(o.wallMs, 0),
    `${o.completed ? 'completed' : 'NOT completed'} in ${o.rounds} rounds, ${o.simulatedSeconds} simulated s; median of ${o.runMs.length} after ${untimedRuns(o)}`])
  return formatTable(['measurement', 'wall ms', 'detail'], rows)
}

function formatCli(r: CliResult): string {
  const runs = (ms: number[]) => ms.map((x) => fixed(x, 0)).join(', ')
  return formatTable(['measurement', 'median', 'detail'], [
    ['node -e 0', `${fixed(r.node.medianMs, 0)} ms`, `runs: ${runs(r.node.runsMs)}`],
    ['check (one pair)', `${fixed(r.check.medianMs, 0)} ms`, `${fixed(r.check.ratio, 2)}x node -e 0; peak RSS ${fixed(r.check.peakRssMb, 1)} MB; runs: ${runs(r.check.runsMs)}`],
    [`diff (${r.diff.pairs} pairs)`, `${fixed(r.diff.medianMs, 0)} ms`, `${r.diff.files} files, ${integer(r.diff.bytes / 1024)} KiB; peak RSS ${fixed(r.diff.peakRssMb, 1)} MB; runs: ${runs(r.diff.runsMs)}`],
  ])
}
