import pino from 'pino'
import { decide } from '../admission/decision.js'
import { heldBackDenyMessage, heldBackWarning } from '../admission/heldBack.js'
import type { PolicyConfig } from '../admission/policy.js'
import { oneLine } from '../admission/text.js'
import { warning } from '../admission/warning.js'
import { kindWord, subsetNumbers } from '../engine/inplace/unitedDeploymentPrediction.js'
import { type FeatureGates, resolveGates } from '../engine/kruise/gates.js'
import { DEFAULT_KRUISE_RELEASE, type KruiseRelease } from '../engine/kruise/releases.js'
import { type JsonObject, isJsonObject } from '../engine/kube/json.js'
import { unitedDeploymentChildren } from '../engine/rollout/unitedDeploymentChildren.js'
import { readUnitedDeployment } from '../engine/workloads/unitedDeployment.js'
import { renderSubsetChild } from '../engine/workloads/unitedDeploymentChild.js'
import { unitedDeploymentRevisionName } from '../engine/workloads/unitedDeploymentRevision.js'
import { kubeClusterFor } from '../reconciler/embedded.js'
import { listUnitedDeploymentObjects } from './clusterUnitedDeployment.js'
import { getUnitedDeployment } from './clusterWorkload.js'
import { clusterViewOf, runningRevisionsOf } from './liveRevisions.js'
import type { VerdictReport } from './verdictReport.js'
import { count } from './words.js'

export interface LiveUnitedDeploymentSettings {
  policy: PolicyConfig
  gates: Partial<FeatureGates>
  kruise?: KruiseRelease
  /** The namespace of a manifest that names none. */
  namespace: string
}

/**
 * `check --live` on a UnitedDeployment: each CloneSet or Advanced StatefulSet child as it runs in the cluster, its Pods
 * checked against the child the controller writes from NEW, as `check --live` checks a CloneSet: Pods held back at a
 * child revision that cannot reach that template in place are denied (the child's strategy in --deny-strategies)
 * or warned about, per subset. Loaded only with --live: it brings in the cluster client.
 */
export async function withLiveUnitedDeployment(
  report: VerdictReport, oldObject: unknown, newObject: unknown, settings: LiveUnitedDeploymentSettings, kubeconfig: string | undefined,
): Promise<VerdictReport> {
  const before = readUnitedDeployment(inNamespace(oldObject, settings.namespace))
  const after = readUnitedDeployment(inNamespace(newObject, settings.namespace))
  // Only CloneSet and Advanced StatefulSet children update Pods in place; a child of another kind replaces the old one.
  if (after.childKind !== 'CloneSet' && after.childKind !== 'AdvancedStatefulSet') {
    return { ...report, notes: [...report.notes, `in the cluster: nothing checked: --live checks the Pods of CloneSet and Advanced StatefulSet children, and these children are ${kindWord(after.childKind)}s`] }
  }
  if (before.childKind !== after.childKind) return report
  const cluster = await kubeClusterFor(kubeconfig ?? '', pino({ level: 'silent' }))
  const stored = await getUnitedDeployment(cluster, after.namespace, after.name)
  const live = readUnitedDeployment(stored)
  const objects = await listUnitedDeploymentObjects(cluster, live)
  const states = unitedDeploymentChildren(live, stored, objects.children, objects.pods)
  const gates = resolveGates(settings.gates)
  const release = settings.kruise ?? DEFAULT_KRUISE_RELEASE
  const revisions = { old: unitedDeploymentRevisionName(before, { gates, release }), new: unitedDeploymentRevisionName(after, { gates, release }) }
  const denied: string[] = []
  const warned: VerdictReport['warnings'] = []
  const notes: string[] = []
  for (const subset of after.subsets) {
    const oldSubset = before.subsets.find((s) => s.name === subset.name)
    const name = states.subsets.find((s) => s.subset === subset.name)?.name
    const child = name === undefined ? undefined : objects.children.find((c) => isJsonObject(c.metadata) && c.metadata.name === name)
    if (oldSubset === undefined || child === undefined) continue
    const oldChild = renderSubsetChild(before, { subset: oldSubset, revision: revisions.old, ...subsetNumbers(before, oldSubset), previous: child, release })
    const newChild = renderSubsetChild(after, { subset, revision: revisions.new, ...subsetNumbers(after, subset), previous: oldChild, release })
    const running = await runningRevisionsOf(cluster, child, settings.kruise)
    const { prediction, blocked } = decide(
      { operation: 'UPDATE', object: newChild, oldObject: { ...oldChild, status: child.status } },
      { policy: settings.policy, gates: settings.gates, kruise: settings.kruise, clusterView: clusterViewOf([running]) },
    )
    const who = `subset ${subset.name}`
    notes.push(`in the cluster: ${who} (${prediction.kind} ${prediction.namespace}/${prediction.name}): ${count(running.running.pods.length, 'Pod')} checked against the child's new template, ` +
      `${blocked.reduce((n, b) => n + b.pods, 0)} at a revision that cannot reach it in place`)
    if (blocked.length === 0) continue
    if (settings.policy.denyStrategies.includes(prediction.strategy)) denied.push(`${who}: ${heldBackDenyMessage(prediction, blocked)}`)
    else for (const b of blocked) warned.push(warning('subset/held-back-revision', oneLine(`${who}: ${heldBackWarning(prediction, b).text}`)))
  }
  const next: VerdictReport = { ...report, notes: [...report.notes, ...notes] }
  if (report.decision === 'deny' || (denied.length === 0 && warned.length === 0)) return next
  if (denied.length > 0) return { ...next, decision: 'deny', denyMessage: `inplace-guard denies this UnitedDeployment ${after.namespace}/${after.name} update: ${denied.join(' ')}` }
  return { ...next, decision: 'warn', warnings: [...report.warnings, ...warned] }
}

/** The object with the namespace a manifest without one lands in (the children are rendered in it). */
function inNamespace(object: unknown, namespace: string): unknown {
  if (!isJsonObject(object) || !isJsonObject(object.metadata) || object.metadata.namespace) return object
  return { ...object, metadata: { ...(object.metadata as JsonObject), namespace } }
}

