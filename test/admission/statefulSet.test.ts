import t from 'tap'
import { mutateReview } from '../../src/admission/mutation.js'
import { ANNOTATION_PREDICTED_UPDATE, ANNOTATION_RECREATE_REASONS, DEFAULT_POLICY } from '../../src/admission/policy.js'
import { type AdmissionReview, isCloneSetWrite, isGuardedWrite, parseAdmissionReview } from '../../src/admission/review.js'
import { type AdmissionSettings, validateReview } from '../../src/admission/validation.js'
import { type FeatureGates, resolveGates } from '../../src/engine/kruise/gates.js'
import { type Json, container, edit, podTemplate, statefulSet, withReadinessGate } from '../engine/support/builders.js'
import { SECRET } from './helpers.js'

/**
 * The webhook on Advanced StatefulSet writes (apps.kruise.io `StatefulSet`, both served versions): what it denies (an
 * InPlaceOnly update its controller stalls on, Kruise's own webhook admitting it or not, and the writes Kruise's webhook
 * refuses), what it warns about (the StatefulSet traps), what /mutate stamps, and that every message speaks of the
 * StatefulSet.
 */

const VERSIONS = ['v1beta1', 'v1alpha1'] as const
type Version = (typeof VERSIONS)[number]

const base = withReadinessGate(podTemplate([container('app', 'shop/db:1.0', { env: [{ name: 'PASSWORD', value: SECRET }] })], { labels: { app: 'db' } }))

function review(operation: 'CREATE' | 'UPDATE', object: Json, oldObject?: Json): AdmissionReview {
  const version = String(object.apiVersion).split('/')[1]
  return parseAdmissionReview({
    apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview',
    request: {
      uid: 'sts-1', kind: { group: 'apps.kruise.io', version, kind: 'StatefulSet' }, resource: { group: 'apps.kruise.io', version, resource: 'statefulsets' },
      namespace: 'shop', name: 'db', operation, userInfo: { username: 'dev' }, object, ...(oldObject ? { oldObject } : {}),
    },
  })
}

function settings(gates: Partial<FeatureGates> = {}): AdmissionSettings {
  return { policy: DEFAULT_POLICY, gates: resolveGates(gates), kruise: '1.9', onError: 'deny' }
}

function validate(operation: 'CREATE' | 'UPDATE', object: Json, oldObject?: Json, gates: Partial<FeatureGates> = {}) {
  return validateReview(review(operation, object, oldObject), settings(gates))
}

function pullPolicy(template: typeof base, value: string) {
  return edit(template, (x) => { x.spec.containers[0].imagePullPolicy = value })
}

t.test('an Advanced StatefulSet write is guarded; its scale and status writes are not', async (t) => {
  const set = statefulSet(base)
  t.ok(isGuardedWrite(review('UPDATE', set, set).request))
  t.notOk(isCloneSetWrite(review('UPDATE', set, set).request), 'it is no CloneSet write')
  const scale = { ...review('UPDATE', set, set).request, subResource: 'scale' }
  t.notOk(isGuardedWrite(scale))
  const apps = { ...review('UPDATE', set, set).request, kind: { group: 'apps', version: 'v1', kind: 'StatefulSet' } }
  t.notOk(isGuardedWrite(apps), "Kubernetes' own StatefulSet is not Kruise's")
})

interface Row {
  name: string
  old: Json
  new: Json
  gates?: Partial<FeatureGates>
  decision: 'allow' | 'warn' | 'deny'
  predicted: 'Unchanged' | 'InPlace' | 'Recreate'
  /** Phrases the deny message holds. */
  deny?: (string | RegExp)[]
  /** Trap ids in the audit annotation. */
  traps?: string[]
  /** Phrases one of the warnings holds: the end of a long one, sent whole. */
  warnings?: string[]
}

