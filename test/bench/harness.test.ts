import t from 'tap'
import { parseAdmissionReview } from '../../src/admission/review.js'
import { createServingCertificates } from '../../src/certs/issuer.js'
import { predictUpdate } from '../../src/engine/inplace/prediction.js'
import { startFastifyFloor, templateDifferencesSeen } from '../../bench/fastifyFloor.js'
import { startFloorServer } from '../../bench/floorServer.js'
import { startGuardServer } from '../../bench/guardServer.js'
import { backToBack } from '../../bench/latencyClient.js'
import { loadServer } from '../../bench/load.js'
import { labelLikeReview } from '../../bench/labelLikeReviews.js'
import { checkAnswer, WEBHOOK_PATH, statefulSetPayload, webhookPayload } from '../../bench/payload.js'
import { type BenchResult, formatReport } from '../../bench/report.js'
import { EDITS, FIXTURE_NAMES, asStatefulSetPair, bumpTag, updatePair, updateReview } from '../../bench/scenarios.js'
import { writeDiffTree } from '../../bench/sections/cli.js'
import { benchEngine } from '../../bench/sections/engine.js'
import { distribution, type LatencyDistribution, latencyResult, latencyRound } from '../../bench/sections/latency.js'
import { timePlans, timeRollout } from '../../bench/sections/reconciler.js'
import { combine, roundSchedule, type ServerLoad } from '../../bench/sections/webhook.js'
import { median, percentile, relativeSpread } from '../../bench/stats.js'
import { formatTable } from '../../bench/table.js'
import { timeFunctions } from '../../bench/timing.js'

/** The bench's building blocks on tiny inputs: well-formed results, never timing assertions. */
const TINY = { warmupMs: 5, runs: 2, runMs: 5 }
const METHOD: BenchResult['method'] = {
  date: '2026-01-01T00:00:00.000Z', mode: 'quick', node: 'v20.0.0', platform: 'linux', cpuCount: 2, cpuModel: 'cpu', loadAverageAtStart: 1,
  engine: 'e', http: { tool: 'autocannon', connections: 10, pipelining: 1, durationSeconds: 1, warmupSeconds: 1, rounds: 1, path: '/validate', payload: 'p', payloadBytes: 1, tls: 't', servers: 's' },
  workloads: 'w', latency: 'l', memory: 'm', reconciler: 'r', cli: 'c',
}

t.test('order statistics', async (t) => {
  const rows: { name: string; samples: number[]; p: number; percentile: number; median: number }[] = [
    { name: 'one sample', samples: [7], p: 0.99, percentile: 7, median: 7 },
    { name: 'odd count', samples: [5, 1, 3], p: 0.5, percentile: 3, median: 3 },
    { name: 'even count', samples: [4, 1, 3, 2], p: 0.5, percentile: 2, median: 2.5 },
    { name: 'p99 of 100 is the 99th value', samples: Array.from({ length: 100 }, (_, i) => 100 - i), p: 0.99, percentile: 99, median: 50.5 },
  ]
  for (const row of rows) {
    t.equal(percentile(row.samples, row.p), row.percentile, `${row.name}: percentile`)
    t.equal(median(row.samples), row.median, `${row.name}: median`)
  }
  t.ok(Number.isNaN(median([])), 'no samples, no median')
  t.equal(relativeSpread([9, 10, 11]), 0.2)
})

t.test('timeFunctions reports rates and per-call times', async (t) => {
  let calls = 0
  const [result] = timeFunctions([() => ++calls], TINY)
  if (result === undefined) throw new Error('one result per function')
  t.equal(result.runOpsPerSecond.length, TINY.runs)
  t.ok(result.opsPerSecond > 0 && Number.isFinite(result.opsPerSecond))
  t.ok(result.p50Us >= 0 && result.p50Us <= result.p99Us)
  t.ok(result.calls > 0 && result.calls <= calls, 'timed calls are a subset of all calls (warm-up excluded)')
})

