import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import t from 'tap'
import { type UpdateSpec, calculateInPlaceUpdateSpec } from '../../../src/engine/inplace/eligibility.js'
import { comparisonGates, predictUpdate } from '../../../src/engine/inplace/prediction.js'
import { updateOptionsFor } from '../../../src/engine/inplace/updateOptions.js'
import { type FeatureGates, resolveGates } from '../../../src/engine/kruise/gates.js'
import { podTemplateType } from '../../../src/engine/kruise/knownFields.js'
import { type KruiseRelease, kruiseRelease } from '../../../src/engine/kruise/releases.js'
import { readPreviousWorkload, readWorkload } from '../../../src/engine/workloads/workload.js'
import { readDaemonSet } from '../../../src/engine/workloads/daemonSet.js'
import { daemonSetRevisionName } from '../../../src/engine/workloads/revision.js'
import { oracleBinary } from '../../conformance/oracle.js'
import { type Json, daemonSetPair } from '../support/daemonSets.js'
import { createRandom, runSeed } from '../support/prng.js'

/**
 * The engine's Advanced DaemonSet predictions against Kruise's own code (test/kruise/oracle: its mutating and validating
 * webhooks, the DaemonSet controller's revisions and its canPodInPlaceUpdate decision), for each pinned Kruise release:
 * the DaemonSet rows of the oracle's hand-written pairs and a seeded set of generated pairs, under several gate
 * settings. Compared: the outcome for a Pod of the old revision, CanUpdateInPlace, the UpdateSpec, the restarted
 * containers, whether Kruise's webhook refuses the update, and both revisions' names and Pod hashes. Skipped, saying why, when the oracle cannot be built.
 * PROPERTY_SEED reproduces a run; KIG_DAEMONSET_PAIRS sets the generated pairs per gate setting (default 300).
 */
const seed = runSeed()
const pairs = Number(process.env.KIG_DAEMONSET_PAIRS || 300)
const RELEASES: readonly KruiseRelease[] = ['1.9', '1.8']
const GATE_SETTINGS: readonly Partial<FeatureGates>[] = [{}, { InPlaceWorkloadVerticalScaling: true }, { InPlaceUpdateEnvFromMetadata: false, TemplateNoDefaults: true }]
const ROWS = new URL('../../kruise/oracle/testdata/workloads.jsonl', import.meta.url)

interface Answer {
  id: number
  error?: string
  stage?: string
  outcome?: string
  canUpdateInPlace: boolean
  updateSpec?: Json
  restartedContainers?: string[] | null
  webhook?: { allowed: boolean; message?: string }
  revisions?: { old: { name: string; podHash: string }; new: { name: string; podHash: string } }
}

/** What one side says about a pair, in one shape. */
interface Observation {
  /** `error: <stage>` when the pair is refused before any prediction (an API version the release does not serve). */
  outcome: string
  inPlace: boolean
  updateSpec: Json
  restarted: string[]
  kruiseWebhookRefuses: boolean
  /** The two revisions' names and the hash their Pods carry. */
  revisions?: Answer['revisions'] | { old: unknown; new: unknown }
}

interface Case {
  name: string
  old: Json
  new: Json
  gates: Partial<FeatureGates>
}

/** One oracle process fed DaemonSet pairs as JSON lines; answers come back by id. */
class Oracle {
  private readonly child: ChildProcessWithoutNullStreams
  private readonly waiting = new Map<number, (answer: Answer) => void>()
  private nextId = 0

  constructor(binary: string) {
    this.child = spawn(binary, [], { stdio: ['pipe', 'pipe', 'pipe'] })
    let stderr = ''
    this.child.stderr.on('data', (chunk: Buffer) => { stderr = (stderr + chunk.toString()).slice(-4000) })
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const answer = JSON.parse(line) as Answer
      this.waiting.get(answer.id)?.(answer)
      this.waiting.delete(answer.id)
    })
    this.child.on('exit', (code) => {
      for (const resolve of this.waiting.values()) resolve({ id: -1, error: `the oracle exited (${code}): ${stderr}`, stage: 'oracle', canUpdateInPlace: false })
      this.waiting.clear()
    })
  }

  ask(c: Case): Promise<Answer> {
    const id = this.nextId++
    return new Promise((resolve) => {
      this.waiting.set(id, resolve)
      this.child.stdin.write(`${JSON.stringify({ id, kind: 'DaemonSet', old: c.old, new: c.new, gates: c.gates })}\n`)
    })
  }

  close(): void {
    this.child.stdin.end()
  }
}