function rows(version: Version): Row[] {
  const sts = (template: typeof base, options: Parameters<typeof statefulSet>[1] = {}) => statefulSet(template, { version, ...options })
  const image = edit(base, (x) => { x.spec.containers[0].image = 'shop/db:1.1' })
  const env = edit(base, (x) => { x.spec.containers[0].env[0].value = `${SECRET}-2` })
  return [
    { name: 'image, InPlaceIfPossible: in place', old: sts(base), new: sts(image), decision: 'allow', predicted: 'InPlace' },
    { name: 'image, InPlaceOnly: in place', old: sts(base, { policy: 'InPlaceOnly' }), new: sts(image, { policy: 'InPlaceOnly' }), decision: 'allow', predicted: 'InPlace' },
    {
      name: "InPlaceOnly imagePullPolicy: Kruise's webhook admits it, its controller stalls, we deny",
      old: sts(pullPolicy(base, 'Always'), { policy: 'InPlaceOnly' }), new: sts(pullPolicy(base, 'IfNotPresent'), { policy: 'InPlaceOnly' }),
      decision: 'deny', predicted: 'Recreate', traps: ['in-place-only-stall'], warnings: ['Revert that change, or set spec.updateStrategy.rollingUpdate.podUpdatePolicy to InPlaceIfPossible or ReCreate to let the Pods be recreated'],
      deny: [/^StatefulSet shop\/db uses InPlaceOnly \(spec\.updateStrategy\.rollingUpdate\.podUpdatePolicy\)/, 'spec.template.spec.containers[app].imagePullPolicy',
        "OpenKruise's own webhook (vstatefulset.kb.io) lets this update through", 'find strategy is InPlaceOnly but Pod … can not update in-place',
        'without an Event', 'To proceed, revert those fields, or set spec.updateStrategy.rollingUpdate.podUpdatePolicy to InPlaceIfPossible or ReCreate'],
    },
    {
      name: "InPlaceOnly env: Kruise's webhook rejects it too, we name every field",
      old: sts(base, { policy: 'InPlaceOnly' }), new: sts(env, { policy: 'InPlaceOnly' }), decision: 'deny', predicted: 'Recreate',
      deny: ['StatefulSet shop/db uses InPlaceOnly', 'spec.template.spec.containers[app].env[PASSWORD].value', 'vstatefulset.kb.io'],
    },
    {
      name: 'InPlaceIfPossible env: silently recreated, a warning',
      old: sts(base), new: sts(env), decision: 'warn', predicted: 'Recreate',
    },
    {
      name: 'ReCreate → InPlaceIfPossible without the readiness gate: Kruise refuses it, so do we',
      old: sts(edit(base, (x) => { delete x.spec.readinessGates }), { policy: 'ReCreate' }), new: sts(edit(image, (x) => { delete x.spec.readinessGates }), { policy: 'InPlaceIfPossible' }),
      decision: 'deny', predicted: 'InPlace', traps: ['readiness-gate-missing'],
      deny: ['StatefulSet shop/db cannot be updated as written', 'vstatefulset.kb.io', 'spec.template.spec.readinessGates: podUpdatePolicy InPlaceIfPossible needs the InPlaceUpdateReady readiness gate',
        'To proceed, add {conditionType: InPlaceUpdateReady} to spec.template.spec.readinessGates'],
    },
    {
      name: 'readiness gate added: every Pod is recreated once, a warning',
      old: sts(edit(base, (x) => { delete x.spec.readinessGates }), { policy: 'ReCreate' }), new: sts(image, { policy: 'InPlaceIfPossible' }),
      decision: 'warn', predicted: 'Recreate', traps: ['readiness-gate-added'], warnings: ['only later updates can go in place. Roll it out on its own, with no other template change'],
    },
    {
      name: 'maxUnavailable 2 without Parallel: Kruise refuses it',
      old: sts(base), new: sts(image, { rolling: { maxUnavailable: 2 } }), decision: 'deny', predicted: 'InPlace', traps: ['needs-parallel'],
      deny: ['spec.updateStrategy.rollingUpdate.maxUnavailable: a maxUnavailable other than 1 works only with spec.podManagementPolicy Parallel',
        'To proceed, set spec.updateStrategy.rollingUpdate.maxUnavailable to 1 or remove it'],
    },
    {
      name: 'maxUnavailable 2 with Parallel: allowed',
      old: sts(base, { podManagementPolicy: 'Parallel' }), new: sts(image, { podManagementPolicy: 'Parallel', rolling: { maxUnavailable: 2 } }), decision: 'allow', predicted: 'InPlace',
    },
    {
      name: 'podManagementPolicy changed: Kruise refuses the update',
      old: sts(base), new: sts(base, { podManagementPolicy: 'Parallel' }), decision: 'deny', predicted: 'Unchanged',
      deny: ["spec.podManagementPolicy: an Advanced StatefulSet's spec.podManagementPolicy cannot change after it is created", 'To proceed, keep spec.podManagementPolicy as stored, or delete the StatefulSet with kubectl delete --cascade=orphan (its Pods stay) and create it again.'],
    },
    {
      name: 'podManagementPolicy written as its default: nothing changed',
      old: sts(base), new: sts(image, { podManagementPolicy: 'OrderedReady' }), decision: 'allow', predicted: 'InPlace',
    },
    {
      name: 'OnDelete: the Pods take the template when deleted',
      old: sts(base, { updateType: 'OnDelete' }), new: sts(env, { updateType: 'OnDelete' }), decision: 'allow', predicted: 'Recreate',
    },
    {
      name: 'claim templates changed: they never reach existing claims, a warning',
      old: sts(image), new: sts(image, { volumeClaimTemplates: [{ metadata: { name: 'data' }, spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } } }] }),
      decision: 'warn', predicted: 'Unchanged', traps: ['claim-templates-unapplied'],
      warnings: ['to resize existing claims, run kruise-manager with StatefulSetAutoResizePVCGate and set spec.volumeClaimUpdateStrategy.type to OnPodRollingUpdate'],
    },
    {
      name: 'InPlaceOnly image under TemplateNoDefaults: Kruise defaults the new template before its diff and rejects it',
      old: sts(base, { policy: 'InPlaceOnly' }), new: sts(image, { policy: 'InPlaceOnly' }), gates: { TemplateNoDefaults: true }, decision: 'deny', predicted: 'InPlace',
      deny: ['vstatefulset.kb.io', 'spec.template.spec.dnsPolicy', 'To proceed, revert those fields, or set spec.updateStrategy.rollingUpdate.podUpdatePolicy to InPlaceIfPossible'],
    },
  ]
}

