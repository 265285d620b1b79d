import type { FeatureGates } from '../kruise/gates.js'
import type { JsonObject } from '../kube/json.js'
import { isJsonObject } from '../kube/json.js'
import { pointerTokens } from '../kube/jsonPointer.js'
import type { PreviousWorkload } from '../workloads/previousWorkload.js'
import type { Workload } from '../workloads/workload.js'
import type { Change } from './diff.js'
import type { TemplateClassification } from './eligibility.js'
import { envReaders } from './eligibility.js'
import { daemonSetTraps } from './daemonSetTraps.js'
import { revisionLabelTrap } from './revisionLabelTrap.js'
import { statefulSetTraps } from './statefulSetTraps.js'
import type { Trap } from './trap.js'

export type { Trap, TrapId } from './trap.js'

export interface TrapContext {
  /** Absent on CREATE. */
  classification?: TemplateClassification
  vctChanged: boolean
  gates: FeatureGates
  /** The template changes Kruise's webhook rejects under InPlaceOnly; none when left out. */
  kruiseWebhookRejects?: readonly Change[]
  /** The workload before the update; absent on CREATE. */
  previous?: Pick<PreviousWorkload, 'podsCarryReadinessGate'>
  /** The fields Kruise's own webhook refuses (kruiseWebhookRefusals): the denial names them, no trap repeats it. */
  refusedFields?: ReadonlySet<string>
}

export function detectTraps(view: Workload, ctx: TrapContext): Trap[] {
  const traps: Trap[] = []
  const numbers = view.numbers
  const changed = ctx.classification !== undefined && ctx.classification.eligibility !== 'unchanged'
  const isUpdate = ctx.classification !== undefined
  const inPlacePolicy = view.podUpdatePolicy !== 'ReCreate'
  const field = (name: string) => `${view.strategyField}.${name}`
  const rolling = view.updateType === 'RollingUpdate'
  // Advanced DaemonSet's webhook and controller read maxSurge and maxUnavailable their own way (daemonSetTraps.ts).
  const sharedNumbers = view.kind !== 'DaemonSet'

  const unavailableRefused = ctx.refusedFields?.has(field('maxUnavailable')) === true
  if (sharedNumbers && rolling && !unavailableRefused && view.replicas > 0 && numbers.maxUnavailable <= 0 && numbers.maxSurge === 0) {
    traps.push({
      id: 'max-unavailable-zero', severity: 'warning', field: field('maxUnavailable'),
      message: typeof view.maxUnavailable === 'string'
        ? `maxUnavailable ${JSON.stringify(view.maxUnavailable)} resolves to 0 Pods in OpenKruise's controller (it reads percentages as whole numbers) and maxSurge is 0, so the rollout never starts`
        : 'maxUnavailable 0 and maxSurge 0 leave no room to update any Pod, so the rollout never starts',
    })
  } else if (sharedNumbers && rolling && !unavailableRefused && view.replicas > 0 && numbers.maxUnavailable <= 0 && numbers.maxSurge > 0) {
    traps.push({
      id: 'max-unavailable-floored', severity: 'warning', field: field('maxUnavailable'),
      message: `maxUnavailable ${JSON.stringify(view.maxUnavailable)} rounds down to 0 of ${view.replicas} Pods when maxSurge is set, so the rollout only moves as fast as surge Pods become ready`,
    })
  }
  // Under InPlaceOnly, Kruise's webhook refuses any surge (cloneSetStrategyRefusals.ts).
  if (sharedNumbers && rolling && numbers.maxSurge > 0 && view.podUpdatePolicy === 'InPlaceIfPossible' && (!isUpdate || ctx.classification?.eligibility === 'in-place')) {
    traps.push({
      id: 'surge-with-in-place', severity: 'warning', field: field('maxSurge'),
      message: `maxSurge ${JSON.stringify(view.maxSurge)} creates up to ${numbers.maxSurge} extra Pods on every update even when the change is in place (kruise#2369); set maxSurge to 0 for pure in-place rollouts`,
    })
  }
  if (rolling && view.replicas > 0 && numbers.partition >= view.replicas && (changed || !isUpdate)) {
    traps.push({
      id: 'partition-holds-all', severity: 'warning', field: field('partition'),
      message: `partition ${JSON.stringify(view.partition)} keeps all ${view.replicas} Pods at the old revision, so nothing will update until partition is lowered`,
    })
  }
  if (changed && view.paused) {
    traps.push({ id: 'paused', severity: 'warning', field: field('paused'), message: 'the update strategy is paused: no Pod will be updated until paused is false' })
  }
  if (changed && view.updateType === 'OnDelete') {
    traps.push({ id: 'on-delete', severity: 'info', field: view.updateTypeField, message: 'updateStrategy OnDelete: Pods pick up this change only when they are deleted, and then they are recreated' })
  }
  const claimHash = view.updateOptions.comparesClaimTemplates
  if (claimHash && isUpdate && !changed && ctx.vctChanged) {
    traps.push({
      id: 'vct-only', severity: 'warning', field: 'spec.volumeClaimTemplates',
      message: ctx.gates.RecreatePodWhenChangeVCTInCloneSetGate
        ? 'volumeClaimTemplates changed without a template change: nothing happens now, but the next template change recreates every Pod (RecreatePodWhenChangeVCTInCloneSetGate)'
        : 'volumeClaimTemplates changed without a template change: existing Pods keep their volumes; only new Pods get the new claims',
    })
  }
  if (claimHash && isUpdate && ctx.vctChanged && rolling && inPlacePolicy && ctx.classification?.eligibility === 'in-place') {
    const why = view.podUpdatePolicy === 'InPlaceOnly' ? 'InPlaceOnly ignores claim template changes' : 'RecreatePodWhenChangeVCTInCloneSetGate is off'
    traps.push({
      id: 'vct-with-in-place', severity: 'warning', field: 'spec.volumeClaimTemplates',
      message: `volumeClaimTemplates changed with an in-place update (${why}): the Pods keep their old volumes; only Pods created later get the new claims`,
    })
  }
  // Only Pods updated in place keep a stale env or blip; ReCreate and OnDelete replace them.
  if (ctx.classification && rolling && inPlacePolicy) traps.push(...metadataTraps(ctx.classification, ctx.gates))
  // Only a new template makes a new revision: an update that keeps it writes no Pod at another one.
  if (changed || !isUpdate) traps.push(...revisionLabelTrap(view, ctx.gates))
  traps.push(...kindTraps(view, ctx))
  return traps
}

