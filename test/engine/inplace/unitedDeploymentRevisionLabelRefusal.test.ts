import t from 'tap'
import { childWriteContext, childWriteRefusals, predictUnitedDeploymentCreate, predictUnitedDeploymentUpdate } from '../../../src/engine/inplace/unitedDeploymentPrediction.js'
import { type SubsetChildKind, readUnitedDeployment } from '../../../src/engine/workloads/unitedDeployment.js'
import { type Json, unitedDeployment } from '../support/unitedDeployments.js'

/**
 * The UnitedDeployment controller labels every child it writes with the UnitedDeployment's revision `<ud>-<hash>`
 * (apps.kruise.io/controller-revision-hash). Past 63 characters the apiserver refuses the child (kruise-manager records
 * FailedUpdateSubset, e2e row ud-revision-label): every subset's write is refused, whatever the child's kind, exactly
 * when the revision passes 63 characters. The revision names are Kruise's (conformance).
 */

const KINDS: SubsetChildKind[] = ['CloneSet', 'AdvancedStatefulSet', 'StatefulSet', 'Deployment']
const NAME = `ud-${'u'.repeat(50)}`
const REFUSAL = /^its label apps\.kruise\.io\/controller-revision-hash holds the UnitedDeployment's revision ud-u{50}-\w+: 64 characters, more than the 63 the API server allows in a label value; shorten metadata\.name to at most 52 characters/

function named(kind: SubsetChildKind, image: string): Json {
  const ud = unitedDeployment(kind, { policy: kind === 'StatefulSet' || kind === 'Deployment' ? undefined : 'InPlaceIfPossible', image })
  ud.metadata.name = NAME
  return ud
}

/** The first image whose UnitedDeployment revision has `length` characters. */
function imageFor(kind: SubsetChildKind, length: number): string {
  for (let i = 0; i < 500; i++) {
    const image = `shop/web:1.${i}`
    if (predictUnitedDeploymentCreate(named(kind, image)).revisions.new.length === length) return image
  }
  throw new Error(`no image gives a revision of ${length} characters`)
}

for (const kind of KINDS) {
  t.test(`${kind} children: refused exactly where the UnitedDeployment's revision passes 63 characters`, async (t) => {
    t.equal(NAME.length, 53)
    const fits = named(kind, imageFor(kind, 63))
    const tooLong = named(kind, imageFor(kind, 64))
    t.same(predictUnitedDeploymentCreate(fits).subsets.map((s) => s.childRefusals), [[], []], 'a revision of 63 characters: both children written')
    const created = predictUnitedDeploymentCreate(tooLong)
    for (const s of created.subsets) {
      t.equal(s.childRefusals.length, 1, `subset ${s.subset}: its creation refused`)
      t.match(s.childRefusals[0], REFUSAL)
      t.match(s.childRefusals[0], created.revisions.new)
    }
    const updated = predictUnitedDeploymentUpdate(fits, tooLong)
    t.same(updated.subsets.map((s) => s.change), ['updated', 'updated'])
    t.ok(updated.subsets.every((s) => s.childRefusals.length === 1 && REFUSAL.test(s.childRefusals[0]!)), 'an update to that template: each child\'s update refused')
    t.same(predictUnitedDeploymentUpdate(tooLong, fits).subsets.map((s) => s.childRefusals), [[], []], 'back to a revision that fits: written')

    const view = readUnitedDeployment(tooLong)
    const context = childWriteContext(view)
    t.match(childWriteRefusals(view, view.subsets[0]!, undefined, context), [REFUSAL], 'the cluster view: the next creation of a child refused')
  })
}
