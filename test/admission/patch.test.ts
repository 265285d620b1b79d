import t from 'tap'
import jsonPatch from 'fast-json-patch'
import { annotationPatch } from '../../src/admission/patch.js'
import { DEFAULT_POLICY, GUARD_ANNOTATIONS } from '../../src/admission/policy.js'
import { parseAdmissionReview } from '../../src/admission/review.js'
import { mutateAnyReview } from '../../src/admission/sidecarSetReview.js'
import type { AdmissionSettings } from '../../src/admission/validation.js'
import { resolveGates } from '../../src/engine/kruise/gates.js'
import { SECRET, fixture } from './helpers.js'

const P = 'inplace-guard.io/predicted-update'
const R = 'inplace-guard.io/recreate-reasons'
const C = 'inplace-guard.io/restart-containers'

const rows: { name: string; object: any; desired: Record<string, string>; ops: unknown[]; annotations: Record<string, string>; leftOff?: true }[] = [
  {
    name: 'no metadata.annotations: one add of the whole map',
    object: { metadata: { name: 'web' } },
    desired: { [P]: 'InPlace', [C]: 'app' },
    ops: [{ op: 'add', path: '/metadata/annotations', value: { [P]: 'InPlace', [C]: 'app' } }],
    annotations: { [P]: 'InPlace', [C]: 'app' },
  },
  {
    name: 'annotations null',
    object: { metadata: { name: 'web', annotations: null } },
    desired: { [P]: 'Unchanged' },
    ops: [{ op: 'add', path: '/metadata/annotations', value: { [P]: 'Unchanged' } }],
    annotations: { [P]: 'Unchanged' },
  },
  {
    name: 'no metadata at all',
    object: { kind: 'CloneSet' },
    desired: { [P]: 'Unchanged' },
    ops: [{ op: 'add', path: '/metadata', value: { annotations: { [P]: 'Unchanged' } } }],
    annotations: { [P]: 'Unchanged' },
  },
  {
    name: 'other annotations are kept; keys are escaped with ~1',
    object: { metadata: { annotations: { 'team.example.com/owner': 'shop' } } },
    desired: { [P]: 'Recreate', [R]: 'spec.template.spec.containers[app].env[A].value' },
    ops: [
      { op: 'add', path: '/metadata/annotations/inplace-guard.io~1predicted-update', value: 'Recreate' },
      { op: 'add', path: '/metadata/annotations/inplace-guard.io~1recreate-reasons', value: 'spec.template.spec.containers[app].env[A].value' },
    ],
    annotations: { 'team.example.com/owner': 'shop', [P]: 'Recreate', [R]: 'spec.template.spec.containers[app].env[A].value' },
  },
  {
    name: 'stale keys from an earlier prediction are replaced or removed',
    object: { metadata: { annotations: { [P]: 'Recreate', [R]: 'old reasons', keep: 'me' } } },
    desired: { [P]: 'InPlace', [C]: 'app' },
    ops: [
      { op: 'replace', path: '/metadata/annotations/inplace-guard.io~1predicted-update', value: 'InPlace' },
      { op: 'remove', path: '/metadata/annotations/inplace-guard.io~1recreate-reasons' },
      { op: 'add', path: '/metadata/annotations/inplace-guard.io~1restart-containers', value: 'app' },
    ],
    annotations: { [P]: 'InPlace', [C]: 'app', keep: 'me' },
  },
  {
    // The API server refuses annotations of more than 256 KiB together: ours must not be what passes it.
    name: 'annotations near 256 KiB: ours are not added, stale ones still removed',
    object: { metadata: { annotations: { big: 'b'.repeat(256 * 1024 - 20), [R]: 'old reasons' } } },
    desired: { [P]: 'InPlace', [C]: 'app' },
    ops: [{ op: 'remove', path: '/metadata/annotations/inplace-guard.io~1recreate-reasons' }],
    annotations: { big: 'b'.repeat(256 * 1024 - 20) },
    leftOff: true,
  },
  {
    name: 'annotations near 256 KiB that already carry ours unchanged: nothing to leave off',
    object: { metadata: { annotations: { big: 'b'.repeat(256 * 1024 - 40), [P]: 'InPlace' } } },
    desired: { [P]: 'InPlace' },
    ops: [],
    annotations: { big: 'b'.repeat(256 * 1024 - 40), [P]: 'InPlace' },
  },
  {
    name: 'annotations that leave room: ours are added',
    object: { metadata: { annotations: { big: 'b'.repeat(256 * 1024 - 100) } } },
    desired: { [P]: 'InPlace' },
    ops: [{ op: 'add', path: '/metadata/annotations/inplace-guard.io~1predicted-update', value: 'InPlace' }],
    annotations: { big: 'b'.repeat(256 * 1024 - 100), [P]: 'InPlace' },
  },
  {
    name: 'already up to date: empty patch',
    object: { metadata: { annotations: { [P]: 'InPlace', [C]: 'app' } } },
    desired: { [P]: 'InPlace', [C]: 'app' },
    ops: [],
    annotations: { [P]: 'InPlace', [C]: 'app' },
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const { ops, leftOff } = annotationPatch(row.object, row.desired, GUARD_ANNOTATIONS)
    t.same(ops, row.ops)
    t.equal(leftOff, row.leftOff ?? false, 'left off only where ours were to be written and could not be')
    const patched = jsonPatch.applyPatch(structuredClone(row.object), ops, true, false).newDocument
    t.same(patched.metadata.annotations, row.annotations)
  })
}

