import { parseArgs } from 'node:util'
import { applyPolicy } from '../../admission/policy.js'
import { boundedList, printable } from '../../admission/text.js'
import { type Prediction, predictUpdate } from '../../engine/inplace/prediction.js'
import { type FeatureGates, resolveGates } from '../../engine/kruise/gates.js'
import { type KruiseRelease, requireServedVersion } from '../../engine/kruise/releases.js'
import { type JsonObject, isJsonObject } from '../../engine/kube/json.js'
import { type SidecarSetView, readSidecarSet } from '../../engine/workloads/sidecarSet.js'
import { readUnitedDeployment } from '../../engine/workloads/unitedDeployment.js'
import { readWorkload } from '../../engine/workloads/workload.js'
import { GuardError } from '../../errors.js'
import { podLabelsFor, runSidecarSetSimulation } from '../../reconciler/sidecarSetSimulation.js'
import { MAX_SIMULATED_PODS, type SimulationOptions, runSimulatedRollout } from '../../reconciler/simulation.js'
import { runUnitedDeploymentSimulation } from '../../reconciler/unitedDeploymentSimulation.js'
import { checkedKindOf } from '../checkedKind.js'
import { type CliCommand, type CliIO, EXIT_DENY, EXIT_OK } from '../io.js'
import { readManifestInput } from '../manifestInput.js'
import { DEFAULT_MAX_FILE_BYTES, type ManifestDocument } from '../manifests.js'
import { parseNameOption } from '../nameOption.js'
import { KRUISE_VERSION_HELP, choiceOption, gatesOption, kruiseVersionOption } from '../options.js'
import { requirePlannedKind } from '../plannedKind.js'
import { type RefusedSimulation, formatRefusedSimulation, formatRefusedSimulationMarkdown, refusedSimulationJson } from '../refusedSimulationReport.js'
import { formatSimulation, formatSimulationMarkdown, rolloutJson, simulationJson } from '../rolloutReport.js'
import { formatSidecarSetSimulation, formatSidecarSetSimulationMarkdown, sidecarSetSimulationJson, sidecarSetSimulationSucceeded } from '../sidecarSetSimulationReport.js'
import { formatUnitedDeploymentSimulation, formatUnitedDeploymentSimulationMarkdown, unitedDeploymentSimulationJson } from '../unitedDeploymentSimulationReport.js'
import { DEFAULT_NAMESPACE } from '../workloadIdentity.js'
import { readWorkloadPair } from '../workloadPair.js'
import { pickWorkload } from '../workloadSelection.js'
import { reportError, withFile } from './check.js'
import { wrapHelp } from '../helpText.js'

