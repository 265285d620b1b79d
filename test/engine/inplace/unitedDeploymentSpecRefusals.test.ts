import t from 'tap'
import { unitedDeploymentSpecRefusals } from '../../../src/engine/inplace/unitedDeploymentSpecRefusals.js'
import type { KruiseRelease } from '../../../src/engine/kruise/releases.js'
import { type SubsetChildKind, readUnitedDeployment } from '../../../src/engine/workloads/unitedDeployment.js'
import { type Json, unitedDeployment } from '../support/unitedDeployments.js'

/** Kruise's UnitedDeployment webhook (validateUnitedDeploymentSpec) on one edit of a valid UnitedDeployment: the fields it names. */
function refused(kind: SubsetChildKind, edit: (ud: Json, child: Json) => void, release: KruiseRelease = '1.9'): string[] {
  const ud = unitedDeployment(kind)
  edit(ud, Object.values(ud.spec.template)[0] as Json)
  return unitedDeploymentSpecRefusals(readUnitedDeployment(ud), release).map((r) => r.field)
}

const ALL: SubsetChildKind[] = ['CloneSet', 'AdvancedStatefulSet', 'StatefulSet', 'Deployment']
const STATEFUL: SubsetChildKind[] = ['AdvancedStatefulSet', 'StatefulSet']
const adaptive = (ud: Json, extra: Json = {}) => { ud.spec.topology.scheduleStrategy = { type: 'Adaptive', ...extra } }

type Row = [what: string, kinds: SubsetChildKind[], edit: (ud: Json, child: Json) => void, fields: (at: string) => string[], release?: KruiseRelease]
const rows: Row[] = [
  ['as written', ALL, () => {}, () => []],
  ['spec.replicas 0', ALL, (ud) => { ud.spec.replicas = 0 }, () => []],
  // Kruise also compares the subsets' replicas with it (-1 reads as unset there): the subsets rule names the sum.
  ['spec.replicas negative', ALL, (ud) => { ud.spec.replicas = -2 }, () => ['spec.replicas', 'spec.topology.subsets']],
  ['an empty selector', ['CloneSet'], (ud) => { ud.spec.selector = { matchLabels: {} } }, () => ['spec.selector']],
  // The empty selector matches every label set, so only the rule on the selector itself fires.
  ['an empty selector, a StatefulSet template', ['StatefulSet'], (ud) => { ud.spec.selector = {} }, () => ['spec.selector']],
  ['child labels without the selector\'s', ['AdvancedStatefulSet', 'StatefulSet', 'Deployment'], (_, c) => { c.metadata.labels = { tier: 'web' } }, (at) => [`${at}.metadata.labels`]],
  ['child labels without the selector\'s, a CloneSet template (its own webhook decides)', ['CloneSet'], (_, c) => { delete c.metadata.labels }, () => []],
  ['pod labels without the selector\'s', ['AdvancedStatefulSet', 'StatefulSet', 'Deployment'], (_, c) => { c.spec.template.metadata.labels = { app: 'api' } }, (at) => [`${at}.spec.template.metadata.labels`]],
  ['a selector expression the labels meet', ALL, (ud) => { ud.spec.selector.matchExpressions = [{ key: 'app', operator: 'In', values: ['web', 'api'] }] }, () => []],
  // ValidateLabelSelector; a selector that does not parse skips every child template check (its labels, replicas, partition).
  ['a malformed selector expression', ALL, (ud, c) => { ud.spec.selector.matchExpressions = [{ key: 'tier', operator: 'Exists', values: ['x'] }]; c.spec.replicas = 3 }, () => ['spec.selector.matchExpressions[0]']],
  ['a selector expression the labels miss', STATEFUL, (ud) => { ud.spec.selector.matchExpressions = [{ key: 'tier', operator: 'Exists' }] }, (at) => [`${at}.metadata.labels`, `${at}.spec.template.metadata.labels`]],
  // ValidatePodTemplateSpecForStatefulSet reads the Pods' labels and annotations; ForReplicaSet the whole Pod validation.
  ['a pod label value of 64 characters', ['AdvancedStatefulSet', 'StatefulSet', 'Deployment'], (_, c) => { c.spec.template.metadata.labels.release = 'v'.repeat(64) }, (at) => [`${at}.spec.template.metadata.labels`]],
  ['a pod annotation key with a space', ['AdvancedStatefulSet', 'StatefulSet', 'Deployment'], (_, c) => { c.spec.template.metadata.annotations = { 'build note': 'x' } }, (at) => [`${at}.spec.template.metadata.annotations`]],
  ['a port name of 16 characters', ['Deployment'], (_, c) => { c.spec.template.spec.containers[0].ports = [{ name: 'http-metrics-012', containerPort: 80 }] }, (at) => [`${at}.spec.template.spec.containers[app].ports[0].name`]],
  ['a port name of 16 characters, a StatefulSet or CloneSet child (not read here)', ['AdvancedStatefulSet', 'StatefulSet', 'CloneSet'], (_, c) => { c.spec.template.spec.containers[0].ports = [{ name: 'http-metrics-012', containerPort: 80 }] }, () => []],
  ['restartPolicy Never', ['Deployment'], (_, c) => { c.spec.template.spec.restartPolicy = 'Never' }, (at) => [`${at}.spec.template.spec.restartPolicy`]],
  ['child spec.replicas', ['AdvancedStatefulSet', 'StatefulSet', 'Deployment'], (_, c) => { c.spec.replicas = 3 }, (at) => [`${at}.spec.replicas`]],
  ['child spec.replicas 0', ['Deployment'], (_, c) => { c.spec.replicas = 0 }, (at) => [`${at}.spec.replicas`]],
  ['a partition under RollingUpdate', STATEFUL, (_, c) => { c.spec.updateStrategy = { type: 'RollingUpdate', rollingUpdate: { partition: 0 } } }, (at) => [`${at}.spec.updateStrategy.rollingUpdate.partition`]],
  ['a partition without a type (not read)', STATEFUL, (_, c) => { c.spec.updateStrategy = { rollingUpdate: { partition: 1 } } }, () => []],
  ['a partition under OnDelete (not read)', STATEFUL, (_, c) => { c.spec.updateStrategy = { type: 'OnDelete', rollingUpdate: { partition: 1 } } }, () => []],
  ['a subset name with capitals', ALL, (ud) => { ud.spec.topology.subsets[1].name = 'Zone-B' }, () => ['spec.topology.subsets[1].name']],
  ['a subset name with a dot', ALL, (ud) => { ud.spec.topology.subsets[1].name = 'zone.b' }, () => ['spec.topology.subsets[1].name']],
  ['a subset name of 63 characters', ALL, (ud) => { ud.spec.topology.subsets[1].name = 'z'.repeat(63) }, () => []],
  ['a subset name of 64 characters', ALL, (ud) => { ud.spec.topology.subsets[1].name = 'z'.repeat(64) }, () => ['spec.topology.subsets[1].name']],
  ['a repeated subset name', ALL, (ud) => { ud.spec.topology.subsets[1].name = 'zone-a' }, () => ['spec.topology.subsets[1].name']],
  ['a partition of no subset', ALL, (ud) => { ud.spec.updateStrategy = { type: 'Manual', manualUpdate: { partitions: { 'zone-c': 1 } } } }, () => ['spec.updateStrategy.manualUpdate.partitions']],
  ['subset replicas under Adaptive', ALL, (ud) => { adaptive(ud); ud.spec.topology.subsets[0].replicas = 1 }, () => ['spec.topology.subsets[0].replicas']],
  ['subset replicas under Adaptive, Kruise 1.8', ALL, (ud) => { adaptive(ud); ud.spec.topology.subsets[0].replicas = 1 }, () => [], '1.8'],
  ['minReplicas under Adaptive', ALL, (ud) => { adaptive(ud); ud.spec.topology.subsets[0].minReplicas = 1 }, () => []],
  ['reserved unschedulable Pods', STATEFUL, (ud) => adaptive(ud, { adaptive: { reserveUnschedulablePods: true } }), () => ['spec.topology.scheduleStrategy']],
  ['reserved unschedulable Pods, a stateless template', ['CloneSet', 'Deployment'], (ud) => adaptive(ud, { adaptive: { reserveUnschedulablePods: true } }), () => []],
  ['reserved unschedulable Pods, Kruise 1.8 (its types drop the field)', STATEFUL, (ud) => adaptive(ud, { adaptive: { reserveUnschedulablePods: true } }), () => [], '1.8'],
  ['reserved unschedulable Pods under Fixed', STATEFUL, (ud) => { ud.spec.topology.scheduleStrategy = { type: 'Fixed', adaptive: { reserveUnschedulablePods: true } } }, () => []],
]
for (const [what, kinds, edit, fields, release] of rows) {
  for (const kind of kinds) {
    const at = `spec.template.${Object.keys(unitedDeployment(kind).spec.template)[0]}`
    t.same(refused(kind, edit, release), fields(at), `${kind}: ${what}`)
  }
}

