import t from 'tap'
import { kruiseRelease } from '../../src/engine/kruise/releases.js'
import { KruiseOracle, oracleBinary } from './oracle.js'
import { formatReproduction } from './reproduction.js'
import { type CaseResult, type RunOptions, detailedKindOf, kindOf, runConformance, shrink } from './run.js'
import { agreement, formatTable } from './table.js'
import { CONFORMANCE_WORKLOADS } from './workloads.js'

/**
 * The conformance suite (`npm run test:conformance`): seeded update pairs of every workload the engine guards (CloneSet,
 * Advanced StatefulSet) through the engine and our webhook, and through OpenKruise's own code (test/kruise/oracle) for
 * each released Kruise line the engine supports. Every pair under every gate setting must agree; a disagreement is
 * shrunk and printed so it reproduces. KIG_CONFORMANCE_SEED sets the seed (default: random, printed),
 * KIG_CONFORMANCE_PAIRS the pairs per gate setting and workload, KIG_CONFORMANCE_WORKLOADS a comma-separated list of
 * kinds to run (default: all).
 */
const seed = whole('KIG_CONFORMANCE_SEED', Math.floor(Math.random() * 2 ** 31), 0)
const pairs = whole('KIG_CONFORMANCE_PAIRS', 2000, 1)

function whole(name: string, fallback: number, min: number): number {
  const text = process.env[name]
  if (text === undefined || text === '') return fallback
  const value = Number(text)
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be a whole number >= ${min}, got "${text}"`)
  return value
}
const workloads = selectedWorkloads(process.env.KIG_CONFORMANCE_WORKLOADS)

function selectedWorkloads(text: string | undefined) {
  if (text === undefined || text.trim() === '') return CONFORMANCE_WORKLOADS
  const names = text.split(',').map((n) => n.trim())
  const unknown = names.filter((n) => !CONFORMANCE_WORKLOADS.some((w) => w.kind === n))
  if (unknown.length > 0) throw new Error(`KIG_CONFORMANCE_WORKLOADS names unknown kinds ${unknown.join(', ')} (known: ${CONFORMANCE_WORKLOADS.map((w) => w.kind).join(', ')})`)
  return CONFORMANCE_WORKLOADS.filter((w) => names.includes(w.kind))
}
const RELEASES = ['1.9', '1.8'] as const
/** Coarse disagreement kinds shrunk and printed per Kruise version (each shrink costs a few oracle round trips). */
const MAX_SHRUNK_KINDS = 60

t.comment(`conformance seed ${seed} (KIG_CONFORMANCE_SEED=${seed}), ${pairs} pairs per gate setting, workloads ${workloads.map((w) => w.kind).join(', ')}`)
const totals = new Map<string, { agree: number; total: number }>(workloads.map((w) => [w.kind, { agree: 0, total: 0 }]))

for (const release of RELEASES) {
  const facts = kruiseRelease(release)
  t.test(`Kruise ${facts.pinnedModule} (release ${release})`, async (t) => {
    const binary = oracleBinary(facts.pinnedModule)
    t.equal(KruiseOracle.version(binary), facts.pinnedModule, 'the oracle is built from the pinned Kruise module')
    const oracle = new KruiseOracle(binary)
    t.teardown(() => oracle.close())
    for (const workload of workloads) {
      await t.test(`${workload.kind}`, async (t) => {
        const options = { release, workload, seed, pairs, oracle }
        const started = Date.now()
        const results = await runConformance(options)
        const { agree, total: count } = agreement(results)
        const sum = totals.get(workload.kind)!
        sum.agree += agree
        sum.total += count
        const label = `Kruise ${facts.pinnedModule} ${workload.kind}`
        t.comment(`${label}: ${pairs} pairs x 4 gate settings in ${((Date.now() - started) / 1000).toFixed(1)}s`)
        t.comment('rows: mutation classes (a pair counts under each class it holds); columns: gate settings; cells: agreeing/total')
        for (const line of formatTable(results, workload)) t.comment(line)
        t.comment(`Kruise's answers: ${outcomeCounts(results)}`)
        await reportDisagreements(t, options, results, facts.pinnedModule)
        t.comment(`${label}: ${agree}/${count} agree`)
        t.equal(agree, count, `every ${workload.kind} pair agrees with Kruise ${facts.pinnedModule}`)
      })
    }
  })
}

/** How often Kruise answered each outcome, and how often it (or the InPlaceOnly rule) denies: what the pairs exercised. */
function outcomeCounts(results: readonly CaseResult[]): string {
  const counts = new Map<string, number>()
  for (const r of results) counts.set(r.kruise.outcome, (counts.get(r.kruise.outcome) ?? 0) + 1)
  const denied = results.filter((r) => r.kruise.denied).length
  return `${[...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([o, n]) => `${o} ${n}`).join(', ')}; denied ${denied}`
}

/** The disagreements, grouped by coarse kind, the most frequent shrunk and printed so they reproduce. */
async function reportDisagreements(t: { comment(message: string): void }, options: RunOptions, results: readonly CaseResult[], kruiseModule: string): Promise<void> {
  const kinds = new Map<string, { first: CaseResult; count: number }>()
  for (const r of results) {
    if (r.disagreements.length === 0) continue
    const kind = kinds.get(kindOf(r))
    if (kind) kind.count++
    else kinds.set(kindOf(r), { first: r, count: 1 })
  }
  const shrunk = new Map<string, { small: CaseResult; count: number }>()
  for (const { first, count } of [...kinds.values()].sort((a, b) => b.count - a.count).slice(0, MAX_SHRUNK_KINDS)) {
    const small = await shrink(options, first)
    const seen = shrunk.get(detailedKindOf(small))
    if (seen) seen.count += count
    else shrunk.set(detailedKindOf(small), { small, count })
  }
  if (shrunk.size > 0) t.comment(`disagreements, shrunk (count of disagreeing cases of that kind before shrinking):`)
  for (const [kind, { count }] of shrunk) t.comment(`  ${count} x ${kind}`)
  for (const { small } of shrunk.values()) for (const line of formatReproduction(small, { kruiseModule, seed })) t.comment(line)
}

t.teardown(() => {
  for (const [kind, { agree, total }] of totals) console.log(`${kind} ${agree}/${total} agree`)
})
