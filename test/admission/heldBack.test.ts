import t from 'tap'
import { AUDIT_BLOCKED_REVISIONS, type ClusterView } from '../../src/admission/heldBack.js'
import { parseAdmissionReview } from '../../src/admission/review.js'
import { validateReview, type AdmissionSettings } from '../../src/admission/validation.js'
import { resolveGates } from '../../src/engine/kruise/gates.js'
import type { PodUpdatePolicy } from '../../src/engine/workloads/cloneSet.js'
import { type ControllerRevision, resolveUpdateRevision } from '../../src/engine/workloads/revision.js'
import { cloneSetView, pod } from '../reconciler/support/fixtures.js'

/**
 * Revision-aware admission through validateReview: the held-back deny and warning, verbatim, and nothing new without
 * a cluster view. The scenario is the real one the e2e referee plays against Kruise: an env change held back by a
 * partition, then the partition lifted with an image change.
 */

const gates = resolveGates()
const container = (image: string, env: string) => ({ name: 'app', image, env: [{ name: 'LOG_LEVEL', value: env }] })

function cloneSet(policy: PodUpdatePolicy, image: string, env: string, updateRevision?: string): Record<string, unknown> {
  return {
    apiVersion: 'apps.kruise.io/v1alpha1', kind: 'CloneSet',
    metadata: { name: 'web', namespace: 'shop' },
    spec: { replicas: 3, selector: { matchLabels: { app: 'web' } }, updateStrategy: { type: policy, partition: 0 }, template: { metadata: { labels: { app: 'web' } }, spec: { containers: [container(image, env)] } } },
    ...(updateRevision ? { status: { updateRevision } } : {}),
  }
}

const revisions: ControllerRevision[] = []
const before = resolveUpdateRevision(cloneSetView({ containers: [container('web:1', 'info')] }), revisions, 0, gates)
revisions.push(before.create!)
const held = resolveUpdateRevision(cloneSetView({ containers: [container('web:1', 'debug')] }), revisions, 0, gates)
revisions.push(held.create!)
const pods = [0, 1, 2].map((i) => pod({ name: `web-${i}`, revision: before.name }))
const view: ClusterView = { runningRevisions: (ns, name) => (ns === 'shop' && name === 'web' ? { pods, revisions } : undefined) }

function review(policy: PodUpdatePolicy) {
  return parseAdmissionReview({
    apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview',
    request: {
      uid: 'u1', kind: { group: 'apps.kruise.io', version: 'v1alpha1', kind: 'CloneSet' }, namespace: 'shop', name: 'web', operation: 'UPDATE',
      oldObject: cloneSet(policy, 'web:1', 'debug', held.name), object: cloneSet(policy, 'web:2', 'debug'),
    },
  })
}

const settings = (clusterView?: ClusterView): AdmissionSettings => ({ policy: { denyStrategies: ['InPlaceOnly'] }, gates, onError: 'allow', clusterView })
const ENV = 'spec.template.spec.containers[app].env[LOG_LEVEL].value'

t.test('InPlaceOnly with Pods held back at a revision the new template cannot reach in place: denied, verbatim', async (t) => {
  const { review: out, record } = validateReview(review('InPlaceOnly'), settings(view))
  t.equal(out.response.allowed, false)
  t.equal(record.decision, 'deny')
  t.equal(out.response.status?.message,
    `CloneSet shop/web uses InPlaceOnly (spec.updateStrategy.type), but 3 Pods still run revision ${before.name}, which cannot be updated in place to this template: ${ENV} (pod-spec). ` +
    'OpenKruise\'s own webhook allows this update (it compares only the previous template), but the controller updates those Pods from the revision they run: ' +
    'it would stall with the CloneSet condition FailedUpdate "update strategy is InPlaceOnly but can not update in-place" and retry for ever, without an Event. ' +
    'To proceed, keep those fields as that revision has them, or let those Pods be recreated knowingly (another update strategy, or delete them).')
  t.equal(out.response.auditAnnotations?.[AUDIT_BLOCKED_REVISIONS], `${before.name}:3`)
  t.equal(out.response.auditAnnotations?.decision, 'deny')
  t.notMatch(JSON.stringify(out), /"debug"|"info"/, 'no env value in the answer')
})

t.test('InPlaceIfPossible: allowed with a warning naming the revision, its Pods and the field', async (t) => {
  const { review: out } = validateReview(review('InPlaceIfPossible'), settings(view))
  t.equal(out.response.allowed, true)
  t.same(out.response.warnings, [
    `CloneSet shop/web: 3 Pods at revision ${before.name} cannot be updated in place to this template, InPlaceIfPossible recreates them: ${ENV} (pod-spec)`,
  ])
  t.equal(out.response.auditAnnotations?.decision, 'warn')
})

t.test('without a cluster view, or for a CloneSet the view has not seen, nothing new: the image-only update is allowed', async (t) => {
  for (const s of [settings(), settings({ runningRevisions: () => undefined })]) {
    const { review: out } = validateReview(review('InPlaceOnly'), s)
    t.equal(out.response.allowed, true)
    t.same(out.response.warnings ?? [], [])
    t.equal(out.response.auditAnnotations?.[AUDIT_BLOCKED_REVISIONS], undefined)
  }
})

t.test('a field Kruise drops, beside Pods held back under InPlaceOnly: checked on the decoded template, so only the field is warned about', async (t) => {
  // The Pods run `before` (web:1); the update goes web:2 -> web:3 and adds a field OpenKruise 1.9's Go types drop.
  // From `before`, the decoded template differs by the image alone (in place); read raw, the dropped field would be a
  // pod-spec change that blocks the revision, and InPlaceOnly would be denied.
  const current = resolveUpdateRevision(cloneSetView({ containers: [container('web:2', 'info')] }), revisions, 0, gates)
  const stored = [...revisions, current.create!]
  const held: ClusterView = { runningRevisions: () => ({ pods, revisions: stored }) }
  const next = cloneSet('InPlaceOnly', 'web:3', 'info') as { spec: { template: { spec: { containers: Record<string, unknown>[] } } } }
  next.spec.template.spec.containers[0].imagePullPolcy = 'Always'
  const request = parseAdmissionReview({
    apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview',
    request: {
      uid: 'u2', kind: { group: 'apps.kruise.io', version: 'v1alpha1', kind: 'CloneSet' }, namespace: 'shop', name: 'web', operation: 'UPDATE',
      oldObject: cloneSet('InPlaceOnly', 'web:2', 'info', current.name), object: next,
    },
  })
  const { review: out } = validateReview(request, { ...settings(held), kruise: '1.9' })
  t.equal(out.response.allowed, true, out.response.status?.message ?? '')
  t.same(out.response.warnings, [
    'spec.template.spec.containers[app].imagePullPolcy: OpenKruise 1.9 (k8s.io/api v0.32.10) does not know this field and drops it, so it never reaches a Pod',
  ])
  t.equal(out.response.auditAnnotations?.[AUDIT_BLOCKED_REVISIONS], undefined, 'no revision is blocked')
})
