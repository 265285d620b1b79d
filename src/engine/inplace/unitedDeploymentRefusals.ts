import type { KruiseRelease } from '../kruise/releases.js'
import { deepEqual, isJsonObject } from '../kube/json.js'
import { sameFlatStructLists } from '../kube/semanticEquality.js'
import type { JsonObject } from '../kube/json.js'
import type { UnitedDeploymentView } from '../workloads/unitedDeployment.js'
import type { KruiseRefusal } from './kruiseRefusal.js'
import { unitedDeploymentSpecRefusals } from './unitedDeploymentSpecRefusals.js'

/**
 * The rules of Kruise's UnitedDeployment validating webhook that refuse an update: those of a CREATE
 * (`unitedDeploymentSpecRefusals`), and `ValidateUnitedDeploymentUpdate` (the same in v1.8.3 and v1.9.1): a subset
 * that stays may not change its nodeSelectorTerm or tolerations, and a (Advanced) StatefulSet template may change no
 * spec field but template, updateStrategy and replicas.
 */
export function unitedDeploymentRefusals(view: UnitedDeploymentView, previous: UnitedDeploymentView, release: KruiseRelease): KruiseRefusal[] {
  const refusals = unitedDeploymentSpecRefusals(view, release)
  const before = new Map(previous.subsets.map((s) => [s.name, s]))
  view.subsets.forEach((subset, i) => {
    const old = before.get(subset.name)
    if (old === undefined) return
    const at = `spec.topology.subsets[${i}]`
    if (!sameFlatStructLists(old.matchExpressions, subset.matchExpressions)) {
      refusals.push({
        field: `${at}.nodeSelectorTerm`, rule: `subset ${subset.name}: nodeSelectorTerm may not be changed in an update`,
        remedy: 'add a new subset with the new node selector and remove the old one (its Pods are deleted), or keep the term',
      })
    }
    if (!sameFlatStructLists(old.tolerations ?? [], subset.tolerations ?? [])) {
      refusals.push({
        field: `${at}.tolerations`, rule: `subset ${subset.name}: tolerations may not be changed in an update`,
        remedy: 'put the tolerations into spec.template (or the subset patch), or add a new subset and remove the old one',
      })
    }
  })
  if ((view.childKind === 'StatefulSet' || view.childKind === 'AdvancedStatefulSet') && previous.childKind === view.childKind
    && !deepEqual(fixedSpec(view.childTemplate.spec), fixedSpec(previous.childTemplate.spec))) {
    refusals.push({
      field: `${view.templateField}.spec`,
      rule: `updates to the ${view.templateField.slice('spec.template.'.length)} spec for fields other than 'template' and 'updateStrategy' are forbidden`,
      remedy: 'change only the pod template and updateStrategy in place; other StatefulSet fields need a new UnitedDeployment',
    })
  }
  return refusals
}

function fixedSpec(spec: JsonObject): JsonObject {
  const { replicas: _r, template: _t, updateStrategy: _u, ...rest } = spec
  for (const key of Object.keys(rest)) if (rest[key] === null || (isJsonObject(rest[key]) && Object.keys(rest[key] as JsonObject).length === 0)) delete rest[key]
  return rest
}
