import t from 'tap'
import { nodeFieldRequirementProblems, nodeSelectorRequirementProblems, tolerationProblems } from '../../../src/engine/kube/placementValidation.js'

/** ValidateNodeSelectorRequirement (no label-value checks, as Kruise calls it): how many problems each has. */
const requirements: [string, Record<string, unknown>, number][] = [
  ['In with a value', { key: 'zone', operator: 'In', values: ['a'] }, 0],
  ['In without values', { key: 'zone', operator: 'In' }, 1],
  ['NotIn with an empty list', { key: 'zone', operator: 'NotIn', values: [] }, 1],
  ['Exists', { key: 'zone', operator: 'Exists' }, 0],
  ['DoesNotExist with a value', { key: 'zone', operator: 'DoesNotExist', values: ['a'] }, 1],
  ['Gt with one value', { key: 'cores', operator: 'Gt', values: ['4'] }, 0],
  ['Lt with two values', { key: 'cores', operator: 'Lt', values: ['4', '8'] }, 1],
  ['an unknown operator', { key: 'zone', operator: 'in', values: ['a'] }, 1],
  ['no operator', { key: 'zone', values: ['a'] }, 1],
  ['a prefixed key', { key: 'topology.kubernetes.io/zone', operator: 'Exists' }, 0],
  ['an invalid key', { key: 'zone!', operator: 'Exists' }, 1],
  ['no key', { operator: 'Exists' }, 1],
  ['an invalid value is not checked', { key: 'zone', operator: 'In', values: ['not a label value!'] }, 0],
  ['two problems', { key: '', operator: 'Gt' }, 2],
]
for (const [what, requirement, count] of requirements) t.equal(nodeSelectorRequirementProblems(requirement).length, count, `requirement: ${what}`)

/** ValidateNodeFieldSelectorRequirement: metadata.name alone, In or NotIn exactly one node name. */
const fieldRequirements: [string, Record<string, unknown>, number][] = [
  ['In one node', { key: 'metadata.name', operator: 'In', values: ['node-1'] }, 0],
  ['NotIn one node', { key: 'metadata.name', operator: 'NotIn', values: ['node-1.example.com'] }, 0],
  ['In two nodes', { key: 'metadata.name', operator: 'In', values: ['node-1', 'node-2'] }, 1],
  ['Exists', { key: 'metadata.name', operator: 'Exists' }, 1],
  ['another field', { key: 'metadata.namespace', operator: 'In', values: ['a'] }, 1],
  ['a value that is no node name', { key: 'metadata.name', operator: 'In', values: ['Node_1'] }, 1],
  ['no key, no operator', {}, 2],
]
for (const [what, requirement, count] of fieldRequirements) t.equal(nodeFieldRequirementProblems(requirement).length, count, `field requirement: ${what}`)

/** ValidateTolerations of one toleration. */
const tolerations: [string, Record<string, unknown>, number][] = [
  ['Equal with a value', { key: 'dedicated', operator: 'Equal', value: 'web', effect: 'NoSchedule' }, 0],
  ['no operator reads as Equal', { key: 'dedicated', value: 'web' }, 0],
  ['Exists without a value', { key: 'spot', operator: 'Exists', effect: 'NoSchedule' }, 0],
  ['Exists with a value', { key: 'spot', operator: 'Exists', value: 'yes' }, 1],
  ['every taint: no key, Exists', { operator: 'Exists' }, 0],
  ['no key, Equal', { operator: 'Equal', value: '' }, 1],
  ['an unknown operator', { key: 'spot', operator: 'Matches' }, 1],
  ['an unknown effect', { key: 'spot', operator: 'Exists', effect: 'NoAdmit' }, 1],
  ['tolerationSeconds with NoExecute', { key: 'node.kubernetes.io/unreachable', operator: 'Exists', effect: 'NoExecute', tolerationSeconds: 300 }, 0],
  ['tolerationSeconds with NoSchedule', { key: 'spot', operator: 'Exists', effect: 'NoSchedule', tolerationSeconds: 300 }, 1],
  ['a value that is not a label value', { key: 'dedicated', operator: 'Equal', value: 'web team' }, 1],
  ['an invalid key', { key: 'a/b/c', operator: 'Exists' }, 1],
]
for (const [what, toleration, count] of tolerations) t.equal(tolerationProblems(toleration).length, count, `toleration: ${what}`)

t.test('problems name fields and operators, never the values', async (t) => {
  const said = [...nodeSelectorRequirementProblems({ key: 'secret-key!', operator: 'In' }), ...tolerationProblems({ key: 'k', value: 'secret value' })].join(' ')
  t.notMatch(said, /secret/)
})
