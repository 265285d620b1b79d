import t from 'tap'
import { mutateReview } from '../../src/admission/mutation.js'
import { ANNOTATION_PREDICTED_UPDATE, DEFAULT_POLICY } from '../../src/admission/policy.js'
import { type AdmissionReview, isCloneSetWrite, isGuardedWrite, parseAdmissionReview } from '../../src/admission/review.js'
import { type AdmissionSettings, validateReview } from '../../src/admission/validation.js'
import { resolveGates } from '../../src/engine/kruise/gates.js'
import type { KruiseRelease } from '../../src/engine/kruise/releases.js'
import { type DaemonSetVersion, type Json, daemonSet } from '../engine/support/daemonSets.js'
import { SECRET } from './helpers.js'

/**
 * The webhook on Advanced DaemonSet writes (apps.kruise.io `DaemonSet`, both versions Kruise 1.9 serves, v1alpha1 on
 * 1.8): what it denies (the writes Kruise's own DaemonSet webhook refuses), what it warns about (silent recreates, a
 * switch to InPlaceIfPossible whose Pods lack the readiness gate), what /mutate stamps, and that every message speaks
 * of the DaemonSet and never of a CloneSet or an env value.
 */

const STANDARD = { rollingUpdate: { rollingUpdateType: 'Standard' } }
const IN_PLACE = { rollingUpdate: { rollingUpdateType: 'InPlaceIfPossible' } }
const SURGE = { rollingUpdate: { rollingUpdateType: 'InPlaceIfPossible', maxSurge: 1, maxUnavailable: 0 } }

const withEnv = (ds: Json): Json => { ds.spec.template.spec.containers[0].env = [{ name: 'TOKEN', value: SECRET }]; return ds }
const image = (ds: Json): Json => { ds.spec.template.spec.containers[0].image = 'busybox:1.37'; return ds }
const env = (ds: Json): Json => { ds.spec.template.spec.containers[0].env = [{ name: 'TOKEN', value: `${SECRET}-2` }]; return ds }

function review(operation: 'CREATE' | 'UPDATE', object: Json, oldObject?: Json): AdmissionReview {
  const version = String(object.apiVersion).split('/')[1]
  return parseAdmissionReview({
    apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview',
    request: {
      uid: 'ds-1', kind: { group: 'apps.kruise.io', version, kind: 'DaemonSet' }, resource: { group: 'apps.kruise.io', version, resource: 'daemonsets' },
      namespace: 'default', name: 'agent', operation, userInfo: { username: 'dev' }, object, ...(oldObject ? { oldObject } : {}),
    },
  })
}

function settings(kruise: KruiseRelease): AdmissionSettings {
  return { policy: DEFAULT_POLICY, gates: resolveGates({}), kruise, onError: 'deny' }
}

/** The releases that serve a version: v1beta1 DaemonSets exist from Kruise 1.9 on. */
const RELEASES: Record<DaemonSetVersion, KruiseRelease[]> = { v1alpha1: ['1.8', '1.9'], v1beta1: ['1.9'] }

t.test('an Advanced DaemonSet write is guarded; Kubernetes\' own DaemonSet and the status subresource are not', async (t) => {
  const ds = withEnv(daemonSet('v1beta1', IN_PLACE))
  const request = review('UPDATE', ds, ds).request
  t.ok(isGuardedWrite(request))
  t.notOk(isCloneSetWrite(request))
  t.notOk(isGuardedWrite({ ...request, subResource: 'status' }))
  t.notOk(isGuardedWrite({ ...request, kind: { group: 'apps', version: 'v1', kind: 'DaemonSet' } }))
})

interface Row {
  name: string
  from: Json
  to: Json
  change: (ds: Json) => Json
  decision: 'allow' | 'warn' | 'deny'
  predicted: 'InPlace' | 'Recreate' | 'Unchanged'
  /** What the deny or a warning must say. */
  says?: RegExp
}