export const HELP = wrapHelp(`usage: inplace-guard simulate -f WORKLOAD.yaml --set-image CONTAINER=IMAGE [options]
       inplace-guard simulate --old OLD.yaml --new NEW.yaml [options]

Runs the rollout on the embedded cluster: the workload's Pods are created running and ready at its current
template, the change is applied (new images, or the whole NEW manifest: env, resources, claim templates, any
field), and the reconciler and a simulated kubelet (simulated clock) carry the rollout to completion or to a stall.
Prints the rounds, the Pods, how long each took, and why it stalled. The embedded cluster plays CloneSets,
Advanced StatefulSets (Pods <name>-<ordinal>, in their controller's order) and Advanced DaemonSets (one Pod on each
of --nodes simulated nodes, sim-node-1 to sim-node-N, the highest node name first).

A SidecarSet: --replicas running Pods (pod-0 to pod-N-1, labelled to match spec.selector) are injected with the OLD
sidecars as Kruise's Pod webhook does; then its controller upgrades them round by round (partition, maxUnavailable,
spec.updateStrategy.selector), swapping sidecar images in place (same Pods, each changed sidecar restarts once).
--set-image names a sidecar container. When more than images changed, running Pods are never upgraded (condition
SidecarSetUpgradable=False): exit 1. Paused or NotUpdate: no running Pod is updated, exit 0.
A UnitedDeployment: each subset's child is rendered before and after as Kruise's controller writes it; CloneSet
and Advanced StatefulSet children are played as above, apps/v1 StatefulSet and Deployment children are reported
from the prediction (every Pod recreated, or OnDelete). --set-image names a container of the child template.

options:
  -f, --file FILE            the workload (YAML or JSON, one workload); its template is the running revision
  --set-image C=IMAGE        new image for container C (repeatable, or comma-separated)
  --old FILE, --new FILE     instead of -f and --set-image: roll out from the OLD manifest to the NEW one
  --name [KIND/]NAMESPACE/NAME  the workload to pick when a file holds several (a SidecarSet: SidecarSet/NAME)
  --rename                   allow OLD and NEW to name different workloads of one kind (NEW's spec is applied to OLD)
  --not-ready N              the first N Pods are running but NotReady before the change (per subset)
  --fail-pull POD...         pulling the new image fails on these Pods (names as printed, or 0-based ordinals)
  --replicas N               override spec.replicas (at most ${MAX_SIMULATED_PODS}, as spec.replicas); a SidecarSet: the Pods it
                             was injected into (default 3, at most 300)
  --nodes N                  simulated nodes, each running one Pod of an Advanced DaemonSet (default 3)
  --gates Name=bool,...      OpenKruise feature gates (default: Kruise's defaults)
${KRUISE_VERSION_HELP}
  --pull-seconds S           simulated image pull time (default 2)
  --probe-seconds S          simulated readiness probe delay (default 2)
  --max-seconds S            give up after this much simulated time (default 3600)
  --output text|json|markdown  output format (default: text); markdown adds a Mermaid gantt of the rounds
  -h, --help                 show this help

exit codes: 0 the rollout completed (a SidecarSet: also paused or NotUpdate, nothing to do now), 1 it stalled, did
not finish within --max-seconds, the update is refused (nothing is played: the API server rejects it, by its own
validation or OpenKruise's webhook), or Pods are left behind (a SidecarSet whose running Pods cannot be upgraded, a
UnitedDeployment subset that stalled or is refused), 2 bad input or usage
`)

const OPTIONS = {
  file: { type: 'string', short: 'f' },
  old: { type: 'string' },
  new: { type: 'string' },
  name: { type: 'string' },
  rename: { type: 'boolean' },
  'set-image': { type: 'string', multiple: true },
  'not-ready': { type: 'string' },
  'fail-pull': { type: 'string', multiple: true },
  replicas: { type: 'string' },
  nodes: { type: 'string' },
  gates: { type: 'string' },
  'kruise-version': { type: 'string' },
  'pull-seconds': { type: 'string' },
  'probe-seconds': { type: 'string' },
  'max-seconds': { type: 'string' },
  output: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

/** `--fail-pull a b c`: positionals right after --fail-pull belong to it. */
function parse(argv: string[]) {
  let parsed
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true, tokens: true })
  } catch (err) {
    throw new GuardError('IPG_ERR_USAGE', err instanceof Error ? err.message : String(err))
  }
  const failPull = [...(parsed.values['fail-pull'] ?? [])]
  let last: string | undefined
  for (const token of parsed.tokens ?? []) {
    if (token.kind === 'option') last = token.name
    else if (token.kind === 'positional') {
      if (last !== 'fail-pull') throw new GuardError('IPG_ERR_USAGE', `unexpected argument "${token.value}"`)
      failPull.push(token.value)
    } else last = undefined
  }
  return { values: parsed.values, failPull: failPull.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean) }
}

function number(flag: string, value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined) return fallback
  const n = Number(value)
  if (!Number.isFinite(n) || n < min) throw new GuardError('IPG_ERR_USAGE', `${flag}: "${value}" is not a number ≥ ${min}`)
  return n
}

