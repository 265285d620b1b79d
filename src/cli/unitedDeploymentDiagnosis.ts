import { type SubsetChildState, type UnitedDeploymentChildren, unitedDeploymentChildren } from '../engine/rollout/unitedDeploymentChildren.js'
import { unitedDeploymentControllerFailure } from '../engine/inplace/unitedDeploymentControllerFailure.js'
import { kindWord } from '../engine/inplace/unitedDeploymentPrediction.js'
import { type UnitedDeploymentView, readUnitedDeployment } from '../engine/workloads/unitedDeployment.js'
import { isGuardError } from '../errors.js'
import type { KubeCluster } from '../reconciler/kubeCluster.js'
import { listUnitedDeploymentObjects } from './clusterUnitedDeployment.js'
import type { StoredWorkload } from './clusterWorkload.js'
import { type DiagnoseSettings, type WorkloadDiagnosis, diagnoseWorkload } from './workloadDiagnosis.js'

/** One subset's child diagnosed as `diagnose KIND/CHILD` would (CloneSet and Advanced StatefulSet children). */
export interface ChildDiagnosis {
  subset: string
  child: string
  diagnosis?: WorkloadDiagnosis
  /** Why the child could not be diagnosed (e.g. it cannot be read). */
  error?: { code: string; message: string }
}

export interface UnitedDeploymentDiagnosis {
  view: UnitedDeploymentView
  children: UnitedDeploymentChildren
  diagnosed: ChildDiagnosis[]
  /**
   * A child's rollout is stalled, Kruise refuses a child's next write, kruise-manager fails on every child write, or the
   * UnitedDeployment has a False condition: exit 1.
   */
  failed: boolean
  text: string
  json: Record<string, unknown>
}

/**
 * `diagnose uniteddeployment/NAME`: each subset's child as the cluster has it (its UnitedDeployment revision, replicas,
 * Pods), the children Kruise deletes, the UnitedDeployment's failing conditions, and then each CloneSet or Advanced
 * StatefulSet child's own diagnosis.
 */
export async function diagnoseUnitedDeployment(cluster: KubeCluster, raw: StoredWorkload, settings: DiagnoseSettings): Promise<UnitedDeploymentDiagnosis> {
  const view = readUnitedDeployment(raw)
  const { children: objects, pods } = await listUnitedDeploymentObjects(cluster, view)
  const children = unitedDeploymentChildren(view, raw, objects, pods, { gates: settings.gates, kruise: settings.kruise })
  const diagnosed: ChildDiagnosis[] = []
  if (view.childKind === 'CloneSet' || view.childKind === 'AdvancedStatefulSet') {
    for (const subset of children.subsets) {
      const object = subset.name === undefined ? undefined : objects.find((o) => (o.metadata as { name?: string } | undefined)?.name === subset.name)
      if (object === undefined) continue
      try {
        diagnosed.push({ subset: subset.subset, child: subset.child, diagnosis: await diagnoseWorkload(cluster, object, settings) })
      } catch (err) {
        if (!isGuardError(err)) throw err
        diagnosed.push({ subset: subset.subset, child: subset.child, error: { code: err.code, message: err.message } })
      }
    }
  }
  const failed = children.controllerFailure !== undefined || children.failing.length > 0 || children.refused.length > 0 || diagnosed.some((d) => d.diagnosis?.diagnosis.stalled === true)
  const json = {
    kind: 'UnitedDeployment', namespace: view.namespace, name: view.name, childKind: view.childKind, ...children,
    childDiagnoses: diagnosed.map((d) => ({ subset: d.subset, child: d.child, ...(d.diagnosis ? { diagnosis: d.diagnosis.json } : {}), ...(d.error ? { error: d.error } : {}) })),
    failed,
  }
  return { view, children, diagnosed, failed, text: formatUnitedDeploymentDiagnosis(view, children, diagnosed, failed), json }
}

export function formatUnitedDeploymentDiagnosis(view: UnitedDeploymentView, c: UnitedDeploymentChildren, diagnosed: ChildDiagnosis[], failed: boolean): string {
  const lines = [
    `UnitedDeployment ${view.namespace}/${view.name}: ${c.subsets.length} ${c.subsets.length === 1 ? 'subset' : 'subsets'} of ${kindWord(view.childKind)}`,
    `  revisions: updated ${c.updatedRevision ?? '(none yet)'}, current ${c.currentRevision ?? '(none yet)'}`,
  ]
  for (const s of c.subsets) lines.push(`  ${subsetLine(s)}`)
  for (const e of c.extra) lines.push(`  to be deleted with its Pods (no subset of spec.topology.subsets, or a second child of one): ${e}`)
  const controllerFailure = unitedDeploymentControllerFailure(view)
  if (controllerFailure !== undefined) lines.push(`  kruise-manager fails: ${controllerFailure.rule}; ${controllerFailure.remedy}`)
  for (const f of c.failing) lines.push(`  failing condition: ${f}`)
  for (const r of c.refused) lines.push(`  refused: ${r}`)
  if (c.statusBehind) lines.push('  status: observedGeneration is behind generation (the controller has not finished a reconcile of this spec)')
  lines.push('', `Diagnosis: ${failed ? 'FAILING' : c.subsets.every((s) => s.atUpdatedRevision) ? 'children at the updated revision' : 'progressing'}`)
  for (const a of c.advice) lines.push(`  ${a}`)
  let out = `${lines.join('\n')}\n`
  for (const d of diagnosed) {
    out += `\nsubset ${d.subset}: ${d.child}\n`
    out += d.diagnosis ? d.diagnosis.text : `  cannot be diagnosed: ${d.error!.message} [${d.error!.code}]\n`
  }
  return out
}

function subsetLine(s: SubsetChildState): string {
  if (s.name === undefined) return `subset ${s.subset}: ${s.child}: none yet (the controller creates it)`
  const revision = s.revision === undefined ? 'no revision label' : `revision ${s.revision}${s.atUpdatedRevision ? ' (updated)' : ' (behind the updated revision)'}`
  const numbers = [
    `replicas ${s.replicas ?? '-'}`,
    ...(s.partition !== undefined && s.partition > 0 ? [`partition ${s.partition}`] : []),
    `ready ${s.readyReplicas ?? 0}`,
    `Pods ${s.pods} (${s.updatedPods} updated)`,
  ]
  return `subset ${s.subset}: ${s.child}, ${revision}, ${numbers.join(', ')}`
}