const rows: Row[] = [
  { name: 'InPlaceIfPossible: an image change goes in place', from: IN_PLACE, to: IN_PLACE, change: image, decision: 'allow', predicted: 'InPlace' },
  { name: 'InPlaceIfPossible: an env change recreates every Pod, and says so', from: IN_PLACE, to: IN_PLACE, change: env, decision: 'warn', predicted: 'Recreate', says: /DaemonSet default\/agent/ },
  {
    name: 'Standard -> InPlaceIfPossible with an image change: the running Pods lack the readiness gate',
    from: STANDARD, to: IN_PLACE, change: image, decision: 'warn', predicted: 'Recreate', says: /InPlaceUpdateReady/,
  },
  { name: 'Standard recreates knowingly: allowed', from: STANDARD, to: STANDARD, change: image, decision: 'allow', predicted: 'Recreate' },
  {
    name: 'a surge under InPlaceIfPossible: Kruise\'s DaemonSet webhook refuses it',
    from: IN_PLACE, to: SURGE, change: image, decision: 'deny', predicted: 'Recreate', says: /spec\.updateStrategy\.rollingUpdate\.maxSurge/,
  },
]

for (const version of ['v1alpha1', 'v1beta1'] as const) {
  for (const kruise of RELEASES[version]) {
    t.test(`${version} on Kruise ${kruise}: deny, warn and allow`, async (t) => {
      for (const row of rows) {
        const old = withEnv(daemonSet(version, row.from))
        const updated = row.change(withEnv(daemonSet(version, row.to)))
        const { review: answer, record } = validateReview(review('UPDATE', updated, old), settings(kruise))
        const response = answer.response
        const decision = !response.allowed ? 'deny' : (response.warnings?.length ?? 0) > 0 ? 'warn' : 'allow'
        t.equal(decision, row.decision, `${row.name}: ${row.decision}`)
        t.equal(response.auditAnnotations?.['predicted-update'], row.predicted, `${row.name}: predicted ${row.predicted}`)
        const words = [response.status?.message ?? '', ...(response.warnings ?? [])].join('\n')
        if (row.says) t.match(words, row.says, `${row.name}: names what decides`)
        t.notMatch(words, /CloneSet/, `${row.name}: speaks of the DaemonSet`)
        t.notMatch(JSON.stringify(answer), new RegExp(SECRET), `${row.name}: no env value in the answer`)
        t.equal(record.kind, 'DaemonSet', `${row.name}: the decision record names the kind`)
      }
    })
  }
}

t.test('/mutate stamps the predicted update on a DaemonSet', async (t) => {
  for (const version of ['v1alpha1', 'v1beta1'] as const) {
    const old = withEnv(daemonSet(version, IN_PLACE))
    const response = mutateReview(review('UPDATE', image(withEnv(daemonSet(version, IN_PLACE))), old), settings('1.9')).review.response
    t.equal(response.allowed, true)
    const patch = JSON.parse(Buffer.from(response.patch ?? '', 'base64').toString('utf8')) as { path: string; value: unknown }[]
    t.ok(patch.some((op) => JSON.stringify(op).includes(ANNOTATION_PREDICTED_UPDATE.replace('/', '~1')) || JSON.stringify(op.value ?? '').includes(ANNOTATION_PREDICTED_UPDATE)), `${version}: the annotation is patched in`)
    t.notMatch(JSON.stringify(patch), new RegExp(SECRET), `${version}: no env value in the patch`)
  }
})

t.test('a v1beta1 DaemonSet is refused on Kruise 1.8, which serves v1alpha1 only', async (t) => {
  const old = withEnv(daemonSet('v1beta1', IN_PLACE))
  const response = validateReview(review('UPDATE', image(withEnv(daemonSet('v1beta1', IN_PLACE))), old), settings('1.8')).review.response
  t.equal(response.allowed, false)
  t.match(response.status?.message, /v1beta1/)
})
