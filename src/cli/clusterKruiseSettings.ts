import { type FeatureGates, GATE_NAMES, resolveGates } from '../engine/kruise/gates.js'
import { type ManagerSettings, readManagerSettings, settingsDrift } from '../engine/kruise/managerSettings.js'
import { DEFAULT_KRUISE_RELEASE, type KruiseRelease } from '../engine/kruise/releases.js'
import { driftMessage, getManagerDeployment } from '../reconciler/kruiseManagerDrift.js'
import type { KubeRest } from '../reconciler/kubeRest.js'

export interface ClusterKruiseSettings {
  gates: FeatureGates
  kruise: KruiseRelease
  /** For stderr: values taken from kruise-manager, and where a flag given differs from it. */
  notes: string[]
}

/**
 * --gates and --kruise-version (parsed, undefined when left out) for a command that reads a cluster: a flag left out
 * takes the value of the cluster's kruise-manager (its Deployment's image version and --feature-gates, when this CLI
 * may read it), else Kruise's default. A Deployment that cannot be read changes nothing and says nothing.
 */
export async function clusterKruiseSettings(
  rest: KubeRest, given: { gates?: FeatureGates; kruise?: KruiseRelease }, manager: { namespace: string; name: string } | undefined,
): Promise<ClusterKruiseSettings> {
  const { gates: givenGates, kruise: givenRelease } = given
  const settings = manager === undefined ? undefined : await readManager(rest, manager)
  if (manager === undefined || settings === undefined) {
    return { gates: givenGates ?? resolveGates(), kruise: givenRelease ?? DEFAULT_KRUISE_RELEASE, notes: [] }
  }
  const deployment = `${manager.namespace}/${manager.name}`
  const gatesRead = settings.bulkGates.length === 0
  const kruise = givenRelease ?? settings.release ?? DEFAULT_KRUISE_RELEASE
  const gates = givenGates ?? (gatesRead ? resolveGates(settings.gates) : resolveGates())
  const notes = settingsDrift(settings, { release: kruise, gates }).map((d) => `note: ${driftMessage(deployment, d)}`)
  if (!gatesRead && givenGates === undefined) notes.push(`note: kruise-manager's --feature-gates (${deployment}) turn on AllAlpha or AllBeta: pass --gates`)
  const taken = [
    ...(givenRelease === undefined && settings.release !== undefined && settings.release !== DEFAULT_KRUISE_RELEASE ? [`--kruise-version ${settings.release}`] : []),
    ...(givenGates === undefined && gatesRead ? changedGates(gates) : []),
  ]
  if (taken.length > 0) notes.unshift(`note: with kruise-manager's settings (${deployment}): ${taken.join(' ')}`)
  return { gates, kruise, notes }
}

async function readManager(rest: KubeRest, manager: { namespace: string; name: string }): Promise<ManagerSettings | undefined> {
  try {
    return readManagerSettings(await getManagerDeployment(rest, manager, 0))
  } catch {
    return undefined
  }
}

/** `--gates A=true,B=false` for the gates that differ from Kruise's defaults; none: nothing. */
function changedGates(gates: FeatureGates): string[] {
  const defaults = resolveGates()
  const changed = GATE_NAMES.filter((name) => gates[name] !== defaults[name]).map((name) => `${name}=${gates[name]}`)
  return changed.length === 0 ? [] : [`--gates ${changed.join(',')}`]
}

/**
 * `check --live`: the prediction settings with --gates and --kruise-version, where left out, from the cluster's
 * kruise-manager (clusterKruiseSettings). The cluster client is loaded here, as --live loads it anyway.
 */
export async function liveKruiseSettings<T extends { gates: Partial<FeatureGates>; kruise: KruiseRelease }>(
  settings: T, given: { gates?: string; kruise?: string }, manager: { namespace: string; name: string } | undefined, kubeconfig: string | undefined,
): Promise<T & { notes: string[] }> {
  const [{ loadKubeConfig }, { KubeRest }] = await Promise.all([import('../reconciler/kubeCluster.js'), import('../reconciler/kubeRest.js')])
  const resolved = await clusterKruiseSettings(new KubeRest(loadKubeConfig(kubeconfig)), {
    gates: given.gates === undefined ? undefined : resolveGates(settings.gates),
    kruise: given.kruise === undefined ? undefined : settings.kruise,
  }, manager)
  return { ...settings, ...resolved }
}
