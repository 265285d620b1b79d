import t from 'tap'
import type { PodTemplate } from '../../../src/engine/kube/podTemplate.js'
import type { FeatureGates } from '../../../src/engine/kruise/gates.js'
import { type Consequence, type Outcome, predictUpdate } from '../../../src/engine/inplace/prediction.js'
import type { KruiseRelease } from '../../../src/engine/kruise/releases.js'
import { type StatefulSetOptions, blockingOf, container, edit, podTemplate, statefulSet, vct, withReadinessGate } from '../support/builders.js'

/**
 * Advanced StatefulSet through the same prediction as CloneSet: `inPlaceUpdatePod` (stateful_set_control.go, v1.9.1)
 * calls the same CanUpdateInPlace with the grace period only, so the template decides exactly as for a CloneSet, claim
 * templates never do, and InPlaceOnly that cannot go in place fails the rollout.
 */

const app = container('app', 'app:1', { imagePullPolicy: 'IfNotPresent', env: [{ name: 'LOG_LEVEL', value: 'info' }] })
const base = withReadinessGate(podTemplate([app], { labels: { app: 'db' } }))

interface Row {
  name: string
  options?: StatefulSetOptions
  /** Options of the old object, when they differ. */
  oldOptions?: StatefulSetOptions
  from?: PodTemplate
  to: PodTemplate
  gates?: Partial<FeatureGates>
  kruise?: KruiseRelease
  outcome: Outcome
  consequence: Consequence
  blocking?: string[]
}

const image = edit(base, (x) => { x.spec.containers[0].image = 'app:2' })
const env = edit(base, (x) => { x.spec.containers[0].env[0].value = 'debug' })
const pullPolicy = edit(base, (x) => { x.spec.containers[0].imagePullPolicy = 'Always' })

const rows: Row[] = [
  { name: 'InPlaceIfPossible: an image goes in place', to: image, outcome: 'in-place', consequence: 'in-place' },
  { name: 'v1alpha1 reads the same', options: { version: 'v1alpha1' }, to: image, outcome: 'in-place', consequence: 'in-place' },
  {
    name: 'InPlaceIfPossible: an env value recreates, silently', to: env, outcome: 'recreate', consequence: 'silent-recreate',
    blocking: ['pod-spec /spec/containers/0/env/0/value'],
  },
  {
    name: 'InPlaceOnly: an env value fails the rollout', options: { policy: 'InPlaceOnly' }, to: env, outcome: 'recreate', consequence: 'rollout-fails',
    blocking: ['pod-spec /spec/containers/0/env/0/value'],
  },
  {
    name: 'InPlaceOnly: an imagePullPolicy change fails the rollout (Kruise\'s webhook lets it through)', options: { policy: 'InPlaceOnly' }, to: pullPolicy,
    outcome: 'recreate', consequence: 'rollout-fails', blocking: ['pod-spec /spec/containers/0/imagePullPolicy'],
  },
  { name: 'ReCreate recreates an image change', options: { policy: 'ReCreate' }, to: image, outcome: 'recreate', consequence: 'recreate' },
  { name: 'OnDelete waits for deletion', options: { updateType: 'OnDelete' }, to: image, outcome: 'recreate', consequence: 'on-delete' },
  {
    name: 'switching ReCreate -> InPlaceIfPossible while adding the readiness gate recreates every Pod',
    oldOptions: { policy: 'ReCreate' }, from: podTemplate([app], { labels: { app: 'db' } }), to: base,
    outcome: 'recreate', consequence: 'silent-recreate', blocking: ['pod-spec /spec/readinessGates'],
  },
  {
    name: 'claim templates are never compared: a resize beside an image change stays in place, even with RecreatePodWhenChangeVCTInCloneSetGate',
    oldOptions: { volumeClaimTemplates: [vct('data', '1Gi')] }, options: { volumeClaimTemplates: [vct('data', '2Gi')] },
    gates: { RecreatePodWhenChangeVCTInCloneSetGate: true }, to: image, outcome: 'in-place', consequence: 'in-place',
  },
  { name: 'Kruise 1.8 serves v1alpha1', kruise: '1.8', options: { version: 'v1alpha1' }, to: image, outcome: 'in-place', consequence: 'in-place' },
  { name: 'Kruise 1.9 serves v1beta1', kruise: '1.9', to: image, outcome: 'in-place', consequence: 'in-place' },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const before = statefulSet(row.from ?? base, row.oldOptions ?? row.options)
    const after = statefulSet(row.to, row.options)
    const p = predictUpdate(before, after, { gates: row.gates, kruise: row.kruise })
    t.match(p, { kind: 'StatefulSet', name: 'db', outcome: row.outcome, consequence: row.consequence })
    if (row.blocking) t.same(blockingOf(p), row.blocking)
  })
}

t.test('the prediction carries the StatefulSet\'s fields, not CloneSet\'s', async (t) => {
  const p = predictUpdate(statefulSet(base, { version: 'v1alpha1' }), statefulSet(image, { version: 'v1alpha1' }))
  t.match(p, {
    version: 'v1alpha1', strategy: 'InPlaceIfPossible', strategyDeclared: true,
    policyField: 'spec.updateStrategy.rollingUpdate.podUpdatePolicy', strategyField: 'spec.updateStrategy.rollingUpdate',
  })
})