// The oracle is built here for each release when the cache lacks it: two cold Go builds against Kruise and k8s.io, 2–5
// min each on 2 cores, so this file gets its own timeout instead of the suite's 120 s, which killed it on a new machine.
t.setTimeout(1_800_000)

t.comment(`daemonSet conformance seed ${seed} (PROPERTY_SEED=${seed}), ${pairs} generated pairs per gate setting`)

for (const release of RELEASES) {
  const facts = kruiseRelease(release)
  const name = `Advanced DaemonSet predictions agree with Kruise ${facts.pinnedModule}`
  const binary = builtOracle(facts.pinnedModule)
  if (binary instanceof Error) {
    t.skip(`${name}: the oracle could not be built (Go toolchain or module cache missing): ${binary.message.split('\n')[0]}`, () => {})
    continue
  }
  t.test(name, async (t) => {
    const oracle = new Oracle(binary)
    t.teardown(() => oracle.close())
    const cases = [...fixedCases(), ...generatedCases(release)]
    const answers = await Promise.all(cases.map((c) => oracle.ask(c)))
    const disagreements: string[] = []
    const outcomes = new Map<string, number>()
    let refused = 0
    let unnamedRevisions = 0
    for (const [i, c] of cases.entries()) {
      const kruise = observeKruise(answers[i]!)
      const engine = observeEngine(c, release)
      outcomes.set(kruise.outcome, (outcomes.get(kruise.outcome) ?? 0) + 1)
      if (kruise.kruiseWebhookRefuses) refused++
      if (unnamed(engine)) unnamedRevisions++
      const differs = differences(kruise, engine)
      if (differs.length > 0) disagreements.push(`${c.name} gates=${JSON.stringify(c.gates)}: ${differs.join('; ')}\n  old=${JSON.stringify(c.old)}\n  new=${JSON.stringify(c.new)}`)
    }
    t.comment(`Kruise ${facts.pinnedModule}: ${cases.length - disagreements.length}/${cases.length} DaemonSet pairs agree; Kruise's outcomes ${JSON.stringify(Object.fromEntries(outcomes))}, its webhook refuses ${refused}; revisions the engine does not name: ${unnamedRevisions}`)
    t.ok(outcomes.get('in-place') && outcomes.get('recreate') && outcomes.get('on-delete') && outcomes.get('unchanged'), 'the pairs reach every outcome')
    t.ok(refused > 0 && refused < cases.length, 'Kruise\'s webhook refuses some pairs and admits others')
    t.equal(unnamedRevisions, 0, 'the engine names the revisions of every pair')
    t.same(disagreements.slice(0, 5), [], `${disagreements.length} of ${cases.length} pairs disagree (first five shown)`)
  })
}

function builtOracle(moduleVersion: string): string | Error {
  try {
    return oracleBinary(moduleVersion)
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err))
  }
}

function fixedCases(): Case[] {
  const rows = readFileSync(ROWS, 'utf8').split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as Json)
    .filter((row) => row.kind === 'DaemonSet')
    .map((row) => ({ name: row.id, old: row.old, new: row.new, gates: row.gates ?? {} }))
  return [...rows, ...rows.filter((row) => row.name === 'ads-env-recreate').map(onDelete)]
}

/** The same pair under OnDelete, so that every seed reaches that outcome (the generator draws it rarely). */
function onDelete(row: Case): Case {
  const withOnDelete = (obj: Json): Json => ({ ...obj, spec: { ...obj.spec, updateStrategy: { type: 'OnDelete' } } })
  return { name: `${row.name} under OnDelete`, old: withOnDelete(row.old), new: withOnDelete(row.new), gates: row.gates }
}

function generatedCases(release: KruiseRelease): Case[] {
  const rng = createRandom(seed)
  const options = { versions: kruiseRelease(release).servedDaemonSetVersions, percentPartition: release !== '1.8' }
  const cases: Case[] = []
  for (let i = 0; i < pairs; i++) {
    const pair = daemonSetPair(rng, options)
    for (const gates of GATE_SETTINGS) cases.push({ name: `pair ${i} (${pair.mutations.join(', ') || 'no change'})`, old: pair.old, new: pair.new, gates })
  }
  return cases
}

