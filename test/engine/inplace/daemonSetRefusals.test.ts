import t from 'tap'
import { daemonSetRefusals, requireScalable } from '../../../src/engine/inplace/daemonSetRefusals.js'
import { predictCreate, predictUpdate } from '../../../src/engine/inplace/prediction.js'
import { readDaemonSet } from '../../../src/engine/workloads/daemonSet.js'
import { type Json, daemonSet } from '../support/daemonSets.js'

/**
 * Kruise's `validateRollingUpdateDaemonSet` (v1.9.1 and v1.8.3): a value its getIntOrPercentValue reads as non-zero
 * must be an integer not below 0 or a whole percentage of at most 100 %; exactly one of maxSurge and maxUnavailable is
 * non-zero; a partition is an integer not below 0 or a whole percentage of at most 100 %. A value read as 0 ("12.5%",
 * "lots", "0%") is not checked further.
 */
const rolling = 'spec.updateStrategy.rollingUpdate'
const rows: { what: string; rollingUpdate: Json; refused: string[] }[] = [
  { what: 'maxUnavailable 1', rollingUpdate: { maxUnavailable: 1 }, refused: [] },
  { what: 'maxSurge "25%" with maxUnavailable 0', rollingUpdate: { maxSurge: '25%', maxUnavailable: 0 }, refused: [] },
  { what: 'maxUnavailable "5": Atoi reads 5, and a string must be a percentage', rollingUpdate: { maxUnavailable: '5' }, refused: ['maxUnavailable'] },
  { what: 'maxUnavailable "150%"', rollingUpdate: { maxUnavailable: '150%' }, refused: ['maxUnavailable'] },
  { what: 'maxUnavailable -1', rollingUpdate: { maxUnavailable: -1 }, refused: ['maxUnavailable'] },
  { what: 'maxUnavailable "12.5%" reads as 0, so nothing is non-zero', rollingUpdate: { maxUnavailable: '12.5%' }, refused: ['maxUnavailable'] },
  { what: 'maxSurge "150%" beside maxUnavailable 1: too big, and both non-zero', rollingUpdate: { maxSurge: '150%', maxUnavailable: 1 }, refused: ['maxSurge', 'maxSurge'] },
  { what: 'partition -1', rollingUpdate: { maxUnavailable: 1, partition: -1 }, refused: ['partition'] },
  { what: 'partition "120%"', rollingUpdate: { maxUnavailable: 1, partition: '120%' }, refused: ['partition'] },
  { what: 'partition "5"', rollingUpdate: { maxUnavailable: 1, partition: '5' }, refused: ['partition'] },
  { what: 'partition "50%"', rollingUpdate: { maxUnavailable: 1, partition: '50%' }, refused: [] },
]

for (const row of rows) {
  t.test(row.what, async (t) => {
    const view = readDaemonSet(daemonSet('v1beta1', { type: 'RollingUpdate', rollingUpdate: row.rollingUpdate }))
    t.same(daemonSetRefusals(view).map((r) => r.field), row.refused.map((name) => `${rolling}.${name}`))
  })
}

t.test('refused values deny the write through the prediction, on CREATE and UPDATE', async (t) => {
  const refused = daemonSet('v1beta1', { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: '5' } })
  t.match(predictCreate(refused).kruiseWebhookRefusals, [{ field: `${rolling}.maxUnavailable`, rule: /must be an integer or percentage/ }])
  t.equal(predictUpdate(daemonSet('v1beta1', undefined), refused).kruiseWebhookRefusals.length, 1)
})

t.test('a value the webhook accepts but the controller cannot scale is a coded error naming the field', async (t) => {
  for (const maxSurge of ['lots', '0', '12.5%']) {
    const ds = daemonSet('v1beta1', { type: 'RollingUpdate', rollingUpdate: { maxSurge, maxUnavailable: 1 } })
    const view = readDaemonSet(ds)
    t.same(daemonSetRefusals(view), [], `${maxSurge}: read as 0 by the webhook`)
    t.throws(() => requireScalable(view), { code: 'IPG_ERR_INT_OR_PERCENT', path: `${rolling}.maxSurge` })
    t.throws(() => predictCreate(ds), { code: 'IPG_ERR_INT_OR_PERCENT' })
  }
  t.doesNotThrow(() => requireScalable(readDaemonSet(daemonSet('v1beta1', { type: 'RollingUpdate', rollingUpdate: { maxSurge: '+5%', maxUnavailable: 0 } }))), 'a signed percentage scales')
})

t.test('an update may not change spec.selector; respelled is no change', async (t) => {
  const before = daemonSet('v1beta1', undefined)
  const respelled = daemonSet('v1beta1', undefined, { selector: { matchLabels: { app: 'agent' }, matchExpressions: [] } })
  t.same(predictUpdate(before, respelled).kruiseWebhookRefusals, [])
  const changed = daemonSet('v1beta1', undefined, { selector: { matchLabels: { app: 'agent', tier: 'node' } } })
  changed.spec.template.metadata.labels.tier = 'node'
  t.same(predictUpdate(before, changed).kruiseWebhookRefusals.map((r) => r.field), ['spec.selector'])
})

/** The rest of `validateDaemonSetSpec`, on every write. */
const specRows: { what: string; edit: (ds: Json) => void; refused: string[] }[] = [
  { what: 'restartPolicy Always', edit: (ds) => { ds.spec.template.spec.restartPolicy = 'Always' }, refused: [] },
  { what: 'restartPolicy OnFailure', edit: (ds) => { ds.spec.template.spec.restartPolicy = 'OnFailure' }, refused: ['spec.template.spec.restartPolicy'] },
  { what: 'activeDeadlineSeconds', edit: (ds) => { ds.spec.template.spec.activeDeadlineSeconds = 60 }, refused: ['spec.template.spec.activeDeadlineSeconds'] },
  { what: 'minReadySeconds -1', edit: (ds) => { ds.spec.minReadySeconds = -1 }, refused: ['spec.minReadySeconds'] },
  { what: 'revisionHistoryLimit -1', edit: (ds) => { ds.spec.revisionHistoryLimit = -1 }, refused: ['spec.revisionHistoryLimit'] },
  { what: 'revisionHistoryLimit 0', edit: (ds) => { ds.spec.revisionHistoryLimit = 0 }, refused: [] },
  { what: 'an empty selector', edit: (ds) => { ds.spec.selector = { matchLabels: {} } }, refused: ['spec.selector'] },
  { what: 'no selector: it matches nothing', edit: (ds) => { delete ds.spec.selector }, refused: ['spec.template.metadata.labels'] },
  { what: 'a malformed selector expression', edit: (ds) => { ds.spec.selector = { matchExpressions: [{ key: 'app', operator: 'Exists', values: ['agent'] }] } }, refused: ['spec.selector.matchExpressions[0]'] },
  { what: 'template labels the selector does not match', edit: (ds) => { ds.spec.template.metadata.labels = { app: 'other' } }, refused: ['spec.template.metadata.labels'] },
  {
    what: 'a selector expression the labels meet', edit: (ds) => { ds.spec.selector = { matchExpressions: [{ key: 'app', operator: 'In', values: ['agent'] }] } }, refused: [],
  },
]

for (const row of specRows) {
  t.test(`on CREATE, ${row.what}`, async (t) => {
    const ds = daemonSet('v1beta1', undefined)
    row.edit(ds)
    t.same(predictCreate(ds).kruiseWebhookRefusals.map((r) => r.field), row.refused)
  })
}
