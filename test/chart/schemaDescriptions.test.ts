// Every value of the chart is described in values.schema.json (what `helm show values` users and editors with
// schema support read), and every key of values.yaml is declared there.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { parse } from 'yaml'
import { CHART_DIR } from './render.js'

interface Schema {
  description?: string
  properties?: Record<string, Schema>
  items?: Schema
  additionalProperties?: boolean | Schema
}

const schema = JSON.parse(readFileSync(join(CHART_DIR, 'values.schema.json'), 'utf8')) as Schema
const values = parse(readFileSync(join(CHART_DIR, 'values.yaml'), 'utf8')) as Record<string, unknown>

function properties(node: Schema, path: string): [string, Schema][] {
  const own: [string, Schema][] = Object.entries(node.properties ?? {}).map(([key, child]) => [path ? `${path}.${key}` : key, child])
  const nested = own.flatMap(([p, child]) => properties(child, p))
  const items = node.items?.properties ? [[`${path}[]`, node.items] as [string, Schema], ...properties(node.items, `${path}[]`)] : []
  return [...own, ...nested, ...items]
}

t.test('every property of values.schema.json has a description', async (t) => {
  const all = properties(schema, '')
  t.ok(all.length > 50, `${all.length} properties`)
  const undescribed = all.filter(([, node]) => typeof node.description !== 'string' || node.description.trim().length < 8).map(([p]) => p)
  t.same(undescribed, [], 'no property without a description')
})

t.test('every key of values.yaml is declared in the schema', async (t) => {
  const undeclared: string[] = []
  const walk = (value: unknown, node: Schema | undefined, path: string) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return
    for (const [key, child] of Object.entries(value)) {
      const childSchema = node?.properties?.[key]
      const free = node?.additionalProperties === undefined || node.additionalProperties === true || typeof node.additionalProperties === 'object'
      if (!childSchema && !free) undeclared.push(`${path}${key}`)
      if (childSchema) walk(child, childSchema, `${path}${key}.`)
    }
  }
  walk(values, schema, '')
  t.same(undeclared, [])
})
