import t from 'tap'
import { predictUnitedDeploymentCreate, predictUnitedDeploymentUpdate } from '../../../src/engine/inplace/unitedDeploymentPrediction.js'
import { KRUISE_RELEASES } from '../../../src/engine/kruise/releases.js'
import type { SubsetChildKind } from '../../../src/engine/workloads/unitedDeployment.js'
import { type Json, unitedDeployment } from '../support/unitedDeployments.js'

/**
 * kruise-manager's UnitedDeployment controller panics writing any subset's workload when spec.selector has no
 * matchLabels (every adapter adds the subset's name to them: a nil map in Go). Kruise's webhook admits the selector.
 */

const KINDS: SubsetChildKind[] = ['CloneSet', 'AdvancedStatefulSet', 'StatefulSet', 'Deployment']
const EXISTS = [{ key: 'app', operator: 'Exists' }]

const withSelector = (ud: Json, selector: unknown): Json => ({ ...ud, spec: { ...ud.spec, selector } })

const rows: { name: string; selector: unknown; fails: boolean; webhookRefuses?: boolean }[] = [
  { name: 'matchExpressions alone', selector: { matchExpressions: EXISTS }, fails: true },
  { name: 'matchLabels null beside matchExpressions', selector: { matchLabels: null, matchExpressions: EXISTS }, fails: true },
  { name: 'matchLabels empty beside matchExpressions', selector: { matchLabels: {}, matchExpressions: EXISTS }, fails: true },
  { name: 'matchLabels beside matchExpressions', selector: { matchLabels: { app: 'web' }, matchExpressions: EXISTS }, fails: false },
  { name: 'matchLabels alone', selector: { matchLabels: { app: 'web' } }, fails: false },
  // Kruise's webhook refuses an empty selector itself: the controller never sees it.
  { name: 'an empty selector', selector: { matchLabels: {} }, fails: false, webhookRefuses: true },
  { name: 'an empty selector with an empty matchExpressions', selector: { matchExpressions: [] }, fails: false, webhookRefuses: true },
]

for (const kind of KINDS) {
  for (const row of rows) {
    t.test(`${kind}: ${row.name}`, async (t) => {
      const old = unitedDeployment(kind, { policy: kind === 'CloneSet' ? 'InPlaceIfPossible' : undefined })
      const updated = withSelector(old, row.selector)
      const update = predictUnitedDeploymentUpdate(old, updated)
      const create = predictUnitedDeploymentCreate(updated)
      for (const p of [update, create]) {
        t.equal(p.controllerFailure !== undefined, row.fails)
        if (p.controllerFailure === undefined) continue
        t.equal(p.controllerFailure.field, 'spec.selector.matchLabels')
        t.match(p.controllerFailure.rule, /^spec\.selector has no matchLabels: kruise-manager panics and exits each time its UnitedDeployment controller writes a subset's workload/)
        t.match(p.controllerFailure.remedy, /matchLabels/)
      }
      // Kruise's webhook admits every selector here but an empty one (the failure is not one of its refusals).
      t.equal(update.kruiseWebhookRefusals.some((r) => r.field.startsWith('spec.selector')), row.webhookRefuses === true)
    })
  }
}

t.test('every release: kruise-manager exits (the write runs outside the reconcile\'s panic recovery)', async (t) => {
  const old = unitedDeployment('CloneSet')
  const updated = withSelector(old, { matchExpressions: EXISTS })
  for (const kruise of KRUISE_RELEASES) {
    t.match(predictUnitedDeploymentUpdate(old, updated, { kruise }).controllerFailure?.rule, /kruise-manager panics and exits .*and again after each restart: every Kruise controller and webhook is down meanwhile/, kruise)
  }
})

t.test('a UnitedDeployment without subsets writes no workload: nothing fails', async (t) => {
  const ud = withSelector(unitedDeployment('CloneSet', { subsets: [] }), { matchExpressions: EXISTS })
  t.equal(predictUnitedDeploymentCreate(ud).controllerFailure, undefined)
})

t.test('fixing the selector clears the failure on the update that fixes it', async (t) => {
  const broken = withSelector(unitedDeployment('CloneSet'), { matchExpressions: EXISTS })
  const fixed = withSelector(broken, { matchLabels: { app: 'web' }, matchExpressions: EXISTS })
  t.equal(predictUnitedDeploymentUpdate(broken, fixed).controllerFailure, undefined)
  t.not(predictUnitedDeploymentUpdate(fixed, broken).controllerFailure, undefined)
})