export function parseImages(values: string[] | undefined): Record<string, string> {
  const images: Record<string, string> = {}
  for (const item of (values ?? []).flatMap((v) => v.split(','))) {
    const text = item.trim()
    if (text === '') continue
    const eq = text.indexOf('=')
    if (eq <= 0 || eq === text.length - 1) throw new GuardError('IPG_ERR_USAGE', `--set-image: "${text}" is not CONTAINER=IMAGE`)
    images[text.slice(0, eq)] = text.slice(eq + 1)
  }
  return images
}

export const run: CliCommand = async (argv, io) => {
  try {
    const { values, failPull } = parse(argv)
    if (values.help) {
      io.stdout(HELP)
      return EXIT_OK
    }
    const output = choiceOption('--output', values.output, ['text', 'json', 'markdown'] as const, 'text')
    const gates = resolveGates(gatesOption(values.gates))
    const kruise = kruiseVersionOption(values['kruise-version'])
    const input = await readInput(values, io)
    const kind = checkedKindOf(input.kind === 'pair' ? input.after.value : input.doc.value)
    const timing = { pullSeconds: number('--pull-seconds', values['pull-seconds'], 2), startSeconds: 1, probeDelaySeconds: number('--probe-seconds', values['probe-seconds'], 2) }
    const common = { notReady: number('--not-ready', values['not-ready'], 0), failPull, maxSeconds: number('--max-seconds', values['max-seconds'], 3600, 1) }
    if (kind === 'SidecarSet') {
      refuseFlags(values, ['nodes', 'gates'], 'a SidecarSet')
      const replicas = replicasOption(values.replicas) ?? 3
      return await simulateSidecarSet(input, { ...common, replicas, kruise, kubelet: timing }, output, io)
    }
    if (kind === 'UnitedDeployment') {
      refuseFlags(values, ['nodes', 'replicas'], 'a UnitedDeployment')
      return await simulateUnitedDeployment(input, { ...common, gates, kruise, kubelet: timing }, output, io)
    }
    const nodes = number('--nodes', values.nodes, 3, 1)
    if (!Number.isInteger(nodes) || nodes > 1000) throw new GuardError('IPG_ERR_USAGE', '--nodes must be an integer between 1 and 1000')
    const kubelet = { nodes, ...timing }
    const plan = plannedChange(input, gates, kruise)
    const replicas = replicasOption(values.replicas)
    if (replicas !== undefined) (plan.workload.spec as Record<string, unknown>).replicas = replicas
    const view = withFile(plan.file, () => {
      const read = readWorkload(plan.workload, { kruise })
      requireServedVersion(read.kind, read.version, kruise)
      requirePlannedKind(read, 'simulate')
      return read
    })
    if (plan.refused !== undefined) return refusedRollout({ view, change: plan.description, message: plan.refused, byApiServer: plan.refusedByApiServer === true }, plan.json, output, io)
    const result = await runSimulatedRollout({ workload: plan.workload, ...plan.apply, ...common, gates, kruise, kubelet })
    warnUnknownPods(io, failPull, result.pods.map((p) => p.name))
    if (output === 'json') io.stdout(rolloutJson(simulationJson(result, view, plan.json)))
    else if (output === 'markdown') printText(io, formatSimulationMarkdown(result, { view, change: plan.description, kubelet }))
    else printText(io, formatSimulation(result, { view, change: plan.description, kubelet }))
    return result.completed ? EXIT_OK : EXIT_DENY
  } catch (err) {
    return reportError(err, io)
  }
}

/** A report for people: the workload's names and values are written as they are, so no escape sequence in them may reach the terminal. */
function printText(io: CliIO, text: string): void {
  io.stdout(printable(text, true))
}

function refusedRollout(r: RefusedSimulation, change: Record<string, unknown>, output: Output, io: CliIO): number {
  if (output === 'json') io.stdout(rolloutJson(refusedSimulationJson(r, change)))
  else if (output === 'markdown') printText(io, formatRefusedSimulationMarkdown(r))
  else printText(io, formatRefusedSimulation(r))
  return EXIT_DENY
}

type Values = ReturnType<typeof parse>['values']
type Output = 'text' | 'json' | 'markdown'
type Timing = { pullSeconds: number; startSeconds: number; probeDelaySeconds: number }
interface CommonOptions { notReady: number; failPull: string[]; maxSeconds: number }

