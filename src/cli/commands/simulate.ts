import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { isCloneSetKind, readCloneSet } from '../../engine/cloneset.js'
import { resolveGates } from '../../engine/gates.js'
import { requireServedCloneSetVersion } from '../../engine/kruise/releases.js'
import { GuardError } from '../../errors.js'
import { runSimulatedRollout } from '../../reconciler/simulation.js'
import { type CliCommand, type CliIO, EXIT_DENY, EXIT_OK } from '../io.js'
import { readManifestInput } from '../manifestInput.js'
import { DEFAULT_MAX_FILE_BYTES } from '../manifests.js'
import { KRUISE_VERSION_HELP, choiceOption, gatesOption, kruiseVersionOption } from '../options.js'
import { formatSimulation, simulationJson } from '../rolloutReport.js'
import { reportError, withFile } from './check.js'

export const HELP = `usage: inplace-guard simulate -f CLONESET.yaml --set-image CONTAINER=IMAGE [options]

Runs the rollout on the embedded cluster: the CloneSet's Pods are created running and ready at its current
template, the image change is applied, and the reconciler and a simulated kubelet (simulated clock) carry the
rollout to completion or to a stall. Prints the rounds, the Pods, how long each took, and why it stalled.

options:
  -f, --file FILE            the CloneSet (YAML or JSON, one CloneSet); its template is the running revision
  --set-image C=IMAGE        new image for container C (repeatable, or comma-separated)
  --not-ready N              the first N Pods are running but NotReady before the change
  --fail-pull POD...         pulling the new image fails on these Pods (names as printed, or 0-based ordinals)
  --replicas N               override spec.replicas
  --gates Name=bool,...      OpenKruise feature gates (default: Kruise's defaults)
${KRUISE_VERSION_HELP}
  --pull-seconds S           simulated image pull time (default 2)
  --probe-seconds S          simulated readiness probe delay (default 2)
  --max-seconds S            give up after this much simulated time (default 3600)
  --output text|json         output format (default: text)
  -h, --help                 show this help

exit codes: 0 the rollout completed, 1 it stalled, 2 bad input or usage
`

const OPTIONS = {
  file: { type: 'string', short: 'f' },
  'set-image': { type: 'string', multiple: true },
  'not-ready': { type: 'string' },
  'fail-pull': { type: 'string', multiple: true },
  replicas: { type: 'string' },
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
    if (!values.file) throw new GuardError('IPG_ERR_USAGE', '-f CLONESET.yaml is required')
    const images = parseImages(values['set-image'])
    if (Object.keys(images).length === 0) throw new GuardError('IPG_ERR_USAGE', 'at least one --set-image CONTAINER=IMAGE is required')
    const output = choiceOption('--output', values.output, ['text', 'json'] as const, 'text')
    const gates = resolveGates(gatesOption(values.gates))
    const kruise = kruiseVersionOption(values['kruise-version'])
    const kubelet = {
      pullSeconds: number('--pull-seconds', values['pull-seconds'], 2),
      startSeconds: 1,
      probeDelaySeconds: number('--probe-seconds', values['probe-seconds'], 2),
    }
    const cloneSet = await readCloneSetFile(values.file, io)
    if (values.replicas !== undefined) {
      const replicas = number('--replicas', values.replicas, 0, 0)
      if (!Number.isInteger(replicas) || replicas > 100_000) throw new GuardError('IPG_ERR_USAGE', '--replicas must be an integer between 0 and 100000')
      ;(cloneSet.spec as Record<string, unknown>).replicas = replicas
    }
    const view = withFile(values.file, () => {
      const read = readCloneSet(cloneSet)
      requireServedCloneSetVersion(read.version, kruise)
      return read
    })
    const containers = ((view.template.spec.containers ?? []) as { name?: string; image?: string }[])
    const change = Object.entries(images).map(([c, image]) => {
      const before = containers.find((x) => x.name === c)
      if (!before) throw new GuardError('IPG_ERR_USAGE', `--set-image: the template has no container "${c}" (containers: ${containers.map((x) => x.name).join(', ')})`)
      return `${c}: ${before.image ?? '(none)'} → ${image}`
    })
    const result = await runSimulatedRollout({
      cloneSet,
      setImages: images,
      notReady: number('--not-ready', values['not-ready'], 0),
      failPull,
      gates,
      kubelet,
      maxSeconds: number('--max-seconds', values['max-seconds'], 3600, 1),
    })
    const known = new Set(result.pods.map((p) => p.name))
    const unknown = failPull.filter((p) => !known.has(p) && !/^\d+$/.test(p))
    if (unknown.length > 0) io.stderr(`inplace-guard: warning: --fail-pull names no Pod of this simulation: ${unknown.join(', ')} (Pods: ${[...known].slice(0, 5).join(', ')}…)\n`)
    if (output === 'json') io.stdout(`${JSON.stringify(simulationJson(result, { images }), null, 2)}\n`)
    else io.stdout(formatSimulation(result, { view, change: `image change ${change.join(', ')}`, kubelet }))
    return result.completed ? EXIT_OK : EXIT_DENY
  } catch (err) {
    return reportError(err, io)
  }
}

async function readCloneSetFile(file: string, io: CliIO): Promise<{ spec: unknown } & Record<string, unknown>> {
  const docs = await readManifestInput(file, io, { maxFileBytes: DEFAULT_MAX_FILE_BYTES })
  const cloneSets = docs.filter((d) => isCloneSetKind(d.value))
  if (cloneSets.length !== 1) throw new GuardError('IPG_ERR_INPUT_FILE', `${file}: expected exactly one CloneSet, found ${cloneSets.length}`)
  return cloneSets[0]!.value as { spec: unknown } & Record<string, unknown>
}
