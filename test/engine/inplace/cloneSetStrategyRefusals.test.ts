import t from 'tap'
import type { KruiseRelease } from '../../../src/engine/kruise/releases.js'
import { predictCreate, predictUpdate } from '../../../src/engine/inplace/prediction.js'
import { type Json, cloneJson, cloneSet, container, podTemplate } from '../support/builders.js'

/**
 * Kruise's CloneSet webhook on the update strategy, progressDeadlineSeconds and podsToDelete: the fields it refuses,
 * per release (1.8 reads maxUnavailable and maxSurge with Kubernetes' legacy parser, 1.9 with its own; 1.8's types
 * have no progressDeadlineSeconds).
 */
const template = podTemplate([container('app', 'registry/app:1')], { labels: { app: 'web' } })
const alpha = 'spec.updateStrategy'

type Row = [what: string, edit: (cs: Json) => void, fields: Record<'1.8' | '1.9', string[]>]
const both = (fields: string[]) => ({ '1.8': fields, '1.9': fields })

const rows: Row[] = [
  ['the defaults (maxUnavailable "20%" of 4, maxSurge 0)', () => {}, both([])],
  ['maxSurge 1 under InPlaceOnly', (cs) => { cs.spec.updateStrategy.type = 'InPlaceOnly'; cs.spec.updateStrategy.maxSurge = 1 }, both([`${alpha}.maxSurge`])],
  ['maxSurge "10%" under InPlaceOnly (rounds up to 1)', (cs) => { cs.spec.updateStrategy.type = 'InPlaceOnly'; cs.spec.updateStrategy.maxSurge = '10%' }, both([`${alpha}.maxSurge`])],
  ['maxSurge 1 under InPlaceOnly while paused: the declared value counts', (cs) => {
    Object.assign(cs.spec.updateStrategy, { type: 'InPlaceOnly', maxSurge: 1, paused: true })
  }, both([`${alpha}.maxSurge`])],
  ['maxSurge 0 under InPlaceOnly', (cs) => { cs.spec.updateStrategy.type = 'InPlaceOnly'; cs.spec.updateStrategy.maxSurge = 0 }, both([])],
  ['maxSurge 1 under InPlaceIfPossible', (cs) => { cs.spec.updateStrategy.maxSurge = 1 }, both([])],
  ['maxUnavailable 0 with maxSurge 0', (cs) => { cs.spec.updateStrategy.maxUnavailable = 0 }, both([`${alpha}.maxUnavailable`])],
  ['maxUnavailable "0%"', (cs) => { cs.spec.updateStrategy.maxUnavailable = '0%' }, both([`${alpha}.maxUnavailable`])],
  ['maxUnavailable 0 with maxSurge 1', (cs) => { Object.assign(cs.spec.updateStrategy, { maxUnavailable: 0, maxSurge: 1 }) }, both([])],
  ['maxUnavailable 0 with zero replicas', (cs) => { cs.spec.replicas = 0; cs.spec.updateStrategy.maxUnavailable = 0 }, both([])],
  ['maxUnavailable "12.5%": 1.9 reads decimals, 1.8 cannot (and then has room for no Pod)', (cs) => { cs.spec.updateStrategy.maxUnavailable = '12.5%' },
    { '1.8': [`${alpha}.maxUnavailable`, `${alpha}.maxUnavailable`], '1.9': [] }],
  ['maxSurge "5" (no %): 1.8 reads 5 %, 1.9 refuses it', (cs) => { cs.spec.updateStrategy.maxSurge = '5' }, { '1.8': [], '1.9': [`${alpha}.maxSurge`] }],
  ['maxSurge "lots"', (cs) => { cs.spec.updateStrategy.maxSurge = 'lots' }, both([`${alpha}.maxSurge`])],
  ['maxUnavailable -1 beside maxSurge 2 (Kruise lets it through)', (cs) => { Object.assign(cs.spec.updateStrategy, { maxUnavailable: -1, maxSurge: 2 }) }, both([])],
  ['partition -1', (cs) => { cs.spec.updateStrategy.partition = -1 }, both([`${alpha}.partition`])],
  ['partition "-10%" (rounds up to 0)', (cs) => { cs.spec.updateStrategy.partition = '-10%' }, both([])],
  ['partition "5" (not a percentage)', (cs) => { cs.spec.updateStrategy.partition = '5' }, both([`${alpha}.partition`])],
  ['partition "0x10%" (Go reads no hexadecimal percentage)', (cs) => { cs.spec.updateStrategy.partition = '0x10%' }, both([`${alpha}.partition`])],
  ['partition above replicas', (cs) => { cs.spec.updateStrategy.partition = 9 }, both([])],
  ['weightPriority and orderPriority together', (cs) => {
    cs.spec.updateStrategy.priorityStrategy = { weightPriority: [{ weight: 50, matchSelector: { matchLabels: { app: 'web' } } }], orderPriority: [{ orderedKey: 'rank' }] }
  }, both([`${alpha}.priorityStrategy`])],
  ['a weight of 101', (cs) => { cs.spec.updateStrategy.priorityStrategy = { weightPriority: [{ weight: 101, matchSelector: { matchLabels: { app: 'web' } } }] } },
    both([`${alpha}.priorityStrategy.weightPriority[0].weight`])],
  ['a weight of 0 (Kruise lets it through)', (cs) => { cs.spec.updateStrategy.priorityStrategy = { weightPriority: [{ weight: 0, matchSelector: { matchLabels: { app: 'web' } } }] } },
    both([])],
  ['a weight without a selector', (cs) => { cs.spec.updateStrategy.priorityStrategy = { weightPriority: [{ weight: 10, matchSelector: {} }] } },
    both([`${alpha}.priorityStrategy.weightPriority[0].matchSelector`])],
  ['a weight whose selector does not parse (an In without values)', (cs) => {
    cs.spec.updateStrategy.priorityStrategy = { weightPriority: [{ weight: 10, matchSelector: { matchExpressions: [{ key: 'tier', operator: 'In' }] } }] }
  }, both([`${alpha}.priorityStrategy.weightPriority[0].matchSelector.matchExpressions[0]`])],
  ['an orderPriority without a key', (cs) => { cs.spec.updateStrategy.priorityStrategy = { orderPriority: [{ orderedKey: 'rank' }, { orderedKey: '' }] } },
    both([`${alpha}.priorityStrategy.orderPriority[1].orderedKey`])],
  ['a scatter term without a key', (cs) => { cs.spec.updateStrategy.scatterStrategy = [{ key: '', value: 'a' }] }, both([`${alpha}.scatterStrategy[0].key`])],
  ['a scatter term twice', (cs) => { cs.spec.updateStrategy.scatterStrategy = [{ key: 'zone', value: 'a' }, { key: 'zone', value: 'b' }, { key: 'zone', value: 'a' }] },
    both([`${alpha}.scatterStrategy[2]`])],
  ['progressDeadlineSeconds 600 above minReadySeconds 30', (cs) => { Object.assign(cs.spec, { progressDeadlineSeconds: 600, minReadySeconds: 30 }) }, both([])],
  ['progressDeadlineSeconds 30 with minReadySeconds 30', (cs) => { Object.assign(cs.spec, { progressDeadlineSeconds: 30, minReadySeconds: 30 }) },
    { '1.8': [], '1.9': ['spec.progressDeadlineSeconds'] }],
  ['progressDeadlineSeconds -1', (cs) => { cs.spec.progressDeadlineSeconds = -1 }, { '1.8': [], '1.9': ['spec.progressDeadlineSeconds', 'spec.progressDeadlineSeconds'] }],
  ['progressDeadlineSeconds MaxInt32 (no deadline) with a larger minReadySeconds', (cs) => { Object.assign(cs.spec, { progressDeadlineSeconds: 2147483647, minReadySeconds: 2147483647 }) },
    both([])],
  ['podsToDelete naming a Pod twice', (cs) => { cs.spec.scaleStrategy = { podsToDelete: ['web-a', 'web-b', 'web-a'] } }, both(['spec.scaleStrategy.podsToDelete'])],
]

