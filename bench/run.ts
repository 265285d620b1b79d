import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { cpus, loadavg, platform, release } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createServingCertificates } from '../src/certs/issuer.js'
import { SERVE_NODE_OPTIONS } from '../src/cli/youngGeneration.js'
import { PAYLOAD_DESCRIPTION, STATEFULSET_PAYLOAD_DESCRIPTION, WEBHOOK_PATH, statefulSetPayload, webhookPayload } from './payload.js'
import { type BenchResult, formatReport, type Method, SECTIONS, type SectionError, type SectionName } from './report.js'
import { benchCli, CLI_TARGET, DIFF_PAIRS } from './sections/cli.js'
import { benchEngine, ENGINE_TARGET } from './sections/engine.js'
import { benchLatency, LATENCY_TARGET } from './sections/latency.js'
import { benchMemory, MEMORY_TARGET } from './sections/memory.js'
import { benchReconciler, RECONCILER_TARGET, reconcilerMethod } from './sections/reconciler.js'
import { benchWebhook, type TlsMaterial, WEBHOOK_TARGET } from './sections/webhook.js'
import { benchWorkloads, WORKLOADS_TARGET } from './sections/workloads.js'
import type { ServerChildOptions } from './serverChild.js'
import { type BenchSettings, DEFAULT_SETTINGS, QUICK_SETTINGS } from './settings.js'

const USAGE = `usage: npm run bench -- [--quick] [--json] [--only engine,webhook,workloads,latency,memory,reconciler,cli] [--cpu-prof DIR]

Measures the prediction engine in process, the HTTPS webhook against a bare fastify route, the node floor and that
route after a walk of both pod templates (same run, same cert, connections, duration and payload), back-to-back
latency, server memory over repeated loads, the reconciler, and the CLI as a pipeline runs it (start-up, a 200-pair
diff, peak memory, serve without a cluster).
  --quick      fewer, shorter runs (under a minute): a smoke check, not numbers to quote
  --json       print the machine-readable result on stdout (progress goes to stderr)
  --only LIST  run only these sections
  --cpu-prof D write V8 CPU profiles of the server children into directory D
`

export async function main(argv: string[]): Promise<number> {
  let values
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        quick: { type: 'boolean' }, json: { type: 'boolean' }, only: { type: 'string' }, 'cpu-prof': { type: 'string' }, help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }))
  } catch (err) {
    process.stderr.write(`bench: ${err instanceof Error ? err.message : String(err)}\n\n${USAGE}`)
    return 2
  }
  if (values.help) {
    process.stdout.write(USAGE)
    return 0
  }
  const only = values.only?.split(',').map((s) => s.trim()).filter(Boolean) ?? [...SECTIONS]
  const unknown = only.filter((name) => !(SECTIONS as readonly string[]).includes(name))
  if (unknown.length > 0) {
    process.stderr.write(`bench: unknown section ${unknown.join(', ')} (known: ${SECTIONS.join(', ')})\n`)
    return 2
  }
  const settings = values.quick ? QUICK_SETTINGS : DEFAULT_SETTINGS
  const children: ServerChildOptions = {}
  if (values['cpu-prof']) {
    children.cpuProfileDir = resolve(values['cpu-prof'])
    mkdirSync(children.cpuProfileDir, { recursive: true })
  }
  const progress = (line: string) => process.stderr.write(`  ${line}\n`)
  const result = await runBench(settings, only as SectionName[], children, progress)
  process.stdout.write(values.json ? `${JSON.stringify(result, null, 2)}\n` : formatReport(result))
  return 0
}

export async function runBench(settings: BenchSettings, sections: SectionName[], children: ServerChildOptions, progress: (line: string) => void): Promise<BenchResult> {
  const body = webhookPayload()
  const result: BenchResult = { method: describeMethod(settings, Buffer.byteLength(body)) }
  const { ca, server } = await createServingCertificates({ hosts: ['localhost', '127.0.0.1'] })
  const tls: TlsMaterial = { certificate: { cert: server.certPem, key: server.keyPem }, ca: ca.certPem }
  const run = async <K extends SectionName>(name: K, target: string, measure: () => Promise<NonNullable<BenchResult[K]>> | NonNullable<BenchResult[K]>) => {
    if (!sections.includes(name)) return
    progress(`${name}...`)
    try {
      result[name] = await measure()
    } catch (err) {
      const error: SectionError = { target, pass: false, error: err instanceof Error ? err.message : String(err) }
      result[name] = error as BenchResult[K]
      progress(`${name} failed: ${error.error}`)
    }
  }
  await run('engine', ENGINE_TARGET, () => benchEngine(settings.engine))
  await run('webhook', WEBHOOK_TARGET, () => benchWebhook(tls, body, settings.webhook, children, progress))
  await run('workloads', WORKLOADS_TARGET, () => benchWorkloads(tls, { cloneSet: body, statefulSet: statefulSetPayload() }, settings.workloads, children, progress))
  await run('latency', LATENCY_TARGET, () => benchLatency(tls, body, settings.latency, children, progress))
  await run('memory', MEMORY_TARGET, () => benchMemory(tls, body, settings.memory, children, progress))
  await run('reconciler', RECONCILER_TARGET, () => benchReconciler(settings.reconciler))
  await run('cli', CLI_TARGET, () => benchCli(settings.cli, progress))
  return result
}