// Through the mutating webhook: left off, our annotations are missing without a word unless the answer warns.
t.test('/mutate warns when it leaves our annotations off, for a CloneSet and a SidecarSet, never with a value', async (t) => {
  const settings: AdmissionSettings = { policy: DEFAULT_POLICY, gates: resolveGates({}), kruise: '1.9', onError: 'deny' }
  const blob = (room: number) => ({ 'example.com/blob': `${SECRET}${'b'.repeat(256 * 1024 - room - SECRET.length)}` })
  const cloneSetReview = (annotations: Record<string, string>) => {
    const review = fixture('update-env-inplaceonly-v1alpha1.json')
    review.request.object.metadata.annotations = annotations
    return parseAdmissionReview(review)
  }
  const sidecarSetReview = (annotations: Record<string, string>) => parseAdmissionReview({
    apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview',
    request: {
      uid: 'ss-1', kind: { group: 'apps.kruise.io', version: 'v1alpha1', kind: 'SidecarSet' }, resource: { group: 'apps.kruise.io', version: 'v1alpha1', resource: 'sidecarsets' },
      namespace: '', name: 'mesh', operation: 'UPDATE', userInfo: { username: 'dev' },
      object: sidecarSet('envoy:1.31', annotations), oldObject: sidecarSet('envoy:1.30', annotations),
    },
  })
  const sidecarSet = (image: string, annotations: Record<string, string>) => ({
    apiVersion: 'apps.kruise.io/v1alpha1', kind: 'SidecarSet', metadata: { name: 'mesh', annotations },
    spec: { selector: { matchLabels: { app: 'web' } }, containers: [{ name: 'proxy', image }] },
  })
  for (const [subject, review] of [['CloneSet shop/web', cloneSetReview], ['SidecarSet "mesh"', sidecarSetReview]] as const) {
    const full = mutateAnyReview(review(blob(40)), settings).review.response
    t.equal(full.allowed, true, `${subject}: allowed`)
    t.notOk(full.patch, `${subject}: no patch`)
    t.equal(full.warnings?.length, 1, `${subject}: one warning`)
    t.match(full.warnings?.[0], new RegExp(`^${subject}: inplace-guard left its annotations \\(inplace-guard\\.io/predicted-update, .*\\) off: with them the object's annotations would pass the API server's limit of 262144 bytes`))
    t.notMatch(full.warnings?.[0], SECRET, `${subject}: no annotation value`)
    const roomy = mutateAnyReview(review(blob(4096)), settings).review.response
    t.ok(roomy.patch, `${subject}: with room, our annotations are written`)
    t.notOk(roomy.warnings, `${subject}: and nothing is warned`)
  }
})
