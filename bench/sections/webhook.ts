import type { ServingKeyPair } from '../floorServer.js'
import { backToBack } from '../latencyClient.js'
import { type LoadResult, loadServer } from '../load.js'
import { checkAnswer, WEBHOOK_PATH } from '../payload.js'
import { type ServerChild, type ServerChildOptions, startServerChild } from '../serverChild.js'
import type { ServerKind } from '../serverProcess.js'
import type { BenchSettings } from '../settings.js'
import { median } from '../stats.js'

/**
 * HTTPS throughput of POST /validate: ours (the full decision, logged and counted) against a bare fastify route (same
 * TLS policy, JSON parser and body limit, a fixed allowed answer) with the same cert, connections, duration and
 * payload. Two references without a target: the node floor (node:https + JSON.parse), for what the framework itself
 * costs, and the template walk (the bare route after one walk of both pod templates), for the most any server that
 * reads the templates it decides on can reach against bare fastify.
 */
export const WEBHOOK_TARGET_RATIO = 0.8
export const WEBHOOK_TARGET = `ours/bare fastify >= ${WEBHOOK_TARGET_RATIO} requests/s on the same run`

export interface ServerLoad extends LoadResult {
  /** CPU time the server process spent per answered request, microseconds (its own CPU, not the machine's). */
  serverCpuMicrosPerRequest: number
}

export interface WebhookRound {
  /** The load windows of this round, in order (see roundSchedule). */
  order: ServerKind[]
  guard: ServerLoad
  floor: ServerLoad
  fastify: ServerLoad
  walk: ServerLoad
  /** guard / bare fastify requests per second. */
  ratio: number
  /** template walk / bare fastify requests per second (the walk runs later in the round, in one window). */
  walkRatio: number
}

export interface ServerSummary {
  /** Medians over rounds. */
  requestsPerSecond: number
  serverCpuMicrosPerRequest: number
}

export interface WebhookResult {
  target: string
  pass: boolean
  guard: ServerSummary
  floor: ServerSummary
  fastify: ServerSummary
  walk: ServerSummary
  /** Median over rounds of the per-round ratio guard/bare fastify (each round loads the two back to back). */
  ratio: number
  /** Median over rounds of template walk / bare fastify: the ratio a decision as cheap as one walk would reach. */
  walkRatio: number
  margin: number
  /** floor/ours of the median server CPU per request: the throughput ratio if each server had a CPU to itself. */
  cpuRatio: number
  /** The same for bare fastify against the floor: the framework's own share. */
  fastifyCpuRatio: number
  /** The same for the template walk against the floor. */
  walkCpuRatio: number
  rounds: WebhookRound[]
}

export interface TlsMaterial {
  certificate: ServingKeyPair
  ca: string
}

const KINDS: ServerKind[] = ['floor', 'fastify', 'guard', 'walk']

/**
 * The load windows of one round. Ours and bare fastify share the round in ABBA order (fastify, ours, ours, fastify; the
 * next round ours first), each window half of `durationSeconds`: the host's load drifts over seconds on this shared
 * machine, and a drift that is linear over the round then weighs on both servers alike instead of on whichever ran
 * later. The references, without a target, run after the pair for one window each: the node floor, the template walk.
 */
export function roundSchedule(round: number): ServerKind[] {
  const pair: ServerKind[] = round % 2 === 0 ? ['fastify', 'guard', 'guard', 'fastify'] : ['guard', 'fastify', 'fastify', 'guard']
  return [...pair, 'floor', 'walk']
}