/** The traps of the workload's own controller and webhook: the one place that picks them by kind. */
function kindTraps(view: Workload, ctx: TrapContext): Trap[] {
  switch (view.kind) {
    case 'CloneSet':
      return []
    case 'StatefulSet':
      return statefulSetTraps(view, { ...ctx, kruiseWebhookRejects: ctx.kruiseWebhookRejects ?? [] })
    case 'DaemonSet':
      return daemonSetTraps(view, ctx)
  }
}

function metadataTraps(c: TemplateClassification, gates: FeatureGates): Trap[] {
  const traps: Trap[] = []
  // The template as given: its names, fieldRefs and non-null metadata keys read as the defaulted one's (eligibility.ts).
  const template = c.newTemplate
  let containers: JsonObject[] | undefined
  for (const v of c.verdicts) {
    if (v.rule !== 'metadata') continue
    const tokens = pointerTokens(v.change.pointer)
    const kind = tokens[1]
    if (kind !== 'labels' && kind !== 'annotations') continue
    containers ??= (template.spec.containers as unknown[] | undefined)?.filter(isJsonObject) ?? []
    const map = (template.metadata?.[kind] ?? {}) as object
    const keys = tokens.length === 3 ? [tokens[2]!] : presentKeys(map)
    const readers = [...new Set(keys.flatMap((key) => envReaders(containers!, kind, key)))]
    if (readers.length === 0) continue
    const why = !gates.InPlaceUpdateEnvFromMetadata
      ? 'InPlaceUpdateEnvFromMetadata is off'
      : v.change.op === 'remove' ? 'removing a key does not restart its readers' : `the whole ${kind} map is added at once, which OpenKruise does not recognise`
    traps.push({
      id: 'env-metadata-stale', severity: 'warning', field: v.change.path,
      message: `container ${readers.join(', ')} reads ${v.change.path} through an env fieldRef but will not be restarted (${why}): its env stays stale until the Pod restarts`,
    })
  }
  // kruise-daemon restarts such containers and reports their env hash; the controller waits for that report.
  // Sorted by field: the verdicts follow the template's key order, the trap must not.
  const envUpdates = c.eligibility === 'in-place'
    ? c.verdicts.filter((v) => v.rule === 'metadata-env').sort((a, b) => (a.change.path < b.change.path ? -1 : a.change.path > b.change.path ? 1 : 0))
    : []
  if (envUpdates.length > 0) {
    const readers = [...new Set(envUpdates.flatMap((v) => v.restarts ?? []))]
    traps.push({
      id: 'env-metadata-needs-daemon', severity: 'info', field: envUpdates[0]!.change.path,
      message: `container ${readers.join(', ')} reads ${envUpdates.map((v) => v.change.path).join(', ')} through an env fieldRef: kruise-daemon restarts it on each node, ` +
        'and without kruise-daemon every updated Pod waits with InPlaceUpdateReady=False and the rollout stalls (give --gates KruiseDaemon=false where it does not run)',
    })
  }
  if (c.eligibility === 'in-place' && c.verdicts.every((v) => v.rule === 'metadata' || v.effect === 'none')) {
    traps.push({
      id: 'metadata-blip', severity: 'info', field: 'spec.template.metadata',
      message: 'a metadata-only change still marks each Pod NotReady for a moment (InPlaceUpdateReady=False), a short traffic blip',
    })
  }
  return traps
}

/** The keys a written map keeps once defaulted: those with a value. */
function presentKeys(map: object): string[] {
  const obj = map as Record<string, unknown>
  return Object.keys(obj).filter((key) => obj[key] !== null && obj[key] !== undefined)
}