function replicasOption(value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const replicas = number('--replicas', value, 0, 0)
  if (!Number.isInteger(replicas) || replicas > MAX_SIMULATED_PODS) throw new GuardError('IPG_ERR_USAGE', `--replicas must be an integer between 0 and ${MAX_SIMULATED_PODS}`)
  return replicas
}

const FLAG_WHY: Record<string, string> = {
  nodes: 'only an Advanced DaemonSet runs one Pod per simulated node',
  gates: 'a SidecarSet\'s controller reads no OpenKruise feature gate',
  replicas: 'each subset\'s replicas come from spec.replicas and spec.topology.subsets[].replicas, as Kruise allocates them',
}

/** Flags that mean nothing for the kind are refused, not silently ignored. */
function refuseFlags(values: Values, flags: (keyof Values & keyof typeof FLAG_WHY)[], what: string): void {
  const given = flags.find((f) => values[f] !== undefined)
  if (given !== undefined) throw new GuardError('IPG_ERR_USAGE', `--${given} does not apply to ${what}: ${FLAG_WHY[given]}`)
}

function warnUnknownPods(io: CliIO, failPull: string[], names: string[]): void {
  const known = new Set(names)
  const unknown = failPull.filter((p) => !known.has(p) && !/^\d+$/.test(p))
  if (unknown.length > 0) io.stderr(`inplace-guard: warning: --fail-pull names no Pod of this simulation: ${printable(`${unknown.join(', ')} (Pods: ${[...known].slice(0, 5).join(', ')}…)`)}\n`)
}

type WorkloadObject = { spec: unknown } & Record<string, unknown>

/** What the command line names: an OLD and a NEW manifest, or one manifest and new images. */
type SimulationInput =
  | { kind: 'pair'; before: ManifestDocument; after: ManifestDocument }
  | { kind: 'images'; doc: ManifestDocument; file: string; images: Record<string, string> }

async function readInput(values: Values, io: CliIO): Promise<SimulationInput> {
  const limits = { maxFileBytes: DEFAULT_MAX_FILE_BYTES }
  if (values.old !== undefined || values.new !== undefined) {
    if (values.file !== undefined || values['set-image'] !== undefined) throw new GuardError('IPG_ERR_USAGE', 'use either --old/--new or -f/--set-image, not both')
    if (values.old === undefined || values.new === undefined) throw new GuardError('IPG_ERR_USAGE', 'both --old and --new are required')
    const { before, after } = await readWorkloadPair(io, { old: values.old, new: values.new, name: values.name, rename: values.rename, namespace: DEFAULT_NAMESPACE, limits })
    return { kind: 'pair', before: before!, after }
  }
  if (!values.file) throw new GuardError('IPG_ERR_USAGE', '-f WORKLOAD.yaml (with --set-image) or --old OLD --new NEW is required')
  const images = parseImages(values['set-image'])
  if (Object.keys(images).length === 0) throw new GuardError('IPG_ERR_USAGE', 'at least one --set-image CONTAINER=IMAGE is required')
  const docs = await readManifestInput(values.file, io, limits)
  const wanted = values.name === undefined ? undefined : { by: 'name' as const, filter: parseNameOption(values.name, DEFAULT_NAMESPACE) }
  return { kind: 'images', doc: pickWorkload(docs, docs[0]?.file ?? values.file, wanted, DEFAULT_NAMESPACE), file: values.file, images }
}

interface PlannedChange {
  file: string
  workload: WorkloadObject
  apply: Pick<SimulationOptions, 'setImages' | 'change'>
  description: string
  json: Record<string, unknown>
  /** Why the API server or OpenKruise's own webhook refuses the update (then nothing is played). */
  refused?: string
  /** True when the API server's own validation refuses it (before any webhook). */
  refusedByApiServer?: boolean
}