function differences(kruise: Observation, engine: Observation): string[] {
  const found: string[] = []
  const differ = (aspect: string, k: unknown, e: unknown) => {
    if (canonical(k) !== canonical(e)) found.push(`${aspect}: Kruise ${canonical(k)}, engine ${canonical(e)}`)
  }
  differ('outcome', kruise.outcome, engine.outcome)
  if (kruise.outcome.startsWith('error') || engine.outcome.startsWith('error')) return found
  differ('canUpdateInPlace', kruise.inPlace, engine.inPlace)
  if (kruise.inPlace && engine.inPlace) differ('updateSpec', kruise.updateSpec, engine.updateSpec)
  if (kruise.outcome === 'in-place' && engine.outcome === 'in-place') differ('restartedContainers', kruise.restarted, engine.restarted)
  differ('webhook refuses', kruise.kruiseWebhookRefuses, engine.kruiseWebhookRefuses)
  if (!unnamed(engine)) differ('revisions', kruise.revisions, engine.revisions)
  return found
}

function unnamed(o: Observation): boolean {
  return o.revisions?.old === 'not modelled' || o.revisions?.new === 'not modelled'
}

function observeKruise(answer: Answer): Observation {
  if (answer.error !== undefined) return { outcome: `error: ${answer.stage}`, inPlace: false, updateSpec: null, restarted: [], kruiseWebhookRefuses: true }
  return {
    outcome: answer.outcome!,
    inPlace: answer.canUpdateInPlace,
    updateSpec: answer.canUpdateInPlace ? normalSpec({ ...answer.updateSpec, metaDataPatch: answer.updateSpec?.metaDataPatch?.metadata }) : null,
    restarted: answer.outcome === 'in-place' ? [...(answer.restartedContainers ?? [])].sort() : [],
    kruiseWebhookRefuses: answer.webhook?.allowed === false,
    revisions: answer.revisions,
  }
}

/** The engine: predictUpdate, and the UpdateSpec with the options the DaemonSet controller passes. */
function observeEngine(c: Case, release: KruiseRelease): Observation {
  let prediction
  try {
    prediction = predictUpdate(c.old, c.new, { gates: c.gates, kruise: release })
  } catch (err) {
    const code = (err as { code?: string }).code
    // An API version the release does not serve: the oracle refuses it as input.
    return { outcome: code === 'IPG_ERR_VERSION_NOT_SERVED' ? 'error: input' : `error: ${String(err)}`, inPlace: false, updateSpec: null, restarted: [], kruiseWebhookRefuses: true }
  }
  const inPlace = prediction.eligibility === 'in-place'
  return {
    outcome: prediction.consequence === 'on-delete' ? 'on-delete' : prediction.outcome,
    inPlace,
    updateSpec: inPlace ? normalSpec(engineSpec(c, release)) : null,
    restarted: prediction.outcome === 'in-place' ? [...prediction.restartedContainers].sort() : [],
    kruiseWebhookRefuses: prediction.kruiseWebhookRefusals.length > 0,
    revisions: { old: revisionOf(c.old, release), new: revisionOf(c.new, release) },
  }
}

/** The revision's name and Pod hash; `not modelled` where the engine refuses to name it (a quantity off ParseQuantity's int64 path). */
function revisionOf(object: Json, release: KruiseRelease): { name: string; podHash: string } | 'not modelled' {
  try {
    const { name, hash } = daemonSetRevisionName(readDaemonSet(object, { kruise: release }), release)
    return { name, podHash: hash }
  } catch (err) {
    if ((err as { code?: string }).code === 'IPG_ERR_KIND_NOT_PLANNED') return 'not modelled'
    throw err
  }
}

function engineSpec(c: Case, release: KruiseRelease): UpdateSpec | null {
  const before = readPreviousWorkload(c.old, { kruise: release })
  const view = readWorkload(c.new, { kruise: release })
  const gates = comparisonGates(view, resolveGates(c.gates))
  return calculateInPlaceUpdateSpec(before.template, view.template, { ...updateOptionsFor(view, undefined, gates), gates, revision: '', templateType: podTemplateType(release) })
}

function normalSpec(spec: Json): Json {
  if (!spec) return null
  return {
    containerImages: spec.containerImages ?? {},
    containerResources: spec.containerResources ?? {},
    containerRefMetadata: spec.containerRefMetadata ?? {},
    metaDataPatch: spec.metaDataPatch ?? {},
    updateEnvFromMetadata: spec.updateEnvFromMetadata ?? false,
    graceSeconds: spec.graceSeconds ?? 0,
  }
}

/** JSON with sorted keys. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v
    return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  }) ?? 'undefined'
}
