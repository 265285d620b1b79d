import t from 'tap'
import { priorityStrategyRefusals, scatterStrategyRefusals } from '../../../src/engine/inplace/orderStrategyRefusals.js'
import { predictCreate, predictUpdate } from '../../../src/engine/inplace/prediction.js'
import { sidecarSetRefusals } from '../../../src/engine/inplace/sidecarSetRefusals.js'
import type { PriorityStrategy } from '../../../src/engine/workloads/priorityStrategy.js'
import { readSidecarSet } from '../../../src/engine/workloads/sidecarSet.js'
import { type Json, cloneJson, container, podTemplate, statefulSet } from '../support/builders.js'

/**
 * Kruise's FieldsValidation of the priority and scatter strategies: the first problem, in Kruise's order, names its
 * field; CloneSet, Advanced StatefulSet (unorderedUpdate) and SidecarSet refuse the same things.
 */
const web = { matchLabels: { app: 'web' } }
const at = 'spec.x.priorityStrategy'

const priorityRows: [what: string, strategy: PriorityStrategy, field: string | undefined][] = [
  ['a weight and a selector', { weightPriority: [{ weight: 50, matchSelector: web }] }, undefined],
  ['weights 0 and 100 (the ends of the range)', { weightPriority: [{ weight: 0, matchSelector: web }, { weight: 100, matchSelector: web }] }, undefined],
  ['weightPriority beside orderPriority', { weightPriority: [{ weight: 50, matchSelector: web }], orderPriority: [{ orderedKey: 'rank' }] }, at],
  ['a weight above 100, before an empty selector', { weightPriority: [{ weight: 101, matchSelector: {} }] }, `${at}.weightPriority[0].weight`],
  ['a negative weight', { weightPriority: [{ weight: -1, matchSelector: web }] }, `${at}.weightPriority[0].weight`],
  ['an empty selector', { weightPriority: [{ weight: 5, matchSelector: web }, { weight: 5, matchSelector: { matchLabels: {}, matchExpressions: [] } }] }, `${at}.weightPriority[1].matchSelector`],
  ['an In without values', { weightPriority: [{ weight: 5, matchSelector: { matchExpressions: [{ key: 'tier', operator: 'In' }] } }] }, `${at}.weightPriority[0].matchSelector.matchExpressions[0]`],
  ['an Exists with values', { weightPriority: [{ weight: 5, matchSelector: { matchExpressions: [{ key: 'tier', operator: 'Exists', values: ['a'] }] } }] }, `${at}.weightPriority[0].matchSelector.matchExpressions[0]`],
  ['an operator Kubernetes does not know', { weightPriority: [{ weight: 5, matchSelector: { matchExpressions: [{ key: 'tier', operator: 'Gt', values: ['1'] }] } }] }, `${at}.weightPriority[0].matchSelector.matchExpressions[0]`],
  ['a label key that is no label name', { weightPriority: [{ weight: 5, matchSelector: { matchLabels: { 'bad key': 'x' } } }] }, `${at}.weightPriority[0].matchSelector.matchLabels`],
  ['a label value that is no label value', { weightPriority: [{ weight: 5, matchSelector: { matchLabels: { tier: 'a b' } } }] }, `${at}.weightPriority[0].matchSelector.matchLabels`],
  ['an orderPriority term without a key', { orderPriority: [{ orderedKey: 'rank' }, { orderedKey: '' }] }, `${at}.orderPriority[1].orderedKey`],
]

t.test('priority strategies', async (t) => {
  for (const [what, strategy, field] of priorityRows) {
    const refusals = priorityStrategyRefusals(strategy, at)
    t.same(refusals.map((r) => r.field), field === undefined ? [] : [field], what)
    for (const r of refusals) t.ok(r.rule !== '' && r.remedy !== '', `${what}: a rule and a remedy`)
  }
})

t.test('scatter strategies', async (t) => {
  const field = 'spec.x.scatterStrategy'
  t.same(scatterStrategyRefusals([{ key: 'zone', value: 'a' }, { key: 'zone', value: 'b' }], field), [])
  t.same(scatterStrategyRefusals([{ key: 'zone', value: 'a' }, { key: '', value: 'b' }], field).map((r) => r.field), [`${field}[1].key`])
  t.same(scatterStrategyRefusals([{ key: 'zone', value: 'a' }, { key: 'zone', value: 'a' }], field).map((r) => r.field), [`${field}[1]`])
})

t.test('Advanced StatefulSet: the unorderedUpdate priority strategy, under RollingUpdate only', async (t) => {
  const template = podTemplate([container('app', 'app:1')])
  const strategy = { weightPriority: [{ weight: 10, matchSelector: { matchExpressions: [{ key: 'tier', operator: 'NotIn' }] } }] }
  const old = statefulSet(template, { policy: 'ReCreate', podManagementPolicy: 'Parallel' })
  const updated = statefulSet(template, { policy: 'ReCreate', podManagementPolicy: 'Parallel', rolling: { unorderedUpdate: { priorityStrategy: strategy } } })
  const field = 'spec.updateStrategy.rollingUpdate.unorderedUpdate.priorityStrategy.weightPriority[0].matchSelector.matchExpressions[0]'
  t.same(predictUpdate(old, updated).kruiseWebhookRefusals.map((r) => r.field), [field])
  t.same(predictCreate(updated).kruiseWebhookRefusals.map((r) => r.field), [field])
  const onDelete = cloneJson(updated)
  onDelete.spec.updateStrategy.type = 'OnDelete'
  t.notOk(predictCreate(onDelete).kruiseWebhookRefusals.some((r) => r.field.includes('priorityStrategy')), 'beside OnDelete only the rollingUpdate itself is refused')
})

t.test('SidecarSet: the priority and scatter strategies, under RollingUpdate only', async (t) => {
  const withStrategy = (strategy: Json): Json => ({
    apiVersion: 'apps.kruise.io/v1alpha1', kind: 'SidecarSet', metadata: { name: 'mesh' },
    spec: { selector: web, containers: [{ name: 'proxy', image: 'envoy:1.30' }], updateStrategy: strategy },
  })
  const refused = (strategy: Json) => sidecarSetRefusals(readSidecarSet(withStrategy(strategy), '1.9')).map((r) => [r.id, r.field])
  t.same(refused({ priorityStrategy: { weightPriority: [{ weight: 101, matchSelector: web }] } }), [['priority-strategy', 'spec.updateStrategy.priorityStrategy.weightPriority[0].weight']])
  t.same(refused({ priorityStrategy: { weightPriority: [{ weight: 1, matchSelector: { matchLabels: { app: '-web' } } }] } }),
    [['priority-strategy', 'spec.updateStrategy.priorityStrategy.weightPriority[0].matchSelector.matchLabels']])
  t.same(refused({ scatterStrategy: [{ key: 'zone', value: 'a' }, { key: 'zone', value: 'a' }] }), [['scatter-strategy', 'spec.updateStrategy.scatterStrategy[1]']])
  t.same(refused({ type: 'NotUpdate', priorityStrategy: { orderPriority: [{ orderedKey: '' }] }, scatterStrategy: [{ key: '', value: 'a' }] }), [])
  t.throws(() => readSidecarSet(withStrategy({ scatterStrategy: [{ key: 1, value: 'a' }] }), '1.9'), { code: 'IPG_ERR_FIELD_TYPE', path: 'spec.updateStrategy.scatterStrategy[0].key' })
})
