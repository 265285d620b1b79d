import { parseArgs, type ParseArgsConfig } from 'node:util'
import { GuardError } from '../errors.js'
import type { PodUpdatePolicy } from '../engine/workloads/workloadView.js'
import { type FeatureGates, parseGates } from '../engine/kruise/gates.js'
import { DEFAULT_KRUISE_RELEASE, KRUISE_RELEASES, type KruiseRelease } from '../engine/kruise/releases.js'
import { DEFAULT_MAX_FILE_BYTES, MAX_FILE_BYTES_CEILING, formatBytes } from './manifests.js'

/** node:util parseArgs with our error code, so every command reports bad flags the same way (exit 2). */
export function parseCommandLine<T extends NonNullable<ParseArgsConfig['options']>>(
  argv: string[],
  options: T,
  allowPositionals = false,
): ReturnType<typeof parseArgs<{ args: string[]; options: T; allowPositionals: boolean; strict: true }>> {
  try {
    // allowNegative: a boolean flag also reads as --no-FLAG (--no-changed-only).
    return parseArgs({ args: argv, options, allowPositionals, strict: true, allowNegative: true })
  } catch (err) {
    throw new GuardError('IPG_ERR_USAGE', err instanceof Error ? err.message : String(err))
  }
}

export function gatesOption(value: string | undefined): Partial<FeatureGates> {
  return value === undefined ? {} : parseGates(value)
}

const POLICIES: (PodUpdatePolicy | 'SidecarSetNotUpgradable')[] = ['InPlaceOnly', 'InPlaceIfPossible', 'ReCreate', 'SidecarSetNotUpgradable']

export function denyStrategiesOption(value: string | undefined): (PodUpdatePolicy | 'SidecarSetNotUpgradable')[] {
  if (value === undefined) return ['InPlaceOnly']
  const items = value.split(',').map((s) => s.trim()).filter((s) => s !== '')
  for (const item of items) {
    if (!POLICIES.includes(item as PodUpdatePolicy | 'SidecarSetNotUpgradable')) {
      throw new GuardError('IPG_ERR_USAGE', `--deny-strategies: "${item}" is not one of ${POLICIES.join(', ')}`)
    }
  }
  return items as (PodUpdatePolicy | 'SidecarSetNotUpgradable')[]
}

export function choiceOption<T extends string>(flag: string, value: string | undefined, choices: readonly T[], fallback: T): T {
  if (value === undefined) return fallback
  if (!choices.includes(value as T)) throw new GuardError('IPG_ERR_USAGE', `${flag}: "${value}" is not one of ${choices.join(', ')}`)
  return value as T
}

/** Every format `check` and `diff` write; `github` is what the GitHub Action runs. */
export const OUTPUT_FORMATS = ['text', 'json', 'junit', 'sarif', 'github', 'markdown'] as const
export type OutputFormat = (typeof OUTPUT_FORMATS)[number]

/**
 * The flags every prediction command (check, diff) shares, declared once: a new one is one line here and one in
 * `predictionSettings`.
 */
export const PREDICTION_OPTIONS = {
  gates: { type: 'string' },
  'kruise-version': { type: 'string' },
  'deny-strategies': { type: 'string' },
  output: { type: 'string' },
  'fail-on': { type: 'string' },
  namespace: { type: 'string' },
  'max-file-size': { type: 'string' },
  'changed-only': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const

export interface PredictionSettings {
  gates: Partial<FeatureGates>
  kruise: KruiseRelease
  denyStrategies: (PodUpdatePolicy | 'SidecarSetNotUpgradable')[]
  output: OutputFormat
  failOn: 'deny' | 'warn'
  /** The namespace of a manifest that names none (as `kubectl apply -n`). */
  namespace: string
  maxFileBytes: number
  /** Leave out workloads allowed with no Pod change: the default for the formats a pull request shows. */
  changedOnly: boolean
}

export function predictionSettings(values: { [K in keyof typeof PREDICTION_OPTIONS]?: string | boolean }): PredictionSettings {
  const text = (v: string | boolean | undefined) => (typeof v === 'string' ? v : undefined)
  const output = choiceOption('--output', text(values.output), OUTPUT_FORMATS, 'text')
  return {
    gates: gatesOption(text(values.gates)),
    kruise: kruiseVersionOption(text(values['kruise-version'])),
    denyStrategies: denyStrategiesOption(text(values['deny-strategies'])),
    output,
    failOn: choiceOption('--fail-on', text(values['fail-on']), ['deny', 'warn'] as const, 'deny'),
    namespace: namespaceOption(text(values.namespace)),
    maxFileBytes: maxFileSizeOption(text(values['max-file-size'])),
    changedOnly: typeof values['changed-only'] === 'boolean' ? values['changed-only'] : output === 'markdown' || output === 'github',
  }
}

const DNS_LABEL = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/

function namespaceOption(value: string | undefined): string {
  if (value === undefined) return 'default'
  if (!DNS_LABEL.test(value)) throw new GuardError('IPG_ERR_USAGE', `--namespace: "${value}" is not a namespace name`)
  return value
}

const SIZE_UNITS: Record<string, number> = { '': 1, B: 1, KiB: 1024, MiB: 1024 * 1024, GiB: 1024 * 1024 * 1024, K: 1000, M: 1000 * 1000, G: 1000 * 1000 * 1000 }

/** --max-file-size, refused at once above the ceiling rather than after minutes of parsing and gigabytes of memory. */
export function maxFileSizeOption(value: string | undefined): number {
  const bytes = sizeOption('--max-file-size', value, DEFAULT_MAX_FILE_BYTES)
  if (bytes > MAX_FILE_BYTES_CEILING) {
    throw new GuardError('IPG_ERR_USAGE',
      `--max-file-size: "${value}" is above ${formatBytes(MAX_FILE_BYTES_CEILING)}, the most the CLI reads: YAML parsing costs about a second and 20 MB of memory per MiB, so a larger file would take minutes and gigabytes. Split it (the apiserver stores no object above 1.5 MiB), or pipe one part at a time with -`)
  }
  return bytes
}

/** `4MiB`, `512KiB`, `1000000`: a byte count. */
export function sizeOption(flag: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  const match = /^(\d+)\s*([A-Za-z]*)$/.exec(value.trim())
  const unit = match ? SIZE_UNITS[match[2]!] : undefined
  if (!match || unit === undefined || Number(match[1]) === 0) {
    throw new GuardError('IPG_ERR_USAGE', `${flag}: "${value}" is not a size such as 4MiB, 512KiB or 1000000`)
  }
  return Number(match[1]) * unit
}

/** The help line of `--kruise-version`, the same in every command that predicts. */
export const KRUISE_VERSION_HELP = `  --kruise-version R         OpenKruise release of the cluster: 1.8, 1.9 (default) or next (main branch,
                             v1beta1 CloneSet)`

export function kruiseVersionOption(value: string | undefined): KruiseRelease {
  return choiceOption('--kruise-version', value, KRUISE_RELEASES, DEFAULT_KRUISE_RELEASE)
}