/** `-f FILE --set-image C=IMAGE`, or `--old OLD --new NEW` (any change: NEW's spec replaces OLD's). */
function plannedChange(input: SimulationInput, gates: FeatureGates, kruise: KruiseRelease): PlannedChange {
  if (input.kind === 'pair') {
    const { before, after } = input
    const prediction = withFile(after.file, () => predictUpdate(before.value, after.value, { gates, kruise }))
    const paths = recreatingOrAll(prediction)
    const newSpec = structuredClone((after.value as WorkloadObject).spec)
    return {
      file: before.file,
      workload: structuredClone(before.value) as WorkloadObject,
      apply: { change: (current) => ({ ...current, spec: structuredClone(newSpec) as typeof current.spec }) },
      description: paths.length === 0 ? `update from ${after.file}: no template change` : `update from ${after.file}: ${boundedList(paths, 5)}`,
      json: { old: before.file, new: after.file, changes: paths },
      // With no strategy of ours denied, only the API server or OpenKruise's own webhook refuses: nothing is written.
      ...withRefusal(applyPolicy(prediction, { denyStrategies: [] }, 'UPDATE').denyMessage, prediction.kruiseWebhookRefusals.some((r) => r.apiServer)),
    }
  }
  const workload = input.doc.value as WorkloadObject
  const view = withFile(input.file, () => readWorkload(workload, { kruise }))
  const containers = ((view.template.spec.containers ?? []) as { name?: string; image?: string }[])
  return { file: input.file, workload, apply: { setImages: input.images }, description: imageChangeWords(input.images, containers, 'the template'), json: { images: input.images } }
}

function withRefusal(message: string | undefined, byApiServer: boolean): Pick<PlannedChange, 'refused' | 'refusedByApiServer'> {
  return message === undefined ? {} : { refused: message, refusedByApiServer: byApiServer }
}

/** `image change app: nginx:1.25 → nginx:1.26`; a container the object does not have is a usage error. */
function imageChangeWords(images: Record<string, string>, containers: { name?: string; image?: string }[], where: string): string {
  const change = Object.entries(images).map(([c, image]) => {
    const before = containers.find((x) => x.name === c)
    if (!before) throw new GuardError('IPG_ERR_USAGE', `--set-image: ${where} has no container "${c}" (containers: ${containers.map((x) => x.name).join(', ')})`)
    return `${c}: ${before.image ?? '(none)'} → ${image}`
  })
  return `image change ${change.join(', ')}`
}

/** The old object, the new one (NEW's spec, or the old one with new images), and the words and JSON for the change. */
function objectPair(input: SimulationInput, containersOf: (obj: JsonObject) => JsonObject[], where: string): { file: string; before: unknown; after: unknown; description: string; json: Record<string, unknown> } {
  if (input.kind === 'pair') {
    return { file: input.after.file, before: input.before.value, after: { ...(structuredClone(input.before.value) as JsonObject), spec: structuredClone((input.after.value as JsonObject).spec) }, description: `update from ${input.after.file}`, json: { old: input.before.file, new: input.after.file } }
  }
  const after = structuredClone(input.doc.value) as JsonObject
  const containers = withFile(input.file, () => containersOf(after))
  const description = imageChangeWords(input.images, containers as { name?: string; image?: string }[], where)
  for (const c of containers) if (typeof c.name === 'string' && input.images[c.name] !== undefined) c.image = input.images[c.name]!
  return { file: input.file, before: input.doc.value, after, description, json: { images: input.images } }
}

const MAX_SIDECARSET_PODS = 300

