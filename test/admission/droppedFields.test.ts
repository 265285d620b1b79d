import t from 'tap'
import { predictCreate, predictUpdate } from '../../src/engine/inplace/prediction.js'
import { applyPolicy, DEFAULT_POLICY } from '../../src/admission/policy.js'
import { clone, fixture } from './helpers.js'

const KRUISE_19 = 'OpenKruise 1.9 (k8s.io/api v0.32.10) does not know this field and drops it, so it never reaches a Pod'

const rows: { name: string; kruise?: '1.8' | '1.9' | 'next'; edit: (cs: Record<string, any>) => void; decision: string; warnings: string[] }[] = [
  {
    name: 'a field newer than Kruise 1.9 warns, and InPlaceOnly does not deny (nothing changes)',
    edit: (cs) => { cs.spec.template.spec.hostnameOverride = 'web-0' },
    decision: 'warn',
    warnings: [`spec.template.spec.hostnameOverride: ${KRUISE_19}`],
  },
  {
    name: 'Kruise 1.8 names its own k8s.io/api',
    kruise: '1.8',
    edit: (cs) => { cs.spec.template.spec.securityContext = { supplementalGroupsPolicy: 'Strict' } },
    decision: 'warn',
    warnings: ['spec.template.spec.securityContext.supplementalGroupsPolicy: OpenKruise 1.8 (k8s.io/api v0.30.10) does not know this field and drops it, so it never reaches a Pod'],
  },
  {
    name: "Kruise's main branch",
    kruise: 'next',
    edit: (cs) => { cs.spec.template.spec.containers[0].imagePullPolcy = 'Always' },
    decision: 'warn',
    warnings: ["spec.template.spec.containers[app].imagePullPolcy: OpenKruise's main branch (k8s.io/api v0.32.10) does not know this field and drops it, so it never reaches a Pod"],
  },
  {
    name: 'a dropped field beside a denied change: denied for the change, warned for the field',
    edit: (cs) => { cs.spec.template.spec.containers[0].env[0].value = 'warn'; cs.spec.template.spec.containers[0].imagePullPolcy = 'Always' },
    decision: 'deny',
    warnings: [`spec.template.spec.containers[app].imagePullPolcy: ${KRUISE_19}`],
  },
  {
    name: 'more than ten fields: ten by name, then a count',
    edit: (cs) => { for (let i = 0; i < 12; i++) cs.spec.template.spec[`unknown${String(i).padStart(2, '0')}`] = i },
    decision: 'warn',
    warnings: [
      ...Array.from({ length: 10 }, (_, i) => `spec.template.spec.unknown${String(i).padStart(2, '0')}: ${KRUISE_19}`),
      '2 more fields of CloneSet shop/web that OpenKruise 1.9 (k8s.io/api v0.32.10) does not know and drops',
    ],
  },
  {
    name: 'a long field name is cut, the explanation is kept',
    edit: (cs) => { cs.spec.template.spec['x'.repeat(300)] = 1 },
    decision: 'warn',
    warnings: [`spec.template.spec.${'x'.repeat(76)}…: ${KRUISE_19}`],
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const oldObject = fixture('update-env-inplaceonly-v1alpha1.json').request.oldObject
    const object = clone(oldObject)
    row.edit(object)
    const update = applyPolicy(predictUpdate(oldObject, object, { kruise: row.kruise }), DEFAULT_POLICY, 'UPDATE')
    t.equal(update.decision, row.decision)
    t.same(update.warnings.map((w) => w.text), row.warnings)
    const create = applyPolicy(predictCreate(object, { kruise: row.kruise }), DEFAULT_POLICY, 'CREATE')
    t.same(create.warnings.map((w) => w.text), row.warnings, 'a CREATE warns the same')
    t.equal(create.decision, 'warn')
  })
}
