import t from 'tap'
import { readFileSync } from 'node:fs'
import { isGuardError } from '../../../src/errors.js'
import { predictUpdate } from '../../../src/engine/inplace/prediction.js'

const SECRET = 'pl4nted-S3CRET-value-7f3a9c'
const LONG = `InPlace${'x'.repeat(1_000_000)}`

function base(): Record<string, any> {
  return JSON.parse(readFileSync(new URL('../../fixtures/admission/update-env-inplaceonly-v1alpha1.json', import.meta.url), 'utf8')).request.oldObject
}

// Engine errors name the field and the code; they quote only an enumeration, cut to 64 characters.
const rows: { name: string; edit: (cs: Record<string, any>) => void; code: string; path?: string; message: string }[] = [
  {
    name: 'a quantity is never quoted',
    edit: (cs) => { cs.spec.template.spec.containers[0].resources.requests.cpu = SECRET },
    code: 'IPG_ERR_QUANTITY', path: 'spec.template.spec.containers[0].resources.requests.cpu',
    message: 'spec.template.spec.containers[0].resources.requests.cpu: is not a valid resource quantity',
  },
  {
    name: 'a 1 MB kind is cut',
    edit: (cs) => { cs.kind = LONG },
    code: 'IPG_ERR_NOT_CLONESET',
    message: `expected apps.kruise.io CloneSet, got "apps.kruise.io/v1alpha1" "${LONG.slice(0, 63)}…"`,
  },
  {
    name: 'a 1 MB version is cut',
    edit: (cs) => { cs.apiVersion = `apps.kruise.io/${LONG}` },
    code: 'IPG_ERR_UNSUPPORTED_VERSION', path: 'apiVersion',
    message: `apiVersion: CloneSet version "${LONG.slice(0, 63)}…" is not v1alpha1 or v1beta1`,
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const before = base()
    const after = structuredClone(before)
    row.edit(after)
    let error: unknown
    try {
      predictUpdate(before, after)
    } catch (err) {
      error = err
    }
    t.ok(isGuardError(error), 'a GuardError')
    if (!isGuardError(error)) return
    t.equal(error.code, row.code)
    t.equal(error.path, row.path)
    t.equal(error.message, row.message)
    t.notOk(error.message.includes(SECRET))
    t.ok(error.message.length < 300)
  })
}

// A strategy outside Kruise's values is its webhook's refusal: the rule quotes the value, cut the same way.
const refused: { name: string; type: string; rule: string }[] = [
  { name: 'a 1 MB strategy is cut to 64 characters', type: LONG, rule: `"${LONG.slice(0, 63)}…" is not ReCreate, InPlaceIfPossible or InPlaceOnly` },
  { name: 'a short wrong strategy is quoted whole', type: 'InPlaceOnIy', rule: '"InPlaceOnIy" is not ReCreate, InPlaceIfPossible or InPlaceOnly' },
]

for (const row of refused) {
  t.test(row.name, async (t) => {
    const before = base()
    const after = structuredClone(before)
    after.spec.updateStrategy.type = row.type
    const prediction = predictUpdate(before, after)
    t.same(prediction.kruiseWebhookRefusals.map((r) => [r.field, r.rule]), [['spec.updateStrategy.type', row.rule]])
    t.match(prediction.kruiseWebhookRefusals[0]?.remedy, /^set spec.updateStrategy.type to ReCreate, InPlaceIfPossible or InPlaceOnly/)
  })
}