t.test('timeFunctions takes the runs in turns, after warming up each function', async (t) => {
  const blocks: number[] = []
  const calls = [0, 0, 0]
  const fns = [0, 1, 2].map((i) => () => {
    calls[i]!++
    if (blocks.at(-1) !== i) blocks.push(i)
  })
  const results = timeFunctions(fns, TINY)
  t.same(blocks, [0, 1, 2, ...Array.from({ length: TINY.runs }, () => [0, 1, 2]).flat()], 'warm-ups, then run 1 of each, run 2 of each, ...')
  t.equal(results.length, 3)
  results.forEach((result, i) => {
    t.equal(result.runOpsPerSecond.length, TINY.runs)
    t.ok(result.calls > 0 && result.calls < calls[i]!, 'each function has its own count (warm-up excluded)')
  })
})

t.test('fixtures: each edit changes the template the way its name says', async (t) => {
  for (const fixture of FIXTURE_NAMES) {
    for (const edit of EDITS) {
      const pair = updatePair(fixture, edit)
      const prediction = predictUpdate(pair.oldObject, pair.newObject)
      t.equal(prediction.outcome, edit === 'image-only' ? 'in-place' : 'recreate', `${fixture} ${edit}`)
      t.equal(prediction.verdicts.length, 1, `${fixture} ${edit}: one change`)
      const review = parseAdmissionReview(JSON.parse(JSON.stringify(updateReview(pair))))
      t.equal(review.request.operation, 'UPDATE')
    }
  }
  t.equal(bumpTag('registry.example.com:5000/app:2.14.3'), 'registry.example.com:5000/app:2.14.4')
  t.equal(bumpTag('app:latest'), 'app:latest-next')
  const bytes = Buffer.byteLength(webhookPayload())
  t.ok(bytes > 15_000 && bytes < 25_000, `the webhook payload is about 18 KB (${bytes})`)
})

t.test('the StatefulSet payload: the same workload and change, read as an Advanced StatefulSet', async (t) => {
  for (const edit of EDITS) {
    const cloneSet = updatePair('realistic', edit)
    const statefulSet = asStatefulSetPair(cloneSet)
    const prediction = predictUpdate(statefulSet.oldObject, statefulSet.newObject)
    t.equal(prediction.kind, 'StatefulSet')
    t.equal(prediction.outcome, predictUpdate(cloneSet.oldObject, cloneSet.newObject).outcome, `${edit}: the same outcome as the CloneSet`)
    t.same(prediction.verdicts.map((v) => v.explanation), predictUpdate(cloneSet.oldObject, cloneSet.newObject).verdicts.map((v) => v.explanation), `${edit}: the same changes`)
  }
  const review = JSON.parse(statefulSetPayload()) as { request: { kind: { kind: string; version: string }; resource: { resource: string } } }
  t.same([review.request.kind.kind, review.request.kind.version, review.request.resource.resource], ['StatefulSet', 'v1beta1', 'statefulsets'])
  const ratio = Buffer.byteLength(statefulSetPayload()) / Buffer.byteLength(webhookPayload())
  t.ok(ratio > 0.97 && ratio < 1.03, `the two payloads are about the same size (${ratio.toFixed(3)})`)
})

t.test('benchEngine: one row per fixture and edit, target verdict on the realistic fixture', async (t) => {
  const result = benchEngine(TINY, ['realistic'], EDITS)
  t.equal(result.scenarios.length, EDITS.length)
  t.same(result.scenarios.map((s) => s.consequence), ['in-place', 'silent-recreate'])
  t.equal(result.pass, result.margin >= 1)
  for (const s of result.scenarios) t.ok(s.decisionsPerSecond > 0 && s.p50Us > 0)
  const floor = result.floor
  t.ok(floor && floor.walksPerSecond > 0 && floor.p50Us > 0, 'the floor is timed with the realistic fixture')
  t.equal(floor?.slowestOverFloor, Math.max(...result.scenarios.map((s) => s.p50Us)) / floor!.p50Us, 'the ratio is the slowest p50 over the floor p50')
  t.match(formatReport({ method: METHOD, engine: result }), /floor \(every key and item .*\): [\d,]+ walks\/s, p50 [\d.]+ µs; the slowest realistic edit's p50 is [\d.]+x the floor's/)
  t.equal(benchEngine(TINY, ['one-container'], ['image-only']).floor, undefined, 'no realistic fixture, no floor')
})