export async function benchWebhook(tls: TlsMaterial, body: string, settings: BenchSettings['webhook'], children: ServerChildOptions = {}, progress: (line: string) => void = () => {}): Promise<WebhookResult> {
  const servers: ServerChild[] = []
  try {
    for (const kind of KINDS) servers.push(await startServerChild(kind, tls.certificate, children))
    for (const server of servers) {
      checkAnswer(server.kind, (await backToBack(server.port, WEBHOOK_PATH, body, { durationMs: 0, ca: tls.ca })).firstAnswer)
      await loadServer(server.port, WEBHOOK_PATH, body, { connections: settings.connections, durationSeconds: settings.warmupSeconds })
    }
    const rounds: WebhookRound[] = []
    const byKind = new Map(servers.map((server) => [server.kind, server]))
    for (let round = 0; round < settings.rounds; round++) {
      const order = roundSchedule(round)
      const windows: Record<ServerKind, ServerLoad[]> = { guard: [], floor: [], fastify: [], walk: [] }
      for (const kind of order) {
        const load = await measure(byKind.get(kind)!, body, settings.connections, settings.durationSeconds / 2)
        windows[kind].push(load)
        progress(`webhook round ${round + 1}/${settings.rounds}: ${kind} ${Math.round(load.requestsPerSecond)} req/s`)
      }
      const [guard, floor, fastify, walk] = [combine(windows.guard), combine(windows.floor), combine(windows.fastify), combine(windows.walk)]
      const ratio = guard.requestsPerSecond / fastify.requestsPerSecond
      rounds.push({ order, guard, floor, fastify, walk, ratio, walkRatio: walk.requestsPerSecond / fastify.requestsPerSecond })
    }
    const summary = (kind: ServerKind): ServerSummary => ({
      requestsPerSecond: median(rounds.map((r) => r[kind].requestsPerSecond)),
      serverCpuMicrosPerRequest: median(rounds.map((r) => r[kind].serverCpuMicrosPerRequest)),
    })
    const [guard, floor, fastify, walk] = [summary('guard'), summary('floor'), summary('fastify'), summary('walk')]
    const ratio = median(rounds.map((r) => r.ratio))
    return {
      target: WEBHOOK_TARGET,
      pass: ratio >= WEBHOOK_TARGET_RATIO,
      guard, floor, fastify, walk,
      ratio,
      walkRatio: median(rounds.map((r) => r.walkRatio)),
      margin: ratio / WEBHOOK_TARGET_RATIO,
      cpuRatio: floor.serverCpuMicrosPerRequest / guard.serverCpuMicrosPerRequest,
      fastifyCpuRatio: floor.serverCpuMicrosPerRequest / fastify.serverCpuMicrosPerRequest,
      walkCpuRatio: floor.serverCpuMicrosPerRequest / walk.serverCpuMicrosPerRequest,
      rounds,
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
  }
}

export async function measure(server: ServerChild, body: string, connections: number, durationSeconds: number): Promise<ServerLoad> {
  const before = await server.memory()
  const load = await loadServer(server.port, WEBHOOK_PATH, body, { connections, durationSeconds })
  const after = await server.memory()
  if (load.failures > 0) throw new Error(`${load.failures} failed requests while loading the ${server.kind} server`)
  return { ...load, serverCpuMicrosPerRequest: (after.cpuMicros - before.cpuMicros) / load.completed }
}

/** One server's windows of a round as one load: requests and CPU added up over the time measured. */
export function combine(loads: ServerLoad[]): ServerLoad {
  if (loads.length === 1) return loads[0]!
  const completed = loads.reduce((sum, l) => sum + l.completed, 0)
  const durationSeconds = loads.reduce((sum, l) => sum + l.durationSeconds, 0)
  const cpuMicros = loads.reduce((sum, l) => sum + l.serverCpuMicrosPerRequest * l.completed, 0)
  return {
    requestsPerSecond: completed / durationSeconds,
    completed,
    failures: loads.reduce((sum, l) => sum + l.failures, 0),
    // Latencies are not additive: the slower window's, as a bound (this section judges throughput only).
    latencyP50Ms: Math.max(...loads.map((l) => l.latencyP50Ms)),
    latencyP99Ms: Math.max(...loads.map((l) => l.latencyP99Ms)),
    durationSeconds,
    serverCpuMicrosPerRequest: cpuMicros / completed,
  }
}
