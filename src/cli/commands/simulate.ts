import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { readWorkload } from '../../engine/workloads/workload.js'
import { type FeatureGates, resolveGates } from '../../engine/kruise/gates.js'
import { type KruiseRelease, requireServedVersion } from '../../engine/kruise/releases.js'
import { type Prediction, predictUpdate } from '../../engine/inplace/prediction.js'
import { boundedList } from '../../admission/text.js'
import { GuardError } from '../../errors.js'
import { type SimulationOptions, runSimulatedRollout } from '../../reconciler/simulation.js'
import { type CliCommand, type CliIO, EXIT_DENY, EXIT_OK } from '../io.js'
import { readManifestInput } from '../manifestInput.js'
import { DEFAULT_MAX_FILE_BYTES } from '../manifests.js'
import { KRUISE_VERSION_HELP, choiceOption, gatesOption, kruiseVersionOption } from '../options.js'
import { formatSimulation, formatSimulationMarkdown, rolloutJson, simulationJson } from '../rolloutReport.js'
import { parseNameOption } from '../nameOption.js'
import { requirePlannedKind } from '../plannedKind.js'
import { DEFAULT_NAMESPACE } from '../workloadIdentity.js'
import { readWorkloadPair } from '../workloadPair.js'
import { pickWorkload } from '../workloadSelection.js'
import { reportError, withFile } from './check.js'

export const HELP = `usage: inplace-guard simulate -f WORKLOAD.yaml --set-image CONTAINER=IMAGE [options]
       inplace-guard simulate --old OLD.yaml --new NEW.yaml [options]

Runs the rollout on the embedded cluster: the workload's Pods are created running and ready at its current
template, the change is applied (new images, or the whole NEW manifest: env, resources, claim templates, any
field), and the reconciler and a simulated kubelet (simulated clock) carry the rollout to completion or to a stall.
Prints the rounds, the Pods, how long each took, and why it stalled. The embedded cluster plays CloneSets,
Advanced StatefulSets (Pods <name>-<ordinal>, in their controller's order) and Advanced DaemonSets (one Pod on each
of --nodes simulated nodes, sim-node-1 to sim-node-N, the highest node name first).

options:
  -f, --file FILE            the workload (YAML or JSON, one workload); its template is the running revision
  --set-image C=IMAGE        new image for container C (repeatable, or comma-separated)
  --old FILE, --new FILE     instead of -f and --set-image: roll out from the OLD manifest to the NEW one
  --name [KIND/]NAMESPACE/NAME  the workload to pick when a file holds several
  --rename                   allow OLD and NEW to name different workloads of one kind (NEW's spec is applied to OLD)
  --not-ready N              the first N Pods are running but NotReady before the change
  --fail-pull POD...         pulling the new image fails on these Pods (names as printed, or 0-based ordinals)
  --replicas N               override spec.replicas
  --nodes N                  simulated nodes, each running one Pod of an Advanced DaemonSet (default 3)
  --gates Name=bool,...      OpenKruise feature gates (default: Kruise's defaults)
${KRUISE_VERSION_HELP}
  --pull-seconds S           simulated image pull time (default 2)
  --probe-seconds S          simulated readiness probe delay (default 2)
  --max-seconds S            give up after this much simulated time (default 3600)
  --output text|json|markdown  output format (default: text); markdown adds a Mermaid gantt of the rounds
  -h, --help                 show this help

exit codes: 0 the rollout completed, 1 it stalled, 2 bad input or usage
`

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
    const nodes = number('--nodes', values.nodes, 3, 1)
    if (!Number.isInteger(nodes) || nodes > 1000) throw new GuardError('IPG_ERR_USAGE', '--nodes must be an integer between 1 and 1000')
    const kubelet = {
      nodes,
      pullSeconds: number('--pull-seconds', values['pull-seconds'], 2),
      startSeconds: 1,
      probeDelaySeconds: number('--probe-seconds', values['probe-seconds'], 2),
    }
    const plan = await plannedChange(values, io, gates, kruise)
    if (values.replicas !== undefined) {
      const replicas = number('--replicas', values.replicas, 0, 0)
      if (!Number.isInteger(replicas) || replicas > 100_000) throw new GuardError('IPG_ERR_USAGE', '--replicas must be an integer between 0 and 100000')
      ;(plan.workload.spec as Record<string, unknown>).replicas = replicas
    }
    const view = withFile(plan.file, () => {
      const read = readWorkload(plan.workload, { kruise })
      requireServedVersion(read.kind, read.version, kruise)
      requirePlannedKind(read, 'simulate')
      return read
    })
    const result = await runSimulatedRollout({
      workload: plan.workload,
      ...plan.apply,
      notReady: number('--not-ready', values['not-ready'], 0),
      failPull,
      gates,
      kruise,
      kubelet,
      maxSeconds: number('--max-seconds', values['max-seconds'], 3600, 1),
    })
    const known = new Set(result.pods.map((p) => p.name))
    const unknown = failPull.filter((p) => !known.has(p) && !/^\d+$/.test(p))
    if (unknown.length > 0) io.stderr(`inplace-guard: warning: --fail-pull names no Pod of this simulation: ${unknown.join(', ')} (Pods: ${[...known].slice(0, 5).join(', ')}…)\n`)
    if (output === 'json') io.stdout(rolloutJson(simulationJson(result, view, plan.json)))
    else if (output === 'markdown') io.stdout(formatSimulationMarkdown(result, { view, change: plan.description, kubelet }))
    else io.stdout(formatSimulation(result, { view, change: plan.description, kubelet }))
    return result.completed ? EXIT_OK : EXIT_DENY
  } catch (err) {
    return reportError(err, io)
  }
}

