import t from 'tap'
import { ANNOTATION_PREDICTED_UPDATE, ANNOTATION_RESTART_CONTAINERS, DEFAULT_POLICY } from '../../src/admission/policy.js'
import { type AdmissionReview, parseAdmissionReview } from '../../src/admission/review.js'
import type { AdmissionSettings } from '../../src/admission/validation.js'
import { mutateAnyReview as mutateReview, validateAnyReview as validateReview } from '../../src/admission/sidecarSetReview.js'
import { resolveGates } from '../../src/engine/kruise/gates.js'
import type { KruiseRelease } from '../../src/engine/kruise/releases.js'
import { SECRET } from './helpers.js'

/**
 * The webhook on SidecarSet writes (apps.kruise.io, v1alpha1 and, on Kruise 1.9, v1beta1): a sidecar image change is
 * allowed (running Pods get it in place); a change to anything else leaves running Pods behind for good, which is
 * warned about, or denied when --deny-strategies lists SidecarSetNotUpgradable; Kruise's own SidecarSet webhook
 * refusals are denied. Messages name the SidecarSet and its fields, never an env value.
 */
type Json = Record<string, any>

function sidecarSet(edit: (spec: Json) => void = () => {}, apiVersion = 'apps.kruise.io/v1alpha1'): Json {
  const spec: Json = { selector: { matchLabels: { app: 'web' } }, containers: [{ name: 'proxy', image: 'envoy:1.30', env: [{ name: 'TOKEN', value: SECRET }] }] }
  edit(spec)
  return { apiVersion, kind: 'SidecarSet', metadata: { name: 'mesh' }, spec }
}

function review(operation: 'CREATE' | 'UPDATE', object: Json, oldObject?: Json): AdmissionReview {
  const version = String(object.apiVersion).split('/')[1]
  return parseAdmissionReview({
    apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview',
    request: {
      uid: 'ss-1', kind: { group: 'apps.kruise.io', version, kind: 'SidecarSet' }, resource: { group: 'apps.kruise.io', version, resource: 'sidecarsets' },
      namespace: '', name: 'mesh', operation, userInfo: { username: 'dev' }, object, ...(oldObject ? { oldObject } : {}),
    },
  })
}

function settings(kruise: KruiseRelease, denyStrategies: AdmissionSettings['policy']['denyStrategies'] = DEFAULT_POLICY.denyStrategies): AdmissionSettings {
  return { policy: { denyStrategies }, gates: resolveGates({}), kruise, onError: 'deny' }
}

const image = (s: Json) => { s.containers[0].image = 'envoy:1.31' }
const env = (s: Json) => { s.containers[0].env[0].value = `${SECRET}-2` }

for (const [kruise, apiVersion] of [['1.9', 'apps.kruise.io/v1beta1'], ['1.9', 'apps.kruise.io/v1alpha1'], ['1.8', 'apps.kruise.io/v1alpha1']] as const) {
  t.test(`${apiVersion} on Kruise ${kruise}`, async (t) => {
    const old = sidecarSet(() => {}, apiVersion)
    const ask = (edit: (s: Json) => void, deny?: AdmissionSettings['policy']['denyStrategies']) => validateReview(review('UPDATE', sidecarSet(edit, apiVersion), old), settings(kruise, deny))

    const inPlace = ask(image)
    t.equal(inPlace.review.response.allowed, true)
    t.equal(inPlace.review.response.warnings, undefined)
    t.same(inPlace.review.response.auditAnnotations, { decision: 'allow', 'update-strategy': 'RollingUpdate', 'predicted-update': 'InPlace', 'restart-containers': 'proxy' })
    t.equal(inPlace.record.outcome, 'InPlace')

    const behind = ask((s) => { image(s); env(s) })
    t.equal(behind.review.response.allowed, true)
    t.equal(behind.review.response.warnings?.length, 1)
    t.match(behind.review.response.warnings![0], /^SidecarSet "mesh": spec\.containers\[proxy\]\.env changed, not only images/)
    t.match(behind.review.response.auditAnnotations, { decision: 'warn', 'predicted-update': 'NotUpgradable', 'sidecar-blocking-fields': 'spec.containers[proxy].env' })

    const denied = ask(env, ['InPlaceOnly', 'SidecarSetNotUpgradable'])
    t.equal(denied.review.response.allowed, false)
    t.match(denied.review.response.status?.message, /--deny-strategies lists SidecarSetNotUpgradable\. Change only images to upgrade running Pods/)
    t.equal(ask(image, ['SidecarSetNotUpgradable']).review.response.allowed, true, 'an image-only update passes the strict policy')

    const refused = ask((s) => { s.updateStrategy = { partition: 1, selector: { matchLabels: { canary: 'true' } } } })
    t.equal(refused.review.response.allowed, false)
    t.match(refused.review.response.status?.message, /OpenKruise's webhook refuses spec\.updateStrategy\.partition 1 together with spec\.updateStrategy\.selector/)

    for (const answer of [inPlace, behind, denied, refused]) t.notMatch(JSON.stringify(answer.review), new RegExp(SECRET))
  })
}

t.test('/mutate stamps the prediction on the SidecarSet', async (t) => {
  const old = sidecarSet()
  const patch = (edit: (s: Json) => void) => {
    const { response } = mutateReview(review('UPDATE', sidecarSet(edit), old), settings('1.9')).review
    t.equal(response.allowed, true)
    return response.patch ? JSON.parse(Buffer.from(response.patch, 'base64').toString()) : []
  }
  t.same(patch(image), [{ op: 'add', path: '/metadata/annotations', value: { [ANNOTATION_PREDICTED_UPDATE]: 'InPlace', [ANNOTATION_RESTART_CONTAINERS]: 'proxy' } }])
  t.same(patch(env), [{ op: 'add', path: '/metadata/annotations', value: { [ANNOTATION_PREDICTED_UPDATE]: 'NotUpgradable' } }])
})

t.test('a SidecarSet the engine cannot read: the on-error policy decides, the field is named', async (t) => {
  const answer = validateReview(review('UPDATE', sidecarSet((s) => { s.containers = 'x' }), sidecarSet()), settings('1.9'))
  t.equal(answer.review.response.allowed, false)
  t.match(answer.review.response.status?.message, /spec\.containers/)
  t.equal(answer.record.errorCode, 'IPG_ERR_FIELD_TYPE')
  const served = validateReview(review('UPDATE', sidecarSet(image, 'apps.kruise.io/v1beta1'), sidecarSet(() => {}, 'apps.kruise.io/v1beta1')), settings('1.8'))
  t.equal(served.record.errorCode, 'IPG_ERR_VERSION_NOT_SERVED')
})

t.test('CREATE: allowed, or denied when Kruise would refuse it', async (t) => {
  t.equal(validateReview(review('CREATE', sidecarSet()), settings('1.9')).review.response.allowed, true)
  t.equal(validateReview(review('CREATE', sidecarSet((s) => { delete s.selector })), settings('1.9')).review.response.allowed, false)
})
