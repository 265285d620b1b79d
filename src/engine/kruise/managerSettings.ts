/**
 * What a cluster's kruise-manager runs with, read from its Deployment (`kruise-system/kruise-controller-manager` as
 * Kruise's chart installs it: container `manager`, image `openkruise/kruise-manager:vX.Y.Z`, `--feature-gates=...`),
 * and where that differs from the release and gates the guard predicts with. Nothing else of the Deployment is read:
 * its other args, command and env may hold secrets.
 */
import { isJsonObject } from '../kube/json.js'
import { type FeatureGates, GATE_NAMES, type GateName, resolveGates } from './gates.js'
import { isKruiseRelease, type KruiseRelease } from './releases.js'

export interface ManagerSettings {
  /** The image tag's version (`v1.9.1`); undefined for a digest, `latest` or a branch name. */
  version?: string
  /** The release line of that version (`1.9`), when the guard knows it. */
  release?: KruiseRelease
  /** The gates the guard knows, as `--feature-gates` sets them (Kruise's defaults for the others). */
  gates: Partial<FeatureGates>
  /** `AllAlpha=true` or `AllBeta=true`: which of the guard's gates they turn on is not known, so gates are not compared. */
  bulkGates: string[]
}

export interface SettingDrift {
  /** `kruise-version`, or a feature gate's name. */
  setting: 'kruise-version' | GateName
  guard: string
  manager: string
  /** kruise-version: the manager's release line, undefined when the guard knows no such line (v1.10.0). */
  managerRelease?: KruiseRelease
}

const MANAGER_CONTAINER = 'manager'
const GATES_FLAG = '--feature-gates'
const GO_TRUE = new Set(['1', 't', 'T', 'TRUE', 'true', 'True'])
const GO_FALSE = new Set(['0', 'f', 'F', 'FALSE', 'false', 'False'])

/** The settings of a kruise-manager Deployment; undefined when it has no container to read them from. */
export function readManagerSettings(deployment: unknown): ManagerSettings | undefined {
  const container = managerContainer(deployment)
  if (container === undefined) return undefined
  const version = imageVersion(container.image)
  const release = version === undefined ? undefined : releaseOf(version)
  return { version, release, ...featureGates([...strings(container.command), ...strings(container.args)]) }
}

/** Every setting where the manager and the guard differ: the release line first, then the gates by name. */
export function settingsDrift(manager: ManagerSettings, guard: { release: KruiseRelease; gates: FeatureGates }): SettingDrift[] {
  const drift: SettingDrift[] = []
  if (manager.version !== undefined && manager.release !== guard.release) {
    drift.push({ setting: 'kruise-version', guard: guard.release, manager: manager.version, managerRelease: manager.release })
  }
  if (manager.bulkGates.length > 0) return drift
  const resolved = resolveGates(manager.gates)
  for (const name of GATE_NAMES) {
    if (resolved[name] !== guard.gates[name]) drift.push({ setting: name, guard: String(guard.gates[name]), manager: String(resolved[name]) })
  }
  return drift
}

function managerContainer(deployment: unknown): { image?: unknown; command?: unknown; args?: unknown } | undefined {
  const spec = isJsonObject(deployment) && isJsonObject(deployment.spec) ? deployment.spec : undefined
  const podSpec = spec && isJsonObject(spec.template) && isJsonObject(spec.template.spec) ? spec.template.spec : undefined
  const containers = podSpec && Array.isArray(podSpec.containers) ? podSpec.containers.filter(isJsonObject) : []
  return containers.find((c) => c.name === MANAGER_CONTAINER) ?? (containers.length === 1 ? containers[0] : undefined)
}

/** `registry:5000/openkruise/kruise-manager:v1.9.1` → `v1.9.1`; a digest or a tag that is no version → undefined. */
function imageVersion(image: unknown): string | undefined {
  if (typeof image !== 'string') return undefined
  const name = image.split('@')[0]!
  const tag = name.slice(name.lastIndexOf('/') + 1).split(':')[1]
  return tag !== undefined && /^v?\d+\.\d+(\.\d+)?([-+.].*)?$/.test(tag) ? tag : undefined
}

function releaseOf(version: string): KruiseRelease | undefined {
  const [major, minor] = version.replace(/^v/, '').split('.')
  const line = `${Number(major)}.${Number(minor)}`
  return isKruiseRelease(line) ? line : undefined
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

/** Every `--feature-gates` of the command line, in order (a later value of a gate wins, as in Kubernetes' flag). */
function featureGates(argv: string[]): Pick<ManagerSettings, 'gates' | 'bulkGates'> {
  const gates: Partial<FeatureGates> = {}
  const bulkGates: string[] = []
  argv.forEach((arg, i) => {
    const text = arg === GATES_FLAG ? argv[i + 1] : arg.startsWith(`${GATES_FLAG}=`) ? arg.slice(GATES_FLAG.length + 1) : undefined
    for (const item of (text ?? '').split(',')) {
      const [key = '', value = ''] = item.split('=').map((part) => part.trim())
      const on = GO_TRUE.has(value) ? true : GO_FALSE.has(value) ? false : undefined
      if (on === undefined) continue
      if (key === 'AllAlpha' || key === 'AllBeta') {
        if (on) bulkGates.push(key)
      }
      else if ((GATE_NAMES as string[]).includes(key)) gates[key as GateName] = on
    }
  })
  return { gates, bulkGates }
}
