import t from 'tap'
import { predictCreate } from '../../../src/engine/inplace/prediction.js'
import { predictUnitedDeploymentCreate, predictUnitedDeploymentUpdate } from '../../../src/engine/inplace/unitedDeploymentPrediction.js'
import { resolveGates } from '../../../src/engine/kruise/gates.js'
import { generatedNameBase } from '../../../src/engine/kube/generatedName.js'
import { resolveUpdateRevision } from '../../../src/engine/workloads/revision.js'
import { type SubsetChildKind, readUnitedDeployment } from '../../../src/engine/workloads/unitedDeployment.js'
import { renderSubsetChild } from '../../../src/engine/workloads/unitedDeploymentChild.js'
import { unitedDeploymentRevisionName } from '../../../src/engine/workloads/unitedDeploymentRevision.js'
import { readWorkload } from '../../../src/engine/workloads/workload.js'
import { type Json, unitedDeployment } from '../support/unitedDeployments.js'

/**
 * A UnitedDeployment's child is named by the apiserver: `<ud>-<subset>-` (its first 58 characters) and 5 random
 * characters. Its revision `<child>-<hash>` goes into each Pod's controller-revision-hash label (63 characters at
 * most), so a long UnitedDeployment or subset name stops every Pod of the subset. The trap must appear exactly where
 * the child's own revision label passes 63 characters, and say so in the UnitedDeployment's terms.
 */

const TRAP = 'revision-label-too-long'
const KRUISE_KINDS: SubsetChildKind[] = ['CloneSet', 'AdvancedStatefulSet']

/** A UnitedDeployment of 40 characters (its own revision fits a label) whose one subset makes `<ud>-<subset>-` `prefixLength` long. */
function named(kind: SubsetChildKind, prefixLength: number, image: string): Json {
  const subset = `z${'s'.repeat(prefixLength - 43)}`
  const ud = unitedDeployment(kind, { policy: 'InPlaceIfPossible', image, subsets: [{ name: subset }] })
  ud.metadata.name = `ud-${'u'.repeat(37)}`
  return ud
}

/** The revision label the child's controller writes, from the child as the UnitedDeployment controller renders it. */
function childLabel(ud: Json): string {
  const view = readUnitedDeployment(ud)
  const child = renderSubsetChild(view, { subset: view.subsets[0]!, revision: unitedDeploymentRevisionName(view, { gates: resolveGates(), release: '1.9' }), replicas: 1, partition: 0 })
  return resolveUpdateRevision(readWorkload(child), [], 0, resolveGates()).name
}

for (const kind of KRUISE_KINDS) {
  t.test(`${kind} children: the trap exactly where the child's revision label passes 63 characters`, async (t) => {
    let trapped = 0
    for (const prefixLength of [47, 48, 52, 58, 70]) {
      for (let i = 0; i < 40; i++) {
        const ud = named(kind, prefixLength, `shop/web:1.${i}`)
        const label = childLabel(ud)
        const subset = predictUnitedDeploymentCreate(ud).subsets[0]!
        const trap = subset.traps.find((x) => x.id === TRAP)
        const base = generatedNameBase(`${ud.metadata.name}-${ud.spec.topology.subsets[0].name}-`)
        t.ok(label.startsWith(base) && label.indexOf('-', base.length) === base.length + 5, `the child is named from the prefix's first ${base.length} characters and 5 more`)
        if (label.length <= 63) {
          t.equal(trap, undefined, `prefix ${prefixLength}, label ${label.length}: no trap`)
          continue
        }
        trapped++
        t.ok(trap, `prefix ${prefixLength}, label ${label.length}: the trap`)
        t.match(trap?.message, `its generated name has ${Math.min(prefixLength, 58) + 5} characters, so this template's revision`)
        t.match(trap?.message, `has ${label.length}: the controller writes it into each Pod's controller-revision-hash label`)
        t.match(trap?.message, `so that the prefix "${ud.metadata.name}-${ud.spec.topology.subsets[0].name}-" has at most 47 characters`)
        t.equal(trap?.field, 'metadata.name')
      }
    }
    t.ok(trapped >= 80, `the prefixes of 58 and 70 characters always trap (${trapped} trapped)`)
  })
}

t.test('a prefix of 47 characters fits every template: no trap whatever the image', async (t) => {
  for (const kind of KRUISE_KINDS) {
    for (let i = 0; i < 300; i++) {
      if (predictUnitedDeploymentCreate(named(kind, 47, `shop/web:2.${i}`)).subsets[0]!.traps.length > 0) t.fail(`${kind} image 2.${i} trapped`)
    }
  }
  t.pass('none trapped')
})

t.test('the child\'s own trap and the subset\'s agree (the same rendered child)', async (t) => {
  for (let i = 0; i < 60; i++) {
    const ud = named('CloneSet', 48, `shop/web:3.${i}`)
    const view = readUnitedDeployment(ud)
    const child = renderSubsetChild(view, { subset: view.subsets[0]!, revision: unitedDeploymentRevisionName(view, { gates: resolveGates(), release: '1.9' }), replicas: 1, partition: 0 })
    const own = predictCreate(child).traps.some((x) => x.id === TRAP)
    t.equal(predictUnitedDeploymentCreate(ud).subsets[0]!.traps.some((x) => x.id === TRAP), own, `image 3.${i}: ${own ? 'both trap' : 'neither traps'}`)
  }
})

t.test('updates: the trap when the child gets a new template, not when only the replicas change', async (t) => {
  const old = named('CloneSet', 58, 'shop/web:1')
  const image = named('CloneSet', 58, 'shop/web:2')
  t.same(predictUnitedDeploymentUpdate(old, image).subsets[0]!.traps.map((x) => x.id), [TRAP], 'an image change: a new revision, refused')
  const replicas = structuredClone(old)
  replicas.spec.replicas = 6
  t.same(predictUnitedDeploymentUpdate(old, replicas).subsets[0]!.traps, [], 'replicas only: the template keeps its revision')
})

t.test('CloneSetShortHash: the CloneSet children\'s Pods carry the hash alone; Advanced StatefulSet children still trap', async (t) => {
  const gates = { CloneSetShortHash: true }
  t.same(predictUnitedDeploymentCreate(named('CloneSet', 70, 'shop/web:1'), { gates }).subsets[0]!.traps, [])
  t.equal(predictUnitedDeploymentCreate(named('AdvancedStatefulSet', 70, 'shop/web:1'), { gates }).subsets[0]!.traps.length, 1)
})

t.test('apps/v1 children: no Kruise revision label, no trap', async (t) => {
  for (const kind of ['StatefulSet', 'Deployment'] as const) t.same(predictUnitedDeploymentCreate(named(kind, 70, 'shop/web:1')).subsets[0]!.traps, [], kind)
})
