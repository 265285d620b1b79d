import t from 'tap'
import type { KruiseRelease } from '../../../src/engine/kruise/releases.js'
import { readUnitedDeployment } from '../../../src/engine/workloads/unitedDeployment.js'
import { unitedDeploymentRevisionName } from '../../../src/engine/workloads/unitedDeploymentRevision.js'
import { unitedDeployment } from '../support/unitedDeployments.js'

/**
 * The revision name, byte for byte, as Kruise's own revision.go named it: each `kruise` value below is the name the
 * conformance oracle (test/kruise/oracle, Kruise's code) returned for the same object under Kruise v1.9.1 and v1.8.3,
 * both gate settings. The claim carries a respelled quantity and a field Go drops; the StatefulSet template a null and
 * an unknown field; Kruise's defaults reach only the StatefulSet template (its claim's status.phase among them).
 */
const claim = { metadata: { name: 'data' }, spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1024Mi' } } }, extra: 1 }

const rows: { what: string; object: unknown; defaults: string; noDefaults: string }[] = [
  {
    what: 'StatefulSet template with a claim, a null and an unknown field',
    object: unitedDeployment('StatefulSet', { spec: { volumeClaimTemplates: [claim], revisionHistoryLimit: null, unknownField: 'x' } }),
    defaults: 'ud-58c58b87f7', noDefaults: 'ud-566bd977bc',
  },
  { what: 'Advanced StatefulSet template with a claim', object: unitedDeployment('AdvancedStatefulSet', { spec: { volumeClaimTemplates: [claim] } }), defaults: 'ud-594cf6b4dd', noDefaults: 'ud-594cf6b4dd' },
  { what: 'CloneSet template', object: unitedDeployment('CloneSet'), defaults: 'ud-65c4d74df8', noDefaults: 'ud-65c4d74df8' },
  { what: 'Deployment template with minReadySeconds 0', object: unitedDeployment('Deployment', { spec: { minReadySeconds: 0 } }), defaults: 'ud-54889d9854', noDefaults: 'ud-54889d9854' },
]

for (const row of rows) {
  t.test(row.what, async (t) => {
    const view = readUnitedDeployment(row.object)
    for (const release of ['1.9', '1.8'] as KruiseRelease[]) {
      t.equal(unitedDeploymentRevisionName(view, { gates: { TemplateNoDefaults: false }, release }), row.defaults, `Kruise ${release}, template defaults`)
      t.equal(unitedDeploymentRevisionName(view, { gates: { TemplateNoDefaults: true }, release }), row.noDefaults, `Kruise ${release}, TemplateNoDefaults`)
    }
  })
}

t.test('a child template value Go cannot decode is a coded error naming the field', async (t) => {
  const view = readUnitedDeployment(unitedDeployment('StatefulSet', { spec: { revisionHistoryLimit: 'ten' } }))
  t.throws(() => unitedDeploymentRevisionName(view, { gates: { TemplateNoDefaults: false } }), { code: 'IPG_ERR_FIELD_TYPE', path: 'spec.template.statefulSetTemplate.spec.revisionHistoryLimit' })
})