t.test('the rules name fields and the subset, never a label value', async (t) => {
  const ud = unitedDeployment('StatefulSet')
  ud.spec.template.statefulSetTemplate.metadata.labels = { app: 'secret-value' }
  ud.spec.topology.subsets[1].name = 'Zone_B'
  const text = JSON.stringify(unitedDeploymentSpecRefusals(readUnitedDeployment(ud), '1.9'))
  t.notMatch(text, /secret-value/)
  t.match(text, /subset name Zone_B is not a DNS label/)
})

t.test('each subset\'s node selector requirements (matchFields too) and tolerations, as Kubernetes validates them', async (t) => {
  const cases: [string, Json, string[]][] = [
    ['valid', { nodeSelectorTerm: { matchExpressions: [{ key: 'zone', operator: 'In', values: ['c'] }] }, tolerations: [{ key: 'spot', operator: 'Exists' }] }, []],
    ['In without values', { nodeSelectorTerm: { matchExpressions: [{ key: 'zone', operator: 'In', values: ['c'] }, { key: 'rack', operator: 'In' }] } }, ['spec.topology.subsets[2].nodeSelectorTerm.matchExpressions[1]']],
    ['Exists with a value', { tolerations: [{ key: 'spot', operator: 'Equal', value: 'yes' }, { key: 'spot', operator: 'Exists', value: 'yes' }] }, ['spec.topology.subsets[2].tolerations[1]']],
    ['a matchFields requirement on one node', { nodeSelectorTerm: { matchFields: [{ key: 'metadata.name', operator: 'In', values: ['node-1'] }] } }, []],
    ['a matchFields requirement on a field no selector may name', { nodeSelectorTerm: { matchFields: [{ key: 'spec.unschedulable', operator: 'In', values: ['false'] }] } }, ['spec.topology.subsets[2].nodeSelectorTerm.matchFields[0]']],
  ]
  for (const [what, placement, fields] of cases) {
    const ud = unitedDeployment('CloneSet')
    ud.spec.topology.subsets.push({ name: 'zone-c', ...placement })
    t.same(unitedDeploymentSpecRefusals(readUnitedDeployment(ud), '1.8').map((r) => r.field), fields, what)
  }
})