for (const release of ['1.8', '1.9'] as const satisfies readonly KruiseRelease[]) {
  for (const [what, edit, fields] of rows) {
    const old = cloneSet(template, { version: 'v1alpha1' })
    const updated = cloneJson(old)
    edit(updated)
    const update = predictUpdate(old, updated, { kruise: release })
    t.same(update.kruiseWebhookRefusals.map((r) => r.field), fields[release], `Kruise ${release} update: ${what}`)
    t.same(predictCreate(updated, { kruise: release }).kruiseWebhookRefusals.map((r) => r.field), fields[release], `Kruise ${release} create: ${what}`)
  }
}

t.test('a refusal says what is wrong and what to do, in the user\'s field names', async (t) => {
  const cs = cloneSet(template, { version: 'v1alpha1', policy: 'InPlaceOnly', rolling: { maxSurge: '25%' } })
  const [refusal] = predictCreate(cs, { kruise: '1.9' }).kruiseWebhookRefusals
  t.match(refusal, { field: 'spec.updateStrategy.maxSurge', rule: /maxSurge "25%" cannot be used with the InPlaceOnly strategy/, remedy: /set spec\.updateStrategy\.maxSurge to 0/ })
  const legacy = cloneSet(template, { version: 'v1alpha1', rolling: { maxUnavailable: '12.5%' } })
  t.match(predictCreate(legacy, { kruise: '1.8' }).kruiseWebhookRefusals[0], { rule: /"12\.5%" must be an integer or a whole-number percentage/, remedy: /Kruise 1\.8 reads no decimals/ })
})

t.test('a repeated scatter term is named by its key, never by its label value', async (t) => {
  const cs = cloneSet(template, { version: 'v1alpha1', rolling: { scatterStrategy: [{ key: 'zone', value: 'secret-value' }, { key: 'zone', value: 'secret-value' }] } })
  const refusals = predictCreate(cs, { kruise: '1.9' }).kruiseWebhookRefusals
  t.match(refusals, [{ rule: /key zone appears twice/ }])
  t.notMatch(JSON.stringify(refusals), /secret-value/)
})
