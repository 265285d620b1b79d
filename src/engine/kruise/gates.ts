import { GuardError } from '../../errors.js'

/** OpenKruise feature gates that change in-place behaviour, with Kruise's defaults (spec §0). */
export interface FeatureGates {
  InPlaceUpdateEnvFromMetadata: boolean
  InPlaceWorkloadVerticalScaling: boolean
  RecreatePodWhenChangeVCTInCloneSetGate: boolean
  CloneSetPartitionRollback: boolean
  CloneSetShortHash: boolean
  PreparingUpdateAsUpdate: boolean
  PodUnavailableBudgetUpdateGate: boolean
  PreDownloadImageForInPlaceUpdate: boolean
  TemplateNoDefaults: boolean
  KruiseDaemon: boolean
  /** Kruise's webhook fills an Advanced StatefulSet's unset claim retention policy values with Retain. */
  StatefulSetAutoDeletePVC: boolean
}

export type GateName = keyof FeatureGates

export const DEFAULT_GATES: Readonly<FeatureGates> = Object.freeze({
  InPlaceUpdateEnvFromMetadata: true,
  InPlaceWorkloadVerticalScaling: false,
  RecreatePodWhenChangeVCTInCloneSetGate: false,
  CloneSetPartitionRollback: false,
  CloneSetShortHash: false,
  PreparingUpdateAsUpdate: false,
  PodUnavailableBudgetUpdateGate: false,
  PreDownloadImageForInPlaceUpdate: false,
  TemplateNoDefaults: false,
  KruiseDaemon: true,
  StatefulSetAutoDeletePVC: true,
})

export const GATE_NAMES = Object.keys(DEFAULT_GATES) as GateName[]

/** Kruise's defaults overlaid with `overrides`; env-from-metadata is forced off without kruise-daemon, as Kruise does. */
export function resolveGates(overrides: Partial<FeatureGates> = {}): FeatureGates {
  // Spelled out, not a spread of the frozen defaults: it runs on every prediction, and copying a frozen object is slow in V8.
  const o = overrides
  const d = DEFAULT_GATES
  const kruiseDaemon = o.KruiseDaemon ?? d.KruiseDaemon
  return {
    InPlaceUpdateEnvFromMetadata: kruiseDaemon && (o.InPlaceUpdateEnvFromMetadata ?? d.InPlaceUpdateEnvFromMetadata),
    InPlaceWorkloadVerticalScaling: o.InPlaceWorkloadVerticalScaling ?? d.InPlaceWorkloadVerticalScaling,
    RecreatePodWhenChangeVCTInCloneSetGate: o.RecreatePodWhenChangeVCTInCloneSetGate ?? d.RecreatePodWhenChangeVCTInCloneSetGate,
    CloneSetPartitionRollback: o.CloneSetPartitionRollback ?? d.CloneSetPartitionRollback,
    CloneSetShortHash: o.CloneSetShortHash ?? d.CloneSetShortHash,
    PreparingUpdateAsUpdate: o.PreparingUpdateAsUpdate ?? d.PreparingUpdateAsUpdate,
    PodUnavailableBudgetUpdateGate: o.PodUnavailableBudgetUpdateGate ?? d.PodUnavailableBudgetUpdateGate,
    PreDownloadImageForInPlaceUpdate: o.PreDownloadImageForInPlaceUpdate ?? d.PreDownloadImageForInPlaceUpdate,
    TemplateNoDefaults: o.TemplateNoDefaults ?? d.TemplateNoDefaults,
    KruiseDaemon: kruiseDaemon,
    StatefulSetAutoDeletePVC: o.StatefulSetAutoDeletePVC ?? d.StatefulSetAutoDeletePVC,
  }
}

/** Parses `Name=true,Other=false` (the kruise-manager `--feature-gates` syntax). */
export function parseGates(text: string): Partial<FeatureGates> {
  const result: Partial<FeatureGates> = {}
  for (const raw of text.split(',')) {
    const item = raw.trim()
    if (item === '') continue
    const eq = item.indexOf('=')
    const name = (eq < 0 ? item : item.slice(0, eq)).trim()
    const value = eq < 0 ? 'true' : item.slice(eq + 1).trim().toLowerCase()
    if (!GATE_NAMES.includes(name as GateName)) {
      throw new GuardError('IPG_ERR_GATES', `unknown feature gate "${name}" (known: ${GATE_NAMES.join(', ')})`)
    }
    if (value !== 'true' && value !== 'false') {
      throw new GuardError('IPG_ERR_GATES', `feature gate ${name} must be true or false, got "${value}"`)
    }
    result[name as GateName] = value === 'true'
  }
  return result
}
