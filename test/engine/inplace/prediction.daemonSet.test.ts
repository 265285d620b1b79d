import t from 'tap'
import { type Consequence, type Outcome, predictCreate, predictUpdate } from '../../../src/engine/inplace/prediction.js'
import type { KruiseRelease } from '../../../src/engine/kruise/releases.js'
import { type Json, daemonSet } from '../support/daemonSets.js'

/**
 * Advanced DaemonSet through the prediction (Kruise v1.9.1 and v1.8.3, daemonset_update.go): the template decides
 * CanUpdateInPlace as for every workload, compared as written (no pod defaults); the controller then updates in place
 * only under InPlaceIfPossible, without a surge, and only Pods that carry the InPlaceUpdateReady readiness gate.
 */

const rolling = 'spec.updateStrategy.rollingUpdate'
const STANDARD = { rollingUpdate: { rollingUpdateType: 'Standard' } }
const IN_PLACE = { rollingUpdate: { rollingUpdateType: 'InPlaceIfPossible' } }

const image = (ds: Json) => { ds.spec.template.spec.containers[0].image = 'busybox:1.37' }
const env = (ds: Json) => { ds.spec.template.spec.containers[0].env = [{ name: 'MODE', value: 'b' }] }
const pullPolicy = (ds: Json) => { ds.spec.template.spec.containers[0].imagePullPolicy = 'IfNotPresent' }
const annotation = (ds: Json) => { ds.spec.template.metadata.annotations = { restartedAt: 'now' } }

interface Row {
  name: string
  version?: 'v1alpha1' | 'v1beta1'
  from: Json
  to: Json
  change?: (ds: Json) => void
  /** An edit of the stored DaemonSet's template. */
  stored?: (ds: Json) => void
  kruise?: KruiseRelease
  outcome: Outcome
  consequence: Consequence
  /** The traps expected, in order. */
  traps?: string[]
  /** The fields OpenKruise's webhook refuses (none when left out): the denial names them, no trap repeats them. */
  refused?: string[]
}

const rows: Row[] = [
  { name: 'InPlaceIfPossible: an image goes in place', from: IN_PLACE, to: IN_PLACE, change: image, outcome: 'in-place', consequence: 'in-place', traps: [] },
  { name: 'Kruise 1.8 reads the same v1alpha1 DaemonSet', version: 'v1alpha1', kruise: '1.8', from: IN_PLACE, to: IN_PLACE, change: image, outcome: 'in-place', consequence: 'in-place' },
  { name: 'InPlaceIfPossible: an env change recreates, silently', from: IN_PLACE, to: IN_PLACE, change: env, outcome: 'recreate', consequence: 'silent-recreate', traps: [] },
  {
    name: 'an imagePullPolicy written for the first time recreates: the revision holds no defaulted policy to replace',
    from: IN_PLACE, to: IN_PLACE, change: pullPolicy, outcome: 'recreate', consequence: 'silent-recreate',
  },
  { name: 'Standard recreates an image change', from: STANDARD, to: STANDARD, change: image, outcome: 'recreate', consequence: 'recreate', traps: [] },
  {
    name: 'Standard -> InPlaceIfPossible with an image change recreates every Pod: they lack the readiness gate',
    from: STANDARD, to: IN_PLACE, change: image, outcome: 'recreate', consequence: 'silent-recreate', traps: ['pods-lack-readiness-gate'],
  },
  {
    name: 'Standard -> InPlaceIfPossible alone changes nothing now, but warns of the next template change',
    from: STANDARD, to: IN_PLACE, outcome: 'unchanged', consequence: 'none', traps: ['pods-lack-readiness-gate'],
  },
  {
    name: 'Standard -> InPlaceIfPossible with an env change: recreated anyway, no readiness-gate warning',
    from: STANDARD, to: IN_PLACE, change: env, outcome: 'recreate', consequence: 'silent-recreate', traps: [],
  },
  {
    name: 'a surge under InPlaceIfPossible: Kruise refuses it, and the controller would recreate Pods that carry the gate',
    from: IN_PLACE, to: { rollingUpdate: { rollingUpdateType: 'InPlaceIfPossible', maxSurge: 1, maxUnavailable: 0 } }, change: image,
    outcome: 'recreate', consequence: 'silent-recreate', traps: [], refused: [`${rolling}.maxSurge`],
  },
  {
    name: 'v1alpha1 Surging is Standard with a surge: recreate, admitted',
    version: 'v1alpha1', from: IN_PLACE, to: { rollingUpdate: { rollingUpdateType: 'Surging' } }, change: image, outcome: 'recreate', consequence: 'recreate', traps: [],
  },
  {
    name: 'maxSurge beside maxUnavailable is refused',
    from: STANDARD, to: { rollingUpdate: { maxSurge: '10%', maxUnavailable: 1 } }, change: image, outcome: 'recreate', consequence: 'recreate', traps: [], refused: [`${rolling}.maxSurge`],
  },
  {
    name: 'maxUnavailable 0 without a surge is refused',
    from: IN_PLACE, to: { rollingUpdate: { rollingUpdateType: 'InPlaceIfPossible', maxUnavailable: '0%' } }, change: image,
    outcome: 'in-place', consequence: 'in-place', traps: [], refused: [`${rolling}.maxUnavailable`],
  },
  { name: 'OnDelete waits for deletion', from: { type: 'OnDelete' }, to: { type: 'OnDelete' }, change: image, outcome: 'recreate', consequence: 'on-delete', traps: ['on-delete'] },
  {
    name: 'a readiness gate written in the template lets Pods created under Standard go in place',
    from: STANDARD, stored: (ds) => { ds.spec.template.spec.readinessGates = [{ conditionType: 'InPlaceUpdateReady' }] }, to: IN_PLACE, change: image,
    outcome: 'in-place', consequence: 'in-place', traps: [],
  },
  {
    name: 'an in-place hook is refused',
    from: IN_PLACE, to: IN_PLACE, change: (ds) => { image(ds); ds.spec.lifecycle = { inPlaceUpdate: { labelsHandler: { hold: 'true' } } } },
    outcome: 'in-place', consequence: 'in-place', traps: [], refused: ['spec.lifecycle.inPlaceUpdate'],
  },
  {
    name: 'the update selector holds back the nodes it does not select',
    from: IN_PLACE, to: { rollingUpdate: { rollingUpdateType: 'InPlaceIfPossible', selector: { matchLabels: { pool: 'canary' } } } }, change: annotation,
    outcome: 'in-place', consequence: 'in-place', traps: ['metadata-blip', 'node-selector-holds'],
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const version = row.version ?? 'v1beta1'
    const before = daemonSet(version, row.from)
    row.stored?.(before)
    const after = structuredClone(before)
    after.spec.updateStrategy = row.to
    row.change?.(after)
    const p = predictUpdate(before, after, { kruise: row.kruise })
    t.match(p, { kind: 'DaemonSet', name: 'agent', version, outcome: row.outcome, consequence: row.consequence })
    if (row.traps) t.same(p.traps.map((trap) => trap.id), row.traps)
    t.same(p.kruiseWebhookRefusals.map((r) => r.field), row.refused ?? [])
  })
}

