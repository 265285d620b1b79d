import { isDeepStrictEqual } from 'node:util'
import t from 'tap'
import { type PatchOp, createPatch, templatePatch } from '../../../src/engine/inplace/diff.js'
import { goTypeSchema, knownTemplate, podTemplateType } from '../../../src/engine/kruise/knownFields.js'
import { defaultedTemplate } from '../../../src/engine/kruise/templateDefaults.js'
import { pointerTokens } from '../../../src/engine/kube/jsonPointer.js'
import type { PodTemplate } from '../../../src/engine/kube/podTemplate.js'
import { type Json, cloneJson } from '../support/builders.js'
import { caseRandom } from '../support/cases.js'
import { addOmitemptyNoise, mutate, randomTemplate, respellQuantities, shuffleKeys } from '../support/generators.js'
import { type Random, runSeed } from '../support/prng.js'

/**
 * Properties of the template diff, which reads both templates as Kruise's controller has them (defaults.ts) without
 * building them, and leaves what is written alike:
 * - it is jsonpatch's CreatePatch of the defaulted templates: the same ops, in the same order, with the same pointers
 *   and scalar values as createPatch (the same port, reading JSON as it is) on defaultedTemplate of both sides;
 * - it does not depend on spelling: key order, Go's omitempty noise, quantity spelling, or either side already
 *   defaulted give the same ops (in another order where keys moved);
 * - it is empty exactly when the defaulted templates are equal;
 * - read through Kruise's Go type, templates as written give the ops of the templates Kruise's decode leaves.
 */
const SEED = runSeed()
const PAIRS = Number(process.env.PROPERTY_PAIRS ?? 1000)
t.comment(`property seed ${SEED} (replay: PROPERTY_SEED=${SEED}), ${PAIRS} pairs`)

/** What an op says: an object's or a list's value is only ever read for its type. */
function comparable(ops: PatchOp[]): unknown[] {
  return ops.map((op) => [op.op, op.pointer, typeof op.value === 'object' && op.value !== null ? (Array.isArray(op.value) ? 'list' : 'object') : op.value])
}

const sorted = (ops: PatchOp[]) => comparable(ops).map((op) => JSON.stringify(op)).sort()

for (const templateNoDefaults of [false, true]) {
  t.test(`the diff is CreatePatch of the defaulted templates, whatever the spelling (TemplateNoDefaults=${templateNoDefaults})`, async (t) => {
    const gates = { TemplateNoDefaults: templateNoDefaults }
    const failures: Record<string, number[]> = { 'createPatch of the defaulted templates': [], tokens: [], spelling: [], 'empty iff equal': [] }
    let changed = 0
    for (let i = 0; i < PAIRS; i++) {
      const r = caseRandom(SEED + (templateNoDefaults ? 1 : 0), i)
      const before = randomTemplate(r)
      const after = mutate(r, before).template
      const ops = templatePatch(before, after, gates)
      if (ops.length > 0) changed++
      const oldStored = defaultedTemplate(before, gates)
      const newStored = defaultedTemplate(after, gates)
      if (JSON.stringify(comparable(ops)) !== JSON.stringify(comparable(createPatch(oldStored, newStored)))) failures['createPatch of the defaulted templates']!.push(i)
      for (const op of ops) if (JSON.stringify(op.tokens.map(String)) !== JSON.stringify(pointerTokens(op.pointer))) failures.tokens!.push(i)
      if ((ops.length === 0) !== isDeepStrictEqual(oldStored, newStored)) failures['empty iff equal']!.push(i)
      const respelled = (template: PodTemplate): PodTemplate => {
        let x = r.bool(0.5) ? respellQuantities(r, template).template : template
        if (r.bool(0.5)) x = addOmitemptyNoise(r, x)
        if (r.bool(0.3)) x = defaultedTemplate(x, gates)
        return r.bool(0.5) ? shuffleKeys(r, x) : x
      }
      if (JSON.stringify(sorted(templatePatch(respelled(before), respelled(after), gates))) !== JSON.stringify(sorted(ops))) failures.spelling!.push(i)
    }
    t.ok(changed > PAIRS / 2, `${changed} of ${PAIRS} pairs differ`)
    for (const [property, cases] of Object.entries(failures)) t.same(cases.slice(0, 20), [], `${property}: holds (seed ${SEED})`)
  })
}

/** A copy with fields no Go struct of a pod template knows, here and there (on struct objects only, not in maps). */
function addUnknownFields(r: Random, template: PodTemplate): PodTemplate {
  const copy = cloneJson(template) as Json
  const objects: Json[] = [copy, copy.metadata, copy.spec].filter(Boolean)
  for (const c of [...(copy.spec.containers ?? []), ...(copy.spec.initContainers ?? [])]) {
    objects.push(c, ...(c.env ?? []), ...(c.ports ?? []))
    if (c.resources) objects.push(c.resources)
    if (c.readinessProbe) objects.push(c.readinessProbe)
  }
  objects.push(...(copy.spec.volumes ?? []))
  for (const obj of objects) if (r.bool(0.2)) obj[r.pick(['xUnknown', 'imagePullPolcy', 'lables'])] = r.pick(['x', 0, true, { a: 1 }, [1, 2], null])
  return copy as PodTemplate
}

