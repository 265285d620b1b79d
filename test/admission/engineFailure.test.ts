import t from 'tap'
import { declaredPodUpdatePolicy } from '../../src/engine/workloads/cloneSet.js'
import { DEFAULT_POLICY, engineFailurePolicy } from '../../src/admission/policy.js'
import { fixture } from './helpers.js'

const UNREADABLE = 'It is denied because its update strategy cannot be read either, so it may be InPlaceOnly, and an update this webhook cannot check is not let through then.'

// An engine failure with --on-error=allow never lets through what the policy would deny.
const rows: { name: string; object: unknown; operation?: string; onError?: 'allow' | 'deny'; deny?: string[]; decision: string; reason?: string }[] = [
  { name: 'InPlaceOnly (v1alpha1) is denied', object: fixture('update-env-inplaceonly-v1alpha1.json').request.object, decision: 'deny',
    reason: 'It is denied because the CloneSet uses InPlaceOnly, and an update this webhook cannot check is not let through then.' },
  { name: 'InPlaceOnly (v1beta1) is denied', object: fixture('update-env-inplaceonly-v1beta1.json').request.object, decision: 'deny',
    reason: 'It is denied because the CloneSet uses InPlaceOnly, and an update this webhook cannot check is not let through then.' },
  { name: 'InPlaceIfPossible warns', object: fixture('update-env-inplaceifpossible.json').request.object, decision: 'warn' },
  { name: 'InPlaceIfPossible is denied when the policy denies it', object: fixture('update-env-inplaceifpossible.json').request.object, deny: ['InPlaceOnly', 'InPlaceIfPossible'],
    decision: 'deny', reason: 'It is denied because the CloneSet uses InPlaceIfPossible, and an update this webhook cannot check is not let through then.' },
  { name: 'no object is denied', object: undefined, decision: 'deny', reason: UNREADABLE },
  { name: 'an unknown strategy is denied', object: { apiVersion: 'apps.kruise.io/v1alpha1', kind: 'CloneSet', spec: { updateStrategy: { type: 'InPlaceOnIy' } } }, decision: 'deny', reason: UNREADABLE },
  { name: 'a strategy of the wrong type is denied', object: { apiVersion: 'apps.kruise.io/v1alpha1', kind: 'CloneSet', spec: { updateStrategy: [] } }, decision: 'deny', reason: UNREADABLE },
  { name: 'an unserved version is denied', object: { apiVersion: 'apps.kruise.io/v2', kind: 'CloneSet', spec: {} }, decision: 'deny', reason: UNREADABLE },
  { name: 'no strategy is ReCreate, which warns', object: { apiVersion: 'apps.kruise.io/v1alpha1', kind: 'CloneSet', spec: {} }, decision: 'warn' },
  { name: 'a CREATE warns', object: undefined, operation: 'CREATE', decision: 'warn' },
  { name: '--on-error=deny denies everything', object: fixture('update-env-inplaceifpossible.json').request.object, onError: 'deny', decision: 'deny',
    reason: 'It is denied because the webhook runs with --on-error=deny.' },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const policy = row.deny ? { denyStrategies: row.deny as any } : DEFAULT_POLICY
    const result = engineFailurePolicy(declaredPodUpdatePolicy(row.object), row.operation ?? 'UPDATE', row.onError ?? 'allow', policy)
    t.equal(result.decision, row.decision)
    t.equal(result.denyReason, row.reason)
  })
}