t.test('every server answers the payload; the latency and load helpers measure them', async (t) => {
  const { ca, server } = await createServingCertificates({ hosts: ['localhost', '127.0.0.1'] })
  const certificate = { cert: server.certPem, key: server.keyPem }
  const floor = await startFloorServer(certificate)
  const guard = await startGuardServer(certificate)
  const fastify = await startFastifyFloor(certificate)
  const walk = await startFastifyFloor(certificate, { walkTemplates: true })
  t.teardown(async () => {
    floor.server.close()
    await Promise.all([guard.app.close(), fastify.close(), walk.close()])
  })
  const body = webhookPayload()
  const before = templateDifferencesSeen()
  await backToBack(fastify.port, WEBHOOK_PATH, body, { durationMs: 0, ca: ca.certPem })
  t.equal(templateDifferencesSeen(), before, 'bare fastify does not walk the templates')
  await backToBack(walk.port, WEBHOOK_PATH, body, { durationMs: 0, ca: ca.certPem })
  t.ok(templateDifferencesSeen() > before, 'the template walk reads both templates and finds the env change')
  const servers = [['floor', floor.port], ['guard', guard.port], ['fastify', fastify.port], ['walk', walk.port]] as const
  for (const [kind, port] of servers) {
    const { samplesMs, firstAnswer } = await backToBack(port, WEBHOOK_PATH, body, { durationMs: 20, ca: ca.certPem })
    t.doesNotThrow(() => checkAnswer(kind, firstAnswer), `${kind} answers as expected`)
    const d = distribution(samplesMs)
    t.ok(d.requests >= 1 && d.p50Ms > 0 && d.p50Ms <= d.p99Ms && d.p99Ms <= d.maxMs, `${kind} latency distribution is well formed`)
  }
  t.throws(() => checkAnswer('guard', JSON.stringify({ kind: 'AdmissionReview', response: { allowed: true } })), 'a guard answer without warnings is refused')
  const load = await loadServer(floor.port, WEBHOOK_PATH, body, { connections: 2, durationSeconds: 1 })
  t.equal(load.failures, 0)
  t.ok(load.completed > 0 && load.requestsPerSecond > 0 && load.latencyP50Ms <= load.latencyP99Ms)
})

t.test('reconciler timings on a few Pods', async (t) => {
  const plans = timePlans([20, 50], { warmupMs: 5, runs: 2, runMs: 10 })
  t.same(plans.map((p) => p.pods), [20, 50], 'one timing per Pod count, in order')
  for (const p of plans) {
    t.equal(p.runMeanMs.length, 2, 'a mean per run')
    t.ok(p.calls >= 2 && p.medianMs > 0 && p.medianMs <= p.p99Ms, 'every plan timed; the median is a plan time')
    t.equal(p.updateNow + p.waiting, p.pods, 'every Pod is either updated now or waiting')
  }
  const plan = plans[0]!
  const rollout = await timeRollout(5, 2, 2)
  t.ok(rollout.completed, 'the simulated rollouts complete')
  t.equal(rollout.untimedMs.length, 2, 'two untimed runs')
  t.equal(rollout.firstWallMs, rollout.untimedMs[0], 'the first untimed run is the cold one')
  t.equal(rollout.runMs.length, 2, 'two timed runs after them')
  t.ok(rollout.wallMs > 0 && rollout.firstWallMs > 0 && rollout.rounds > 0)
  const single = await timeRollout(5, 1)
  t.same([single.untimedMs.length, single.runMs.length], [1, 1], 'by default only the first run is untimed')
  const line = formatReport({ method: METHOD, reconciler: { target: 'r', pass: true, plans: [plan], rollout } })
  t.match(line, new RegExp(`median of ${plan.calls.toLocaleString('en-US')} plans \\(p99 [\\d.]+ ms; mean by run [\\d.]+, [\\d.]+\\)`), 'the report gives the plans counted, p99 and each run')
  t.match(line, /median of 2 after 2 untimed runs: \d+ \(cold\), \d+ ms/, 'the report lists the untimed runs')
  t.match(formatReport({ method: METHOD, reconciler: { target: 'r', pass: true, plans: [plan], rollout: single } }), /median of 1 after a first run of \d+ ms/)
})

