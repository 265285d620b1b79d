import t from 'tap'
import { parseJsonBody } from '../../src/server/jsonBody.js'

const rejected = [
  { name: 'a literal __proto__ key', text: '{"a":{"__proto__":{"x":1}}}' },
  { name: 'an escaped __proto__ key', text: '{"a":[{"\\u005f_proto__":{}}]}' },
  { name: 'constructor.prototype', text: '{"constructor":{"prototype":{"x":1}}}' },
  { name: 'an escaped constructor.prototype', text: '{"b":{"\\u0063onstructor":{"prototype":{}}}}' },
]
const accepted = [
  { name: 'a review with escapes elsewhere', text: '{"a":"caf\\u00e9","b":[1,{"c":"\\"q\\""}]}' },
  { name: 'the words as values', text: '{"a":"__proto__","b":"constructor","c":{"constructor":"x"}}' },
  { name: 'a BOM before the JSON', text: '\ufeff{"a":1}' },
  { name: 'a scalar', text: '42' },
]

t.test('keys that could set a prototype are refused, like fastify does', async (t) => {
  for (const { name, text } of rejected) t.throws(() => parseJsonBody(text), { code: 'FST_ERR_CTP_INVALID_JSON_BODY' }, name)
})

t.test('everything else parses as JSON.parse does', async (t) => {
  for (const { name, text } of accepted) t.same(parseJsonBody(text), JSON.parse(text.replace(/^\ufeff/, '')), name)
})

t.test('empty and invalid bodies get fastify\'s error codes', async (t) => {
  t.throws(() => parseJsonBody(''), { code: 'FST_ERR_CTP_EMPTY_JSON_BODY' })
  t.throws(() => parseJsonBody('{"a":'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY' })
})

t.test('any depth: no stack overflow, and a key deep down is still found', async (t) => {
  const depth = 100_000
  t.doesNotThrow(() => parseJsonBody(`${'['.repeat(depth)}${']'.repeat(depth)}`), 'deep lists')
  t.doesNotThrow(() => parseJsonBody(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`), 'deep objects')
  t.throws(() => parseJsonBody(`${'{"a":['.repeat(1000)}{"__proto__":{}}${']}'.repeat(1000)}`), { code: 'FST_ERR_CTP_INVALID_JSON_BODY' })
})