t.test('read through Kruise\'s Go type, the diff of templates as written is the diff of the decoded templates', async (t) => {
  const schema = goTypeSchema()
  const type = podTemplateType()
  const decoded = (template: PodTemplate) => knownTemplate(template, schema).template
  const failures: number[] = []
  let noisy = 0
  for (let i = 0; i < PAIRS; i++) {
    const r = caseRandom(SEED + 2, i)
    const gates = { TemplateNoDefaults: r.bool(0.3) }
    const before = randomTemplate(r)
    const after = mutate(r, before).template
    const noisyBefore = r.bool(0.7) ? addUnknownFields(r, before) : before
    const noisyAfter = r.bool(0.5) ? addUnknownFields(r, after) : after
    if (noisyBefore !== before || noisyAfter !== after) noisy++
    const ops = templatePatch(noisyBefore, noisyAfter, gates, type)
    if (JSON.stringify(comparable(ops)) !== JSON.stringify(comparable(templatePatch(decoded(noisyBefore), decoded(noisyAfter), gates)))) failures.push(i)
  }
  t.ok(noisy > PAIRS / 2, `${noisy} of ${PAIRS} pairs carry unknown fields`)
  t.same(failures.slice(0, 20), [], `holds (seed ${SEED})`)
})

/**
 * Changes late in the walk order: after equal list items, in the last item, in an object whose default leaves it as
 * written. The diff leaves what is written alike and descends where the templates differ; these pin that it gives the
 * defaulted templates' CreatePatch there, and nothing for what is equal.
 */
function podTemplate(): PodTemplate {
  const container = (name: string) => ({
    name,
    image: `registry.example.com/${name}:1.0.0`,
    env: [{ name: 'A', value: '1' }, { name: 'B', value: '2' }, { name: 'C', valueFrom: { fieldRef: { fieldPath: 'metadata.name' } } }],
    resources: { limits: { cpu: '500m', memory: '256Mi' }, requests: { cpu: '100m' } },
    readinessProbe: { httpGet: { path: '/ready', port: 8080 } },
    volumeMounts: [{ name: 'data', mountPath: '/data' }, { name: 'config', mountPath: '/etc/app' }],
  })
  return {
    metadata: { labels: { app: 'shop' } },
    spec: {
      securityContext: { runAsNonRoot: true },
      containers: [container('app'), container('proxy'), container('agent')],
      volumes: [{ name: 'data', emptyDir: {} }, { name: 'config', configMap: { name: 'app' } }],
      tolerations: [{ key: 'a', operator: 'Exists' }, { key: 'b', operator: 'Exists' }],
    },
  }
}

const LATE_EDITS: [string, (t: any) => void][] = [
  ['image of the last container', (t) => { t.spec.containers[2].image = 'registry.example.com/agent:1.0.1' }],
  ['last volume mount of the first container', (t) => { t.spec.containers[0].volumeMounts[1].mountPath = '/etc/other' }],
  ['an env var inserted in the middle', (t) => { t.spec.containers[1].env.splice(1, 0, { name: 'AB', value: 'x' }) }],
  ['an env var removed from the last container', (t) => { t.spec.containers[2].env.pop() }],
  ['the last toleration', (t) => { t.spec.tolerations[1].operator = 'Equal' }],
  ['a container appended', (t) => { t.spec.containers.push({ name: 'extra', image: 'busybox' }) }],
  ['securityContext changed', (t) => { t.spec.securityContext.runAsNonRoot = false }],
  ['securityContext emptied', (t) => { t.spec.securityContext = {} }],
  ['a probe default written out', (t) => { t.spec.containers[1].readinessProbe.httpGet.scheme = 'HTTP' }],
  ['a limit respelled', (t) => { t.spec.containers[2].resources.limits.cpu = '0.5' }],
  ['nothing', () => {}],
]

for (const templateNoDefaults of [false, true]) {
  t.test(`late changes give the defaulted templates' ops (TemplateNoDefaults=${templateNoDefaults})`, async (t) => {
    const gates = { TemplateNoDefaults: templateNoDefaults }
    for (const [name, edit] of LATE_EDITS) {
      const before = podTemplate()
      const after = podTemplate()
      edit(after)
      t.same(comparable(templatePatch(before, after, gates)), comparable(createPatch(defaultedTemplate(before, gates), defaultedTemplate(after, gates))), name)
    }
  })
}