for (const version of VERSIONS) {
  t.test(`validate, ${version}`, async (t) => {
    for (const row of rows(version)) {
      const { review: answer, record } = validate('UPDATE', row.new, row.old, row.gates)
      const response = answer.response
      t.equal(record.decision, row.decision, `${row.name}: decision`)
      t.equal(record.kind, 'StatefulSet', `${row.name}: recorded as a StatefulSet`)
      t.equal(response.auditAnnotations?.['predicted-update'], row.predicted, `${row.name}: predicted`)
      t.equal(response.allowed, row.decision !== 'deny', `${row.name}: allowed`)
      const texts = [response.status?.message ?? '', ...(response.warnings ?? [])]
      if (row.decision === 'warn') t.ok((response.warnings ?? []).length > 0, `${row.name}: warnings`)
      for (const phrase of row.deny ?? []) t.match(response.status?.message ?? '', phrase, `${row.name}: deny message`)
      for (const trap of row.traps ?? []) t.match(response.auditAnnotations?.traps ?? '', trap, `${row.name}: trap ${trap}`)
      for (const phrase of row.warnings ?? []) t.ok(response.warnings?.some((w) => w.endsWith(phrase)), `${row.name}: a warning ends "${phrase}"`)
      for (const text of texts) {
        t.notMatch(text, 'CloneSet', `${row.name}: speaks of the StatefulSet`)
        t.notMatch(text, SECRET, `${row.name}: no env value`)
      }
    }
  })

  t.test(`mutate, ${version}`, async (t) => {
    const old = statefulSet(base, { version })
    const updated = statefulSet(edit(base, (x) => { x.spec.containers[0].env[0].value = 'x' }), { version })
    const { review: answer, record } = mutateReview(review('UPDATE', updated, old), settings())
    t.equal(answer.response.allowed, true)
    t.equal(record.kind, 'StatefulSet')
    const patch = JSON.parse(Buffer.from(answer.response.patch ?? '', 'base64').toString('utf8')) as Json[]
    const annotations = Object.fromEntries(patch.flatMap((op) => (op.path === '/metadata/annotations' ? Object.entries(op.value) : [[decodeURIComponent(String(op.path).split('/').pop()!.replaceAll('~1', '/')), op.value]])))
    t.equal(annotations[ANNOTATION_PREDICTED_UPDATE], 'Recreate')
    t.equal(annotations[ANNOTATION_RECREATE_REASONS], 'spec.template.spec.containers[app].env[PASSWORD].value')
  })

  t.test(`create, ${version}`, async (t) => {
    const refused = validate('CREATE', statefulSet(edit(base, (x) => { delete x.spec.readinessGates }), { version, policy: 'InPlaceOnly' }))
    t.equal(refused.record.decision, 'deny', 'InPlaceOnly without the readiness gate: Kruise refuses the CREATE')
    t.match(refused.review.response.status?.message ?? '', /^StatefulSet shop\/db cannot be created as written/)
    const fine = validate('CREATE', statefulSet(base, { version }))
    t.equal(fine.record.decision, 'allow')
    const dotted = validate('CREATE', statefulSet(base, { version, name: 'db.v2' }))
    t.equal(dotted.record.decision, 'deny', 'a dot in the name: Kruise refuses the CREATE')
    t.match(dotted.review.response.status?.message ?? '', /^StatefulSet shop\/db\.v2 cannot be created as written: .*metadata\.name: an Advanced StatefulSet's name must be a DNS label/)
  })

  t.test(`an unreadable StatefulSet, ${version}`, async (t) => {
    const old = statefulSet(base, { version, policy: 'InPlaceOnly' })
    const bad = statefulSet(base, { version, policy: 'InPlaceOnly', rolling: { minReadySeconds: 'soon' } })
    const allowed = validateReview(review('UPDATE', bad, old), { ...settings(), onError: 'allow' })
    t.equal(allowed.record.decision, 'deny', 'InPlaceOnly: an update that cannot be checked is not let through')
    t.match(allowed.review.response.status?.message ?? '', /^inplace-guard cannot predict this StatefulSet update: .*It is denied because the StatefulSet uses InPlaceOnly/)
  })
}

t.test('a v1beta1 StatefulSet is served by Kruise 1.8 and 1.9 alike', async (t) => {
  for (const kruise of ['1.8', '1.9'] as const) {
    const set = statefulSet(base, { version: 'v1beta1' })
    const { record } = validateReview(review('UPDATE', set, set), { ...settings(), kruise })
    t.equal(record.outcome, 'Unchanged', `Kruise ${kruise}`)
  }
})

t.test('the cluster view is asked by kind: Pods of a StatefulSet held back at a revision InPlaceOnly cannot reach are denied', async (t) => {
  const asked: string[] = []
  const old = statefulSet(base, { policy: 'InPlaceOnly' })
  const updated = statefulSet(edit(base, (x) => { x.spec.containers[0].image = 'shop/db:2' }), { policy: 'InPlaceOnly' })
  const none = { runningRevisions: (namespace: string, name: string, kind: string) => { asked.push(`${kind} ${namespace}/${name}`); return undefined } }
  t.equal(validateReview(review('UPDATE', updated, old), { ...settings(), clusterView: none }).review.response.allowed, true)
  t.same(asked, ['StatefulSet shop/db'], 'asked about the StatefulSet by its kind, so a CloneSet of the same name never answers for it')
  const heldTemplate = edit(base, (x) => { x.spec.containers[0].env = [{ name: 'MODE', value: 'old' }] })
  const revisions = [{ apiVersion: 'apps/v1', kind: 'ControllerRevision', metadata: { name: 'db-r1', namespace: 'shop' }, data: { spec: { template: { ...heldTemplate, $patch: 'replace' } } }, revision: 1 }]
  const pods = ['db-0', 'db-1'].map((name) => ({ apiVersion: 'v1', kind: 'Pod', metadata: { name, namespace: 'shop', labels: { 'controller-revision-hash': 'db-r1' } }, spec: { containers: [] }, status: { phase: 'Running' } }))
  const held = { runningRevisions: (_ns: string, _name: string, kind: string) => (kind === 'StatefulSet' ? { pods, revisions } : undefined) }
  const response = validateReview(review('UPDATE', updated, old), { ...settings(), clusterView: held as never }).review.response
  t.equal(response.allowed, false)
  t.match(response.status?.message, /StatefulSet shop\/db uses InPlaceOnly .*2 Pods still run revision db-r1, which cannot be updated in place to this template: .*env.*it would stall with "find strategy is InPlaceOnly but Pod … can not update in-place" and retry for ever, without an Event or a condition/)
  t.notMatch(response.status?.message, /CloneSet|old/, 'no CloneSet words, no env values')
})