t.test('the prediction names the DaemonSet\'s own fields', async (t) => {
  const p = predictUpdate(daemonSet('v1alpha1', IN_PLACE), daemonSet('v1alpha1', IN_PLACE))
  t.match(p, {
    strategy: 'InPlaceIfPossible', strategyDeclared: true, updateType: 'RollingUpdate',
    policyField: 'spec.updateStrategy.rollingUpdate.rollingUpdateType', strategyField: 'spec.updateStrategy.rollingUpdate',
  })
})

t.test('a v1beta1 DaemonSet is refused for Kruise 1.8, which serves v1alpha1 alone', async (t) => {
  const ds = daemonSet('v1beta1', IN_PLACE)
  t.throws(() => predictUpdate(ds, ds, { kruise: '1.8' }), { code: 'IPG_ERR_VERSION_NOT_SERVED' })
  t.throws(() => predictCreate(ds, { kruise: '1.8' }), { code: 'IPG_ERR_VERSION_NOT_SERVED' })
})

t.test('messages name every field involved and say what to do', async (t) => {
  const traps = (from: Json, to: Json, change?: (ds: Json) => void) => {
    const before = daemonSet('v1beta1', from)
    const after = structuredClone(before)
    after.spec.updateStrategy = to
    change?.(after)
    return predictUpdate(before, after).traps
  }
  const [gate] = traps(STANDARD, IN_PLACE, image)
  t.match(gate, { field: 'spec.updateStrategy.rollingUpdate.rollingUpdateType', severity: 'warning' })
  t.match(gate!.message, /InPlaceUpdateReady readiness gate/)
  t.match(gate!.message, /recreates every Pod once/)
  const refusals = (to: Json) => predictUpdate(daemonSet('v1beta1', IN_PLACE), { ...daemonSet('v1beta1', IN_PLACE), spec: { ...daemonSet('v1beta1', IN_PLACE).spec, updateStrategy: to } }).kruiseWebhookRefusals
  const [surge] = refusals({ rollingUpdate: { rollingUpdateType: 'InPlaceIfPossible', maxSurge: '20%', maxUnavailable: 0 } })
  t.match(surge, { field: 'spec.updateStrategy.rollingUpdate.maxSurge' })
  t.match(`${surge!.rule}: ${surge!.remedy}`, /maxSurge "20%".*must be 0 for InPlaceIfPossible type.*set spec\.updateStrategy\.rollingUpdate\.maxSurge to 0 and spec\.updateStrategy\.rollingUpdate\.maxUnavailable to at least 1/)
  const [both] = refusals({ rollingUpdate: { maxSurge: 1, maxUnavailable: 1 } })
  t.match(both!.remedy, /set spec\.updateStrategy\.rollingUpdate\.maxSurge or spec\.updateStrategy\.rollingUpdate\.maxUnavailable to 0/)
})

t.test('on CREATE: the webhook refusals, no readiness-gate warning (new Pods get the gate)', async (t) => {
  t.same(predictCreate(daemonSet('v1beta1', IN_PLACE)).traps, [])
  const refused = predictCreate(daemonSet('v1beta1', { rollingUpdate: { rollingUpdateType: 'InPlaceIfPossible', maxSurge: 1, maxUnavailable: 0 } }))
  t.same(refused.traps, [], 'the denial names the refusal; no trap repeats it')
  t.same(refused.kruiseWebhookRefusals.map((r) => r.field), ['spec.updateStrategy.rollingUpdate.maxSurge'])
})