type WorkloadObject = { spec: unknown } & Record<string, unknown>

interface PlannedChange {
  file: string
  workload: WorkloadObject
  apply: Pick<SimulationOptions, 'setImages' | 'change'>
  description: string
  json: Record<string, unknown>
}

/** `-f FILE --set-image C=IMAGE`, or `--old OLD --new NEW` (any change: NEW's spec replaces OLD's). */
async function plannedChange(values: ReturnType<typeof parse>['values'], io: CliIO, gates: FeatureGates, kruise: KruiseRelease): Promise<PlannedChange> {
  const limits = { maxFileBytes: DEFAULT_MAX_FILE_BYTES }
  if (values.old !== undefined || values.new !== undefined) {
    if (values.file !== undefined || values['set-image'] !== undefined) throw new GuardError('IPG_ERR_USAGE', 'use either --old/--new or -f/--set-image, not both')
    if (values.old === undefined || values.new === undefined) throw new GuardError('IPG_ERR_USAGE', 'both --old and --new are required')
    const { before, after } = await readWorkloadPair(io, { old: values.old, new: values.new, name: values.name, rename: values.rename, namespace: DEFAULT_NAMESPACE, limits })
    const prediction = withFile(after.file, () => predictUpdate(before!.value, after.value, { gates, kruise }))
    const paths = recreatingOrAll(prediction)
    const newSpec = structuredClone((after.value as WorkloadObject).spec)
    return {
      file: before!.file,
      workload: structuredClone(before!.value) as WorkloadObject,
      apply: { change: (current) => ({ ...current, spec: structuredClone(newSpec) as typeof current.spec }) },
      description: paths.length === 0 ? `update from ${after.file}: no template change` : `update from ${after.file}: ${boundedList(paths, 5)}`,
      json: { old: before!.file, new: after.file, changes: paths },
    }
  }
  if (!values.file) throw new GuardError('IPG_ERR_USAGE', '-f WORKLOAD.yaml (with --set-image) or --old OLD --new NEW is required')
  const images = parseImages(values['set-image'])
  if (Object.keys(images).length === 0) throw new GuardError('IPG_ERR_USAGE', 'at least one --set-image CONTAINER=IMAGE is required')
  const docs = await readManifestInput(values.file, io, limits)
  const wanted = values.name === undefined ? undefined : { by: 'name' as const, filter: parseNameOption(values.name, DEFAULT_NAMESPACE) }
  const workload = pickWorkload(docs, docs[0]?.file ?? values.file, wanted, DEFAULT_NAMESPACE).value as WorkloadObject
  const view = withFile(values.file, () => readWorkload(workload, { kruise }))
  const containers = ((view.template.spec.containers ?? []) as { name?: string; image?: string }[])
  const change = Object.entries(images).map(([c, image]) => {
    const before = containers.find((x) => x.name === c)
    if (!before) throw new GuardError('IPG_ERR_USAGE', `--set-image: the template has no container "${c}" (containers: ${containers.map((x) => x.name).join(', ')})`)
    return `${c}: ${before.image ?? '(none)'} → ${image}`
  })
  return { file: values.file, workload, apply: { setImages: images }, description: `image change ${change.join(', ')}`, json: { images } }
}

/** The changed fields a reader should see first: those that recreate the Pods, else every change. */
function recreatingOrAll(prediction: Prediction): string[] {
  const verdicts = prediction.blocking.length > 0 ? prediction.blocking : prediction.verdicts
  return [...new Set(verdicts.map((v) => v.change.path))]
}