function describeMethod(settings: BenchSettings, payloadBytes: number): Method {
  const e = settings.engine
  const w = settings.webhook
  const l = settings.latency
  const m = settings.memory
  return {
    date: new Date().toISOString(),
    mode: settings.quick ? 'quick' : 'default',
    node: process.version,
    platform: `${platform()} ${release()}`,
    cpuCount: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    loadAverageAtStart: loadavg()[0]!,
    engine: `in process, compiled JS; each call timed with process.hrtime.bigint(); ${e.warmupMs} ms warm-up per scenario, then ${e.runs} runs of ${e.runMs} ms per scenario, taken in turns (run 1 of every scenario, then run 2, ...); decisions/s = median over runs, p50/p99 over all calls; the floor (a generic walk over both realistic pod templates, bench/templateWalk.ts) timed in the same turns`,
    http: {
      tool: `autocannon ${packageVersion('autocannon')} (programmatic, in the bench process)`,
      connections: w.connections,
      pipelining: 1,
      durationSeconds: w.durationSeconds,
      warmupSeconds: w.warmupSeconds,
      rounds: w.rounds,
      path: WEBHOOK_PATH,
      payload: PAYLOAD_DESCRIPTION,
      payloadBytes,
      tls: 'HTTPS with the same in-memory ECDSA P-256 certificate and TLS policy (src/server/tlsPolicy.ts) on every server, HTTP/1.1 keep-alive',
      servers: `each in its own child process, started with the image's NODE_OPTIONS (${SERVE_NODE_OPTIONS}); ours = buildApp as serve runs it (an info log line per decision through the serve logger, to /dev/null; metrics); bare fastify (the target reference) = fastify with our TLS policy, JSON parser options and body limit, one route answering like the floor; floor (reference) = node:https + JSON.parse + minimal allowed AdmissionReview; template walk (reference) = the bare fastify route after one generic walk of both pod templates (bench/templateWalk.ts), the least a correct decision reads`,
    },
    workloads: `ours alone (one server child), loaded with the webhook payload and with ${STATEFULSET_PAYLOAD_DESCRIPTION} (${Buffer.byteLength(statefulSetPayload())} bytes); ${settings.workloads.rounds} round(s), each in ABBA order (CloneSet first in every other round), windows of ${settings.workloads.durationSeconds / 2} s, ${settings.workloads.connections} connections, ${settings.workloads.warmupSeconds} s warm-up each; judged on the median per-round ratio of requests/s`,
    latency: `one keep-alive TLS connection (certificate verified), a bare HTTP/1.1 client: the request's bytes built once and written whole, the answer read by its content-length; the next request written when the previous answer is read; ${l.durationMs / 1000} s per server per round, ${l.rounds} round(s) alternating, ${l.warmupMs} ms warm-up; p50 and p99 per server and round, the target judged on their medians over rounds`,
    memory: `fresh server child (--expose-gc); a ${m.warmupSeconds} s warm-up load, then ${m.loads} loads of ${m.durationSeconds} s with ${m.connections} connections; RSS before, after each load, and after a GC triggered over IPC; then ${m.labelLikeReviews} reviews with a distinct 1 MB kind, subResource, name or uid (4 keep-alive connections) in two halves, RSS after a GC after each (flat: the second no more than 5 MB over the first), and the size of /metrics; then a real inplace-guard serve --mode off process (the CLI, a certificate from files: no cluster client, no certificate library), forked with --expose-gc: RSS after start and a GC, and after a ${m.durationSeconds} s load and a GC`,
    reconciler: reconcilerMethod(settings.reconciler),
    cli: `each a fresh process of the CLI as it ships (dist/cli/main.js, the bundle npm run build makes; npm run bench builds it first), from the repository root, output discarded: node -e 0, check --old examples/check/web.yaml --new examples/check/web-image-only.yaml, and diff --output json of two generated trees of ${DIFF_PAIRS} apps (a Service and a CloneSet each: a third image changes, a third env changes under InPlaceOnly, a third unchanged); one untimed run of each, then ${settings.cli.runs} runs of node and check in turns (diff in ${settings.cli.diffRuns} of them); wall time from spawn to exit, medians, check as a ratio to node -e 0; peak RSS (getrusage maxRSS) of one more run of each`,
  }
}

function packageVersion(name: string): string {
  const require = createRequire(import.meta.url)
  const manifest = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }
  return manifest.version
}

if (process.argv[1] && import.meta.url === new URL(`file://${resolve(process.argv[1])}`).href) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code
  }, (err: unknown) => {
    process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`)
    process.exitCode = 1
  })
}
