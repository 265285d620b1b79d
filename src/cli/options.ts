import { parseArgs, type ParseArgsConfig } from 'node:util'
import { GuardError } from '../errors.js'
import type { PodUpdatePolicy } from '../engine/cloneset.js'
import { type FeatureGates, parseGates } from '../engine/gates.js'
import { DEFAULT_KRUISE_RELEASE, KRUISE_RELEASES, type KruiseRelease } from '../engine/kruise/releases.js'

/** node:util parseArgs with our error code, so every command reports bad flags the same way (exit 2). */
export function parseCommandLine<T extends NonNullable<ParseArgsConfig['options']>>(
  argv: string[],
  options: T,
  allowPositionals = false,
): ReturnType<typeof parseArgs<{ args: string[]; options: T; allowPositionals: boolean; strict: true }>> {
  try {
    return parseArgs({ args: argv, options, allowPositionals, strict: true })
  } catch (err) {
    throw new GuardError('IPG_ERR_USAGE', err instanceof Error ? err.message : String(err))
  }
}

export function gatesOption(value: string | undefined): Partial<FeatureGates> {
  return value === undefined ? {} : parseGates(value)
}

const POLICIES: PodUpdatePolicy[] = ['InPlaceOnly', 'InPlaceIfPossible', 'ReCreate']

export function denyStrategiesOption(value: string | undefined): PodUpdatePolicy[] {
  if (value === undefined) return ['InPlaceOnly']
  const items = value.split(',').map((s) => s.trim()).filter((s) => s !== '')
  for (const item of items) {
    if (!POLICIES.includes(item as PodUpdatePolicy)) {
      throw new GuardError('IPG_ERR_USAGE', `--deny-strategies: "${item}" is not one of ${POLICIES.join(', ')}`)
    }
  }
  return items as PodUpdatePolicy[]
}

export function choiceOption<T extends string>(flag: string, value: string | undefined, choices: readonly T[], fallback: T): T {
  if (value === undefined) return fallback
  if (!choices.includes(value as T)) throw new GuardError('IPG_ERR_USAGE', `${flag}: "${value}" is not one of ${choices.join(', ')}`)
  return value as T
}

/** The help line of `--kruise-version`, the same in every command that predicts. */
export const KRUISE_VERSION_HELP = `  --kruise-version R         OpenKruise release of the cluster: 1.8, 1.9 (default) or next (main branch, v1beta1 CloneSet)`

export function kruiseVersionOption(value: string | undefined): KruiseRelease {
  return choiceOption('--kruise-version', value, KRUISE_RELEASES, DEFAULT_KRUISE_RELEASE)
}
