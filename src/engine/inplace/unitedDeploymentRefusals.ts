import { goFieldTexts, goMarshal } from '../kruise/goMarshal.js'
import { templateLayout } from '../kruise/podLayout.js'
import type { FeatureGates } from '../kruise/gates.js'
import type { KruiseRelease } from '../kruise/releases.js'
import { childSpecType, subsetTemplateLayout } from '../kruise/subsetTemplateLayout.js'
import type { UnitedDeploymentView } from '../workloads/unitedDeployment.js'
import { withStoredClaims } from '../workloads/unitedDeploymentRevision.js'
import type { KruiseRefusal } from './kruiseRefusal.js'
import { unitedDeploymentSpecRefusals } from './unitedDeploymentSpecRefusals.js'

/**
 * The rules of Kruise's UnitedDeployment validating webhook that refuse an update: those of a CREATE
 * (`unitedDeploymentSpecRefusals`), and `ValidateUnitedDeploymentUpdate` (the same in v1.8.3 and v1.9.1): a subset
 * that stays may not change its nodeSelectorTerm or tolerations, and a (Advanced) StatefulSet template may change no
 * spec field but template, updateStrategy and replicas.
 */
export function unitedDeploymentRefusals(
  view: UnitedDeploymentView, previous: UnitedDeploymentView, release: KruiseRelease, gates: Pick<FeatureGates, 'TemplateNoDefaults'>,
): KruiseRefusal[] {
  const refusals = unitedDeploymentSpecRefusals(view, release)
  const before = new Map(previous.subsets.map((s) => [s.name, s]))
  view.subsets.forEach((subset, i) => {
    const old = before.get(subset.name)
    if (old === undefined) return
    const at = `spec.topology.subsets[${i}]`
    if (!semanticallyEqual('v1.NodeSelectorTerm', old.nodeSelectorTerm, subset.nodeSelectorTerm, `${at}.nodeSelectorTerm`, release)) {
      refusals.push({
        field: `${at}.nodeSelectorTerm`, rule: `subset ${subset.name}: nodeSelectorTerm may not be changed in an update`,
        remedy: 'add a new subset with the new node selector and remove the old one (its Pods are deleted), or keep the term',
      })
    }
    if (!semanticallyEqual('[]v1.Toleration', old.tolerations, subset.tolerations, `${at}.tolerations`, release)) {
      refusals.push({
        field: `${at}.tolerations`, rule: `subset ${subset.name}: tolerations may not be changed in an update`,
        remedy: 'put the tolerations into spec.template (or the subset patch), or add a new subset and remove the old one',
      })
    }
  })
  if ((view.childKind === 'StatefulSet' || view.childKind === 'AdvancedStatefulSet') && previous.childKind === view.childKind) {
    const changed = changedChildSpecFields(view, previous, release, gates)
    if (changed.length > 0) {
      const word = view.templateField.slice('spec.template.'.length)
      refusals.push({
        field: `${view.templateField}.spec.${changed[0]}`,
        rule: `updates to the ${word} spec for fields other than 'template' and 'updateStrategy' are forbidden (changed: ${changed.map((f) => `spec.${f}`).join(', ')})`,
        remedy: 'change only the pod template and updateStrategy in place; other StatefulSet fields need a new UnitedDeployment',
      })
    }
  }
  return refusals
}

/** `apiequality.Semantic.DeepEqual` of two values of a pod type, as the release's Go types decode them. */
function semanticallyEqual(type: string, a: unknown, b: unknown, path: string, release: KruiseRelease): boolean {
  const layout = templateLayout(release)
  return goMarshal(type, a, layout, path, { emptyAsNil: true }) === goMarshal(type, b, layout, path, { emptyAsNil: true })
}

/** What the UnitedDeployment sets in its children itself, and what a template may change: Kruise restores them before comparing. */
const MUTABLE_CHILD_FIELDS: ReadonlySet<string> = new Set(['replicas', 'template', 'updateStrategy'])

/**
 * The child spec's fields that differ as Kruise's `apiequality.Semantic.DeepEqual` compares the decoded specs: through
 * the release's Go types, so a respelling that decodes alike (null, [], a zero, an unknown field) is no change; both
 * with the claim defaults Kruise's mutating webhook gives the new one, so a stored object compares alike to its manifest.
 */
function changedChildSpecFields(view: UnitedDeploymentView, previous: UnitedDeploymentView, release: KruiseRelease, gates: Pick<FeatureGates, 'TemplateNoDefaults'>): string[] {
  const layout = subsetTemplateLayout(release)
  const type = childSpecType(layout, view.templateField.slice('spec.template.'.length))
  const at = `${view.templateField}.spec`
  const before = goFieldTexts(type, withStoredClaims(previous.childKind, previous.childTemplate.spec, gates), layout, at, { emptyAsNil: true })
  const after = goFieldTexts(type, withStoredClaims(view.childKind, view.childTemplate.spec, gates), layout, at, { emptyAsNil: true })
  const fields = new Set([...before.keys(), ...after.keys()])
  return [...fields].filter((field) => !MUTABLE_CHILD_FIELDS.has(field) && before.get(field) !== after.get(field))
}
