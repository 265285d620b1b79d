import t from 'tap'
import { predictCreate, predictUpdate } from '../../../src/engine/inplace/prediction.js'
import { resolveGates } from '../../../src/engine/kruise/gates.js'
import { revisionData, revisionHash } from '../../../src/engine/workloads/revision.js'
import { readWorkload } from '../../../src/engine/workloads/workload.js'
import { createRandom, runSeed } from '../support/prng.js'
import { type Json, cloneSet, container, podTemplate, statefulSet, trapIds, withReadinessGate } from '../support/builders.js'

/**
 * A revision's name, `<name>-<hash>`, is written into each Pod's controller-revision-hash label, which holds at most 63
 * characters: past that the apiserver refuses the controller's Pods. The hash is 1 to 10 characters, so whether a
 * long name fits depends on the template. The revision names themselves are Kruise's (checked against its code by the
 * conformance suite and against kruise-manager in e2e).
 */

type Kind = 'CloneSet' | 'StatefulSet'
const TRAP = 'revision-label-too-long'

function workload(kind: Kind, name: string, image: string): Json {
  const template = withReadinessGate(podTemplate([container('app', image)], { labels: { app: 'web' } }))
  return kind === 'CloneSet' ? cloneSet(template, { version: 'v1alpha1', name }) : statefulSet(template, { name })
}

/** The revision label the controller would write, from the engine's revision naming. */
function revisionLabel(object: Json): string {
  const view = readWorkload(object)
  return `${view.name}-${revisionHash(revisionData(view.template, resolveGates()), 0)}`
}

/** The first image tag whose template gives a revision label of `length` characters, for this kind and name. */
function imageFor(kind: Kind, name: string, length: number): string {
  for (let i = 0; i < 500; i++) {
    const image = `shop/web:1.${i}`
    if (revisionLabel(workload(kind, name, image)).length === length) return image
  }
  throw new Error(`no image gives ${kind} ${name} a revision label of ${length} characters`)
}

for (const kind of ['CloneSet', 'StatefulSet'] as const) {
  t.test(`${kind}: the trap exactly where the revision label passes 63 characters`, async (t) => {
    const name = `web-${'x'.repeat(49)}`
    t.equal(name.length, 53)
    const fits = workload(kind, name, imageFor(kind, name, 63))
    const tooLong = workload(kind, name, imageFor(kind, name, 64))
    t.notOk(trapIds(predictCreate(fits)).includes(TRAP), 'a label of 63 characters: Pods are written')
    const created = predictCreate(tooLong)
    t.ok(trapIds(created).includes(TRAP), 'a label of 64 characters: the trap on CREATE')
    const trap = created.traps.find((x) => x.id === TRAP)!
    t.equal(trap.field, 'metadata.name')
    t.match(trap.message, `this template is revision ${revisionLabel(tooLong)}`)
    t.match(trap.message, "each Pod's controller-revision-hash label: 64 characters, more than a label value's 63")
    t.match(trap.message, 'Shorten metadata.name to at most 52 characters')
    if (kind === 'CloneSet') t.match(trap.message, '--feature-gates CloneSetShortHash=true')
    else t.notMatch(trap.message, 'CloneSetShortHash', 'no gate shortens an Advanced StatefulSet\'s label')
    t.ok(trapIds(predictUpdate(fits, tooLong)).includes(TRAP), 'an update to that template: the trap')
    t.notOk(trapIds(predictUpdate(tooLong, tooLong)).includes(TRAP), 'an update that keeps the template makes no new revision: no trap')
  })
}

t.test('CloneSetShortHash: a CloneSet\'s Pods carry the hash alone, any name fits', async (t) => {
  const name = `web-${'x'.repeat(55)}`
  const object = workload('CloneSet', name, 'shop/web:1.0')
  t.ok(trapIds(predictCreate(object)).includes(TRAP), 'without the gate: the trap')
  t.notOk(trapIds(predictCreate(object, { gates: { CloneSetShortHash: true } })).includes(TRAP), 'with it: none')
})

t.test('seeded property: the trap if and only if the revision label is longer than 63 characters', async (t) => {
  const seed = runSeed()
  const random = createRandom(seed)
  for (let n = 0; n < 300; n++) {
    const kind = random.pick(['CloneSet', 'StatefulSet'] as const)
    const name = `w${'a'.repeat(random.int(40, 61))}`
    const object = workload(kind, name, `shop/web:${random.int(0, 99999)}`)
    const expected = revisionLabel(object).length > 63
    t.equal(trapIds(predictCreate(object)).includes(TRAP), expected, `seed ${seed} case ${n}: ${kind} ${name.length} characters, label ${revisionLabel(object).length}`)
  }
})
