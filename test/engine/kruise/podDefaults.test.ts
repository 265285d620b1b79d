import t from 'tap'
import { type DefaultsPlace, type FieldDefault, TEMPLATE } from '../../../src/engine/kruise/podDefaults.js'
import { defaultedTemplate } from '../../../src/engine/kruise/templateDefaults.js'
import type { JsonObject } from '../../../src/engine/kube/json.js'
import type { PodTemplate } from '../../../src/engine/kube/podTemplate.js'
import { templatePatch } from '../../../src/engine/inplace/diff.js'

/**
 * Every default of the table, at every place the table reaches: defaultedTemplate fills it in, and the template diff
 * reads a template without the field as equal to one that spells the default out, and another value as a change.
 */
interface Step { key: string; list: boolean }
interface Site { steps: Step[]; place: DefaultsPlace }

function sites(place: DefaultsPlace, steps: Step[], seen: Set<DefaultsPlace>, out: Site[]): Site[] {
  out.push({ steps, place })
  if (seen.has(place)) return out
  const below = new Set(seen).add(place)
  for (const [key, child] of Object.entries(place.objects)) sites(child, [...steps, { key, list: false }], below, out)
  for (const [key, child] of Object.entries(place.items)) sites(child, [...steps, { key, list: true }], below, out)
  return out
}

/** A template holding one object at the end of `steps` (an item for a list step); `leaf` is that object. */
function templateAt(steps: Step[], leaf: JsonObject): PodTemplate {
  let value: JsonObject = leaf
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i]!
    value = { [step.key]: step.list ? [value] : value }
  }
  return value as PodTemplate
}

function at(template: unknown, steps: Step[]): JsonObject {
  let node = template as JsonObject
  for (const step of steps) node = (step.list ? (node[step.key] as JsonObject[])[0] : node[step.key]) as JsonObject
  return node
}

const SAMPLE_IMAGE = 'registry.example/app:1.2'
const all = sites(TEMPLATE, [], new Set(), [])
t.ok(all.length > 20, `the table reaches ${all.length} places`)

for (const site of all) {
  for (const rule of site.place.defaults) {
    const where = site.steps.map((s) => (s.list ? `${s.key}[0]` : s.key)).join('.') || '(template)'
    t.test(`${where}.${rule.key} (${rule.when})`, async (t) => {
      const leaf: JsonObject = site.steps.at(-1)?.key.endsWith('ontainers') ? { name: 'app', image: SAMPLE_IMAGE } : {}
      const bare = templateAt(site.steps, leaf)
      const expected = (rule as FieldDefault).value(leaf)
      const spelled = templateAt(site.steps, { ...leaf, [rule.key]: expected })
      const defaulted = at(defaultedTemplate(bare, { TemplateNoDefaults: false }), site.steps)
      // An object default is defaulted in turn where the table has a place inside it (the template's spec).
      const filled = typeof expected === 'object' && Object.hasOwn(site.place.objects, rule.key)
        ? at(defaultedTemplate(spelled, { TemplateNoDefaults: false }), site.steps)[rule.key] : expected
      t.same(defaulted[rule.key], filled, 'defaultedTemplate fills it in')
      t.same(templatePatch(bare, spelled, { TemplateNoDefaults: false }), [], 'the diff reads absent as the default')
      if (typeof expected === 'object') return
      const other = templateAt(site.steps, { ...leaf, [rule.key]: typeof expected === 'number' ? expected + 7 : `${String(expected)}-other` })
      t.equal(templatePatch(bare, other, { TemplateNoDefaults: false }).length, 1, 'and another value as a change')
    })
  }
}
