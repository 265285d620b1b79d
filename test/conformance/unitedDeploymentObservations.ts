import { type SubsetPrediction, type UnitedDeploymentPrediction, predictUnitedDeploymentUpdate, renderSubsetChildren, subsetNumbers } from '../../src/engine/inplace/unitedDeploymentPrediction.js'
import { readUnitedDeployment } from '../../src/engine/workloads/unitedDeployment.js'
import { renderSubsetChild } from '../../src/engine/workloads/unitedDeploymentChild.js'
import type { FeatureGates } from '../../src/engine/kruise/gates.js'
import type { KruiseRelease } from '../../src/engine/kruise/releases.js'
import type { Obj } from './cloneSets.js'
import { type Observation, engineCannotDecode, kruiseCannotDecode, undecodable } from './observations.js'
import type { OracleAnswer } from './oracle.js'

/** One subset as both sides see it: what happens to its child and Pods, and whether Kruise refuses the child's write. */
export interface SubsetObservation {
  name: string
  change: string
  outcome: string
  inPlace: boolean
  /** The child's Kruise webhook refuses the controller's write (FailedUpdateSubset, SubsetUpdated=False). */
  refused: boolean
  restarted: string[]
  /** The merged lists of the child's pod template in order (containers, their env, ports, mounts; volumes; finalizers): a subset patch's merge order. */
  lists?: string
}

/** The oracle's UnitedDeployment fields (test/kruise/oracle/uniteddeployment.go). */
interface UnitedDeploymentAnswer {
  revisions?: { old: { name: string }; new: { name: string } }
  unitedDeployment?: {
    childKind: string
    subsets: { name: string; change: string; outcome: string; child?: OracleAnswer; new?: Obj }[] | null
  }
}

const RANK: Record<string, number> = { unchanged: 0, 'in-place': 1, 'on-delete': 2, stall: 2, recreate: 3 }

function worst(outcomes: string[]): Observation['outcome'] {
  return outcomes.reduce((a, b) => ((RANK[b] ?? 0) > (RANK[a] ?? 0) ? b : a), 'unchanged') as Observation['outcome']
}

/**
 * The engine's side: the UnitedDeployment prediction, per subset; denied when Kruise's UnitedDeployment webhook
 * refuses the update (the engine's refusals of it). `subsets` and the revision names are compared beside the outcome.
 * The refusals are also asked of the objects as stored (Kruise's defaults in them): old and new as our webhook gets
 * them, and the stored old beside the new manifest, as `check` gets an old object taken from the cluster.
 */
export function observeUnitedDeploymentEngine(old: Obj, updated: Obj, gates: Partial<FeatureGates>, kruise: KruiseRelease, answer?: OracleAnswer): Observation {
  try {
    const p = predictUnitedDeploymentUpdate(old, updated, { gates, kruise })
    const denied = p.kruiseWebhookRefusals.length > 0
    if (!denied && p.controllerFailure !== undefined) return controllerPanics()
    const rendered = denied ? new Map<string, Obj>() : renderedChildren(old, updated, p, kruise)
    const subsets = denied ? [] : p.subsets.map((s) => engineSubset(s, rendered.get(s.subset)))
    const stored = answer?.stored
    return {
      outcome: worst(subsets.map((s) => s.outcome)), inPlace: false, updateSpec: null, restarted: [], denied,
      subsets, revisionChanged: p.revisions.old !== p.revisions.new, revisionNames: p.revisions,
      ...(stored ? { deniedInCluster: refuses(stored.old, stored.new, gates, kruise), deniedFromStoredOld: refuses(stored.old, updated, gates, kruise) } : {}),
    }
  } catch (err) {
    // Our webhook denies a UnitedDeployment it cannot read under --on-error deny, as Kruise's refuses one it cannot decode.
    if (engineCannotDecode(err)) return undecodable()
    return { outcome: 'unchanged', inPlace: false, updateSpec: null, restarted: [], denied: false, error: String(err) }
  }
}

/** Kruise admits the UnitedDeployment, then its controller panics rendering a subset's workload (both sides say so alike). */
function controllerPanics(): Observation {
  return { outcome: 'unchanged', inPlace: false, updateSpec: null, restarted: [], denied: false, error: 'the controller panics writing a subset\'s workload' }
}

/** Whether the engine says Kruise's UnitedDeployment webhook refuses the update; its error's text if it cannot read the pair. */
function refuses(old: Obj, updated: Obj, gates: Partial<FeatureGates>, kruise: KruiseRelease): boolean | string {
  try {
    return predictUnitedDeploymentUpdate(old, updated, { gates, kruise }).kruiseWebhookRefusals.length > 0
  } catch (err) {
    return String(err)
  }
}