t.test('webhook report: each round and the median with the template walk beside ours, and server CPU per request', async (t) => {
  const load = (rate: number, cpu: number): ServerLoad => ({
    requestsPerSecond: rate, completed: rate, failures: 0, latencyP50Ms: 1, latencyP99Ms: 2, durationSeconds: 1, serverCpuMicrosPerRequest: cpu,
  })
  const round = { order: roundSchedule(0), guard: load(3000, 250), fastify: load(6000, 150), floor: load(7000, 125), walk: load(4800, 185), ratio: 0.5, walkRatio: 0.8 }
  const summary = (l: ServerLoad) => ({ requestsPerSecond: l.requestsPerSecond, serverCpuMicrosPerRequest: l.serverCpuMicrosPerRequest })
  const webhook = {
    target: 't', pass: false, guard: summary(round.guard), fastify: summary(round.fastify), floor: summary(round.floor), walk: summary(round.walk),
    ratio: 0.5, walkRatio: 0.8, margin: 0.625, cpuRatio: 0.5, fastifyCpuRatio: 125 / 150, walkCpuRatio: 125 / 185, rounds: [round],
  }
  const text = formatReport({ method: METHOD, webhook })
  t.match(text, /round 1 \(fastify first\) +3,000 +6,000 +0\.500 +7,000 +4,800 +0\.800/, 'a round row carries the walk and its ratio')
  t.match(text, /a server that only walks both pod templates before answering reaches 0\.800/)
  t.match(text, /template walk \(bare fastify \+ one walk of both templates\) +185 +0\.676/)
})

