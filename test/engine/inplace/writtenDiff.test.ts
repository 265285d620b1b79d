import t from 'tap'
import { type PatchOp, createPatch } from '../../../src/engine/inplace/diff.js'
import { NOT_SCALAR, diffWrittenTemplates } from '../../../src/engine/inplace/writtenDiff.js'
import { defaultedTemplate } from '../../../src/engine/kruise/templateDefaults.js'
import { pointerTokens } from '../../../src/engine/kube/jsonPointer.js'
import type { PodTemplate } from '../../../src/engine/kube/podTemplate.js'
import { caseRandom } from '../support/cases.js'
import { addOmitemptyNoise, mutate, randomTemplate, respellQuantities, shuffleKeys } from '../support/generators.js'
import { runSeed } from '../support/prng.js'

/**
 * The defaulted diff is computed two ways from one table of defaults (inplace/podDefaults.ts): defaults.ts builds the
 * defaulted templates and diffs them, writtenDiff.ts reads the table in one walk over the templates as written. This
 * property keeps the two walks in agreement: wherever the fast walk answers, it must answer exactly what the
 * defaulted path answers (same ops, same order, same pointers, same scalar values).
 */
const SEED = runSeed()
const PAIRS = Number(process.env.PROPERTY_PAIRS ?? 1000)
t.comment(`property seed ${SEED} (replay: PROPERTY_SEED=${SEED}), ${PAIRS} pairs`)

function comparable(ops: PatchOp[], scalarsOnly: boolean): unknown[] {
  return ops.map((op) => {
    const value = op.value === undefined ? undefined
      : scalarsOnly && (op.value === NOT_SCALAR || (typeof op.value === 'object' && op.value !== null)) ? 'non-scalar' : op.value
    return [op.op, op.pointer, value]
  })
}

for (const templateNoDefaults of [false, true]) {
  t.test(`the fast walk agrees with the defaulted diff (TemplateNoDefaults=${templateNoDefaults})`, async (t) => {
    const gates = { TemplateNoDefaults: templateNoDefaults }
    let answered = 0
    const failures: number[] = []
    const tokenFailures: number[] = []
    for (let i = 0; i < PAIRS; i++) {
      const r = caseRandom(SEED + (templateNoDefaults ? 1 : 0), i)
      const base = randomTemplate(r)
      let before: PodTemplate = r.bool(0.3) ? shuffleKeys(r, base) : base
      let after = mutate(r, base).template
      if (r.bool(0.3)) after = respellQuantities(r, after).template
      if (r.bool(0.3)) before = addOmitemptyNoise(r, before)
      if (r.bool(0.2)) before = defaultedTemplate(before, gates)
      const fast = diffWrittenTemplates(before, after, gates)
      if (fast === undefined) continue
      answered++
      const slow = createPatch(defaultedTemplate(before, gates), defaultedTemplate(after, gates))
      if (JSON.stringify(comparable(fast, true)) !== JSON.stringify(comparable(slow, true))) failures.push(i)
      for (const op of fast) if (JSON.stringify(op.tokens.map(String)) !== JSON.stringify(pointerTokens(op.pointer))) tokenFailures.push(i)
    }
    t.ok(answered > PAIRS / 2, `the fast walk answered ${answered} of ${PAIRS} pairs`)
    t.same(failures.slice(0, 20), [], `no disagreement (seed ${SEED})`)
    t.same(tokenFailures.slice(0, 20), [], `every op's tokens spell its pointer (seed ${SEED})`)
  })
}

/**
 * Changes late in the walk order: after equal list items, in the last item, in an object whose default leaves it as
 * written. The walk checks list items one by one and diffs from the first that differs; these pin that it still
 * gives the defaulted diff's ops there, and none for what is equal.
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
  t.test(`late changes give the defaulted diff's ops (TemplateNoDefaults=${templateNoDefaults})`, async (t) => {
    const gates = { TemplateNoDefaults: templateNoDefaults }
    for (const [name, edit] of LATE_EDITS) {
      const before = podTemplate()
      const after = podTemplate()
      edit(after)
      const fast = diffWrittenTemplates(before, after, gates)
      const slow = createPatch(defaultedTemplate(before, gates), defaultedTemplate(after, gates))
      t.ok(fast, `${name}: the fast walk answers`)
      t.same(comparable(fast ?? [], true), comparable(slow, true), name)
    }
  })
}