async function simulateSidecarSet(
  input: SimulationInput, o: CommonOptions & { replicas: number; kruise: KruiseRelease; kubelet: Timing }, output: Output, io: CliIO,
): Promise<number> {
  // Each controller round reads every Pod's annotations, and rounds grow with the Pods: keep a run within seconds.
  if (o.replicas > MAX_SIDECARSET_PODS) throw new GuardError('IPG_ERR_USAGE', `--replicas: a SidecarSet simulation runs at most ${MAX_SIDECARSET_PODS} Pods`)
  const pair = objectPair(input, (obj) => [...objectList(obj.spec, 'containers'), ...objectList(obj.spec, 'initContainers')], 'the SidecarSet')
  const { result, labels, strategy } = await withFileAsync(pair.file, async () => {
    const view = readSidecarSet(pair.before, o.kruise)
    const next = readSidecarSet(pair.after, o.kruise)
    const result = await runSidecarSetSimulation({ before: pair.before, after: pair.after, ...o })
    return { result, labels: podLabelsFor(view), strategy: sidecarSetStrategyWords(next) }
  })
  warnUnknownPods(io, o.failPull, result.pods.map((p) => p.name))
  const changes = [...result.prediction.blocking.map((b) => b.path), ...result.prediction.imageChanges.map((c) => c.path)]
  const change = input.kind === 'pair' ? `${pair.description}: ${changes.length === 0 ? 'no sidecar container change' : boundedList([...new Set(changes)], 5)}` : pair.description
  const ctx = { change, kubelet: o.kubelet, labels, strategy }
  if (output === 'json') io.stdout(rolloutJson(sidecarSetSimulationJson(result, input.kind === 'pair' ? { ...pair.json, changes: [...new Set(changes)] } : pair.json)))
  else if (output === 'markdown') printText(io, formatSidecarSetSimulationMarkdown(result, ctx))
  else printText(io, formatSidecarSetSimulation(result, ctx))
  return sidecarSetSimulationSucceeded(result) ? EXIT_OK : EXIT_DENY
}

function sidecarSetStrategyWords(view: SidecarSetView): string {
  const s = view.updateStrategy
  const parts = [`spec.updateStrategy: ${s.type}`, `maxUnavailable ${s.maxUnavailable}`, `partition ${s.partition}`]
  if (s.paused) parts.push('paused')
  if (s.selector !== undefined) parts.push('selector set')
  return parts.join(', ')
}

async function simulateUnitedDeployment(
  input: SimulationInput, o: CommonOptions & { gates: FeatureGates; kruise: KruiseRelease; kubelet: Timing }, output: Output, io: CliIO,
): Promise<number> {
  const pair = objectPair(input, (obj) => {
    const field = readUnitedDeployment(obj).templateField.split('.').pop()!
    const template = (((obj.spec as JsonObject).template as JsonObject)[field] as JsonObject)
    const podSpec = isJsonObject(template.spec) && isJsonObject(template.spec.template) && isJsonObject(template.spec.template.spec) ? template.spec.template.spec : {}
    return objectList(podSpec, 'containers')
  }, 'the child template')
  const result = await withFileAsync(pair.file, () => runUnitedDeploymentSimulation({ before: pair.before, after: pair.after, ...o }))
  warnUnknownPods(io, o.failPull, result.subsets.flatMap((s) => s.simulation?.pods.map((p) => p.name) ?? []))
  const ctx = { change: pair.description, kubelet: o.kubelet }
  if (output === 'json') io.stdout(rolloutJson(unitedDeploymentSimulationJson(result, pair.json)))
  else if (output === 'markdown') printText(io, formatUnitedDeploymentSimulationMarkdown(result, ctx))
  else printText(io, formatUnitedDeploymentSimulation(result, ctx))
  return result.completed ? EXIT_OK : EXIT_DENY
}

/** The objects of the list at `value[key]` (none when it is not a list). */
function objectList(value: unknown, key: string): JsonObject[] {
  const list = isJsonObject(value) ? value[key] : undefined
  return Array.isArray(list) ? list.filter(isJsonObject) : []
}

/** withFile for async work: a GuardError names the file it came from. */
async function withFileAsync<T>(file: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (err) {
    return withFile(file, () => { throw err })
  }
}

/** The changed fields a reader should see first: those that recreate the Pods, else every change. */
function recreatingOrAll(prediction: Prediction): string[] {
  const verdicts = prediction.blocking.length > 0 ? prediction.blocking : prediction.verdicts
  return [...new Set(verdicts.map((v) => v.change.path))]
}