t.test('report: a table per section and a summary, from a result', async (t) => {
  const result: BenchResult = {
    method: METHOD,
    engine: benchEngine(TINY, ['one-container'], ['image-only']),
    latency: latencyResult([latencyRound(['floor', 'guard'], distribution([0.5]), distribution([0.4]))]),
    memory: { target: 'm', pass: false, error: 'not run' },
  }
  const text = formatReport(result)
  t.match(text, /## method \(quick run, 2026-01-01/)
  t.match(text, /## engine {3}FAIL/)
  t.match(text, /## latency {3}PASS/)
  t.match(text, /round 1: floor .*\n.*round 1: ours/)
  t.match(text, /ours p99 - floor p99 = 0\.100 ms \(median over rounds: 0\.100\)/)
  t.match(text, /not measured: not run/)
  t.match(text, /## summary/)
  t.match(text, /quick run: a smoke check\. .* indicative only; judge the targets on a default run/, 'a quick run says its verdicts are indicative')
  t.notMatch(formatReport({ ...result, method: { ...result.method, mode: 'default' } }), /indicative only/, 'a default run does not')
  t.equal(formatTable(['a', 'n'], [['x', 1], ['yy', 22]]), 'a    n\n--  --\nx    1\nyy  22')
})

t.test('latency: the target is judged on medians over rounds, so one disturbed round does not decide it', async (t) => {
  const d = (p50Ms: number, p99Ms: number, requests = 1000, maxMs = p99Ms * 2): LatencyDistribution => ({ requests, p50Ms, p99Ms, maxMs })
  const calm = (ours: [number, number], floor: [number, number]) => latencyRound(['floor', 'guard'], d(...ours), d(...floor))
  const cases = [
    { name: 'all calm, within the targets', rounds: [calm([0.6, 1.4], [0.4, 0.9]), calm([0.55, 1.3], [0.38, 0.95]), calm([0.58, 1.5], [0.41, 0.92])], pass: true, p50: 0.58, over: 0.5 },
    { name: 'one round of ours disturbed', rounds: [calm([0.6, 1.4], [0.4, 0.9]), calm([1.9, 9.0], [0.4, 0.9]), calm([0.58, 1.5], [0.41, 0.92])], pass: true, p50: 0.6, over: 0.58 },
    { name: 'p50 at 1 ms is not under 1 ms', rounds: [calm([1.0, 1.4], [0.4, 0.9])], pass: false, p50: 1.0, over: 0.5 },
    { name: 'p99 more than 1 ms over the floor in most rounds', rounds: [calm([0.6, 2.4], [0.4, 0.9]), calm([0.6, 2.5], [0.4, 1.0]), calm([0.6, 1.2], [0.4, 0.9])], pass: false, p50: 0.6, over: 1.5 },
  ]
  for (const c of cases) {
    const r = latencyResult(c.rounds)
    t.equal(r.pass, c.pass, `${c.name}: pass`)
    t.equal(r.guard.p50Ms, c.p50, `${c.name}: ours p50 is the median of the rounds' p50`)
    t.ok(Math.abs(r.p99OverFloorMs - c.over) < 1e-9, `${c.name}: p99 over the floor is the median of the rounds' differences (${r.p99OverFloorMs})`)
    t.equal(r.guard.requests, 1000 * c.rounds.length, `${c.name}: requests add up`)
    t.equal(r.guard.maxMs, Math.max(...c.rounds.map((round) => round.guard.maxMs)), `${c.name}: max is the largest of any round`)
    t.equal(r.rounds.length, c.rounds.length)
  }
})

t.test('webhook rounds: ours and bare fastify in ABBA order, flipped every round, each as long as the other', async (t) => {
  for (let round = 0; round < 6; round++) {
    const order = roundSchedule(round)
    const pair = order.slice(0, 4)
    t.same(pair, [pair[0], pair[1], pair[1], pair[0]], `round ${round} is ABBA`)
    t.not(pair[0], pair[1])
    t.equal(pair[0], round % 2 === 0 ? 'fastify' : 'guard', 'the first server alternates')
    t.same(order.slice(4), ['floor', 'walk'], 'the references run after the pair, one window each')
  }
  // A load that drifts linearly over the round: the ABBA ratio equals the ratio without drift.
  const drift = (i: number) => 1 - 0.1 * i
  const windowLoad = (rate: number, cpu: number): ServerLoad => ({
    requestsPerSecond: rate, completed: rate * 1.5, failures: 0, latencyP50Ms: 1, latencyP99Ms: 2, durationSeconds: 1.5, serverCpuMicrosPerRequest: cpu,
  })
  const trueRatio = 0.9
  const loads = roundSchedule(0).slice(0, 4).map((kind, i) => windowLoad((kind === 'guard' ? trueRatio : 1) * 1000 * drift(i), kind === 'guard' ? 200 : 100))
  const fastify = combine([loads[0]!, loads[3]!])
  const guard = combine([loads[1]!, loads[2]!])
  t.ok(Math.abs(guard.requestsPerSecond / fastify.requestsPerSecond - trueRatio) < 1e-9, 'linear drift cancels')
  t.equal(guard.completed, loads[1]!.completed + loads[2]!.completed)
  t.equal(guard.durationSeconds, 3)
  t.ok(Math.abs(guard.serverCpuMicrosPerRequest - 200) < 1e-9, 'CPU per request is weighted by requests')
  t.equal(combine([fastify]), fastify)
})

t.test('label-like reviews: a distinct 1 MB value in kind, subResource, name or uid, in turns, the rest untouched', async (t) => {
  const body = webhookPayload()
  const base = JSON.parse(body)
  const fields = [(r: any) => r.request.kind.kind, (r: any) => r.request.subResource, (r: any) => r.request.name, (r: any) => r.request.uid]
  const seen = new Set<string>()
  for (let i = 0; i < 8; i++) {
    const review = JSON.parse(labelLikeReview(body, i))
    const value = fields[i % 4]!(review) as string
    t.ok(value.length > 1024 * 1024 && value.startsWith(`${i}-`), `review ${i}: field ${i % 4} carries a 1 MB value`)
    seen.add(value.slice(0, 8))
    fields.forEach((field, j) => { if (j !== i % 4) t.equal(field(review), field(base), `review ${i}: field ${j} untouched`) })
    t.same(review.request.object, base.request.object, `review ${i}: the CloneSet untouched`)
  }
  t.equal(seen.size, 8, 'every value distinct')
})

t.test('the CLI section\'s generated tree: a third in place, a third denied, a third unchanged, each beside a Service', async (t) => {
  const { run: diff } = await import('../../src/cli/commands/diff.js')
  const { runCli } = await import('../support/cliRun.js')
  const dir = t.testdir({})
  const tree = writeDiffTree(dir, 6)
  t.equal(tree.files, 12)
  const result = await runCli(diff, [tree.old, tree.new, '--output', 'json'])
  t.equal(result.code, 1, 'the denied updates fail the run, as in the bench')
  t.match(JSON.parse(result.stdout).summary, { compared: 6, unchanged: 2, passedOver: 12, deny: 2, allow: 4, errors: 0, skipped: 0 })
})