function engineSubset(s: SubsetPrediction, rendered: Obj | undefined): SubsetObservation {
  const p = s.prediction
  let outcome: string = s.outcome
  if (s.consequence === 'on-delete') outcome = 'on-delete'
  else if (s.childKind === 'AdvancedStatefulSet' && s.consequence === 'rollout-fails') outcome = 'stall'
  return {
    name: s.subset, change: s.change, outcome,
    inPlace: p?.eligibility === 'in-place',
    refused: s.childRefusals.length > 0,
    restarted: outcome === 'in-place' && p ? [...p.restartedContainers].sort() : [],
    ...(rendered ? { lists: keyedLists(rendered) } : {}),
  }
}

/** The child the engine renders for each updated, created or replaced subset (its new rendering). */
function renderedChildren(old: Obj, updated: Obj, p: UnitedDeploymentPrediction, kruise: KruiseRelease): Map<string, Obj> {
  const before = readUnitedDeployment(old)
  const after = readUnitedDeployment(updated)
  const out = new Map<string, Obj>()
  for (const s of p.subsets) {
    const subset = after.subsets.find((x) => x.name === s.subset)
    if (subset === undefined) continue
    const oldSubset = s.change === 'updated' ? before.subsets.find((x) => x.name === s.subset) : undefined
    const child = oldSubset === undefined
      ? renderSubsetChild(after, { subset, revision: p.revisions.new, ...subsetNumbers(after, subset), release: kruise })
      : renderSubsetChildren(before, after, oldSubset, subset, p.revisions, kruise).newChild
    out.set(s.subset, child as Obj)
  }
  return out
}

/** `containers: app[env: A B; ports: 8080; mounts: /etc] ...; volumes: config; finalizers: a`: each merged list's order. */
function keyedLists(child: Obj): string {
  const spec = child.spec?.template?.spec ?? {}
  const finalizers = child.spec?.template?.metadata?.finalizers
  const keys = (list: unknown, key: string) => (Array.isArray(list) ? list.map((x) => String((x as Obj)?.[key])).join(' ') : '')
  const containers = (list: unknown) => (Array.isArray(list) ? list : []).map((c: Obj) =>
    `${c.name}[env: ${keys(c.env, 'name')}; ports: ${keys(c.ports, 'containerPort')}; mounts: ${keys(c.volumeMounts, 'mountPath')}]`).join(' ')
  return `containers: ${containers(spec.containers)}; init: ${containers(spec.initContainers)}; volumes: ${keys(spec.volumes, 'name')}; finalizers: ${Array.isArray(finalizers) ? finalizers.join(' ') : ''}`
}

/** Kruise's side, from the oracle's UnitedDeployment answer. */
export function observeUnitedDeploymentKruise(answer: OracleAnswer): Observation {
  if (kruiseCannotDecode(answer)) return undecodable()
  // The subset adapter's write into spec.selector.matchLabels when the UnitedDeployment's selector has none.
  if (answer.stage === 'panic' && answer.error === 'panic: assignment to entry in nil map') return controllerPanics()
  if (answer.error !== undefined) {
    return { outcome: 'unchanged', inPlace: false, updateSpec: null, restarted: [], denied: true, error: `${answer.stage}: ${answer.error}` }
  }
  const ud = answer as OracleAnswer & UnitedDeploymentAnswer
  const denied = answer.webhook?.allowed === false
  const subsets: SubsetObservation[] = (ud.unitedDeployment?.subsets ?? []).map((s) => ({
    // A child Kruise could not create or update at all is an error of its own (the engine does not validate pod specs).
    name: s.name, change: s.change, outcome: s.child?.error !== undefined ? `error: ${s.child.stage}` : s.outcome,
    inPlace: s.child?.canUpdateInPlace === true,
    refused: s.child?.webhook?.allowed === false,
    restarted: s.outcome === 'in-place' ? [...(s.child?.restartedContainers ?? [])].sort() : [],
    ...(s.new ? { lists: keyedLists(s.new) } : {}),
  }))
  return {
    outcome: worst(subsets.map((s) => s.outcome)), inPlace: false, updateSpec: null, restarted: [], denied, subsets,
    revisionChanged: ud.revisions !== undefined && ud.revisions.old.name !== ud.revisions.new.name,
    ...(ud.revisions === undefined ? {} : { revisionNames: { old: ud.revisions.old.name, new: ud.revisions.new.name } }),
    ...(denied && answer.webhook?.message ? { message: answer.webhook.message } : {}),
  }
}
