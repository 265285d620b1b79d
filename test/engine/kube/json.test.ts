import { isDeepStrictEqual } from 'node:util'
import t from 'tap'
import { deepEqual } from '../../../src/engine/kube/json.js'
import { type Random, createRandom, runSeed } from '../support/prng.js'

/**
 * deepEqual is the engine's one deep equality: the template diff compares written values with it, the rollout and the
 * reconciler compare statuses and specs. Node's isDeepStrictEqual is the referee for JSON values.
 */
const SEED = runSeed()
const PAIRS = Number(process.env.PROPERTY_PAIRS ?? 2000)
t.comment(`property seed ${SEED} (replay: PROPERTY_SEED=${SEED}), ${PAIRS} pairs`)

const KEYS = ['name', 'image', 'env', 'value', '__proto__', 'constructor', 'toString', '0']
const SCALARS: readonly unknown[] = [0, 1, -1, 0.5, '', '0', 'a', 'b', true, false, null]

/** An own key, as JSON.parse makes it: `__proto__` too, which an assignment would take as the prototype. */
function setOwn(object: object, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true })
}

function randomJson(r: Random, depth: number): unknown {
  const roll = r.int(0, depth <= 0 ? 0 : 9)
  if (roll < 5) return r.pick(SCALARS)
  if (roll < 7) return Array.from({ length: r.int(0, 3) }, () => randomJson(r, depth - 1))
  const object: Record<string, unknown> = {}
  for (const key of r.sample(KEYS, r.int(0, 4))) setOwn(object, key, randomJson(r, depth - 1))
  return object
}

/** A copy with keys in another order, and sometimes one change somewhere: a scalar, a key added or taken, a type. */
function twin(r: Random, value: unknown, change: boolean): unknown {
  const copy = reordered(r, JSON.parse(JSON.stringify(value)) as unknown)
  return change ? changed(r, copy) : copy
}

function reordered(r: Random, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => reordered(r, item))
  if (typeof value !== 'object' || value === null) return value
  const object: Record<string, unknown> = {}
  for (const key of r.shuffle(Object.keys(value))) {
    setOwn(object, key, reordered(r, (value as Record<string, unknown>)[key]))
  }
  return object
}

function changed(r: Random, value: unknown): unknown {
  const children = typeof value === 'object' && value !== null ? Object.keys(value) : []
  if (children.length > 0 && r.bool(0.7)) {
    const key = r.pick(children)
    const container = value as Record<string, unknown>
    container[key] = changed(r, container[key])
    return value
  }
  if (Array.isArray(value) && r.bool(0.5)) return r.bool(0.5) ? [...value, r.pick(SCALARS)] : value.slice(1)
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && r.bool(0.5)) {
    const key = r.pick(KEYS)
    if (Object.hasOwn(value, key)) delete (value as Record<string, unknown>)[key]
    else setOwn(value, key, r.pick(SCALARS))
    return value
  }
  return r.pick([...SCALARS, [], {}])
}

/** The values at `path` (outermost first) in both, as far as `a` has it. */
function at(a: unknown, b: unknown, path: (string | number)[]): { a: unknown; b: unknown; missing: boolean } {
  for (const token of path) {
    if (typeof a !== 'object' || a === null || !Object.hasOwn(a, token)) return { a, b, missing: true }
    const inB = typeof b === 'object' && b !== null && Object.hasOwn(b, token)
    a = (a as Record<string, unknown>)[token]
    b = inB ? (b as Record<string, unknown>)[token] : undefined
    if (!inB) return { a, b, missing: false }
  }
  return { a, b, missing: false }
}

/** A difference at this level, not below it: a value, a type, a length or a key count. */
function differsHere(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a !== b
  if (Array.isArray(a) !== Array.isArray(b)) return true
  return Object.keys(a).length !== Object.keys(b).length
}

t.test('deepEqual agrees with isDeepStrictEqual on JSON values, and `where` leads to the first difference', async (t) => {
  const failures: Record<string, number[]> = { 'agrees with isDeepStrictEqual': [], symmetric: [], 'where leads to a difference': [], 'where is empty when equal': [] }
  let unequal = 0
  for (let i = 0; i < PAIRS; i++) {
    const r = createRandom(SEED + i)
    const a = randomJson(r, 4)
    const b = r.bool(0.15) ? randomJson(r, 4) : twin(r, a, r.bool(0.6))
    const where: (string | number)[] = []
    const equal = deepEqual(a, b, where)
    if (!equal) unequal++
    if (equal !== isDeepStrictEqual(a, b)) failures['agrees with isDeepStrictEqual']!.push(i)
    if (equal !== deepEqual(b, a)) failures.symmetric!.push(i)
    if (equal && where.length > 0) failures['where is empty when equal']!.push(i)
    if (!equal) {
      const found = at(a, b, [...where].reverse())
      if (found.missing || !differsHere(found.a, found.b)) failures['where leads to a difference']!.push(i)
    }
  }
  t.ok(unequal > PAIRS / 4 && unequal < PAIRS * 3 / 4, `${unequal} of ${PAIRS} pairs differ`)
  for (const [property, cases] of Object.entries(failures)) t.same(cases.slice(0, 20), [], `${property} (seed ${SEED})`)
})

const SHARED = { a: [1] }

t.test('deepEqual on the values JSON cannot spell', async (t) => {
  const cases: [string, unknown, unknown, boolean][] = [
    ['a key holding undefined against no key', { a: undefined }, {}, false],
    ['a key holding undefined against another key holding undefined', { a: undefined }, { b: undefined }, false],
    ['the same key holding undefined', { a: undefined, b: 1 }, { b: 1, a: undefined }, true],
    ['a key named like an Object.prototype member against none', { toString: 1 }, { other: 1 }, false],
    ['an own __proto__ key against the prototype', JSON.parse('{"__proto__":{}}'), { x: {} }, false],
    ['an own __proto__ key on both', JSON.parse('{"__proto__":{"a":1}}'), JSON.parse('{"__proto__":{"a":1}}'), true],
    ['a list against an object with the same entries', ['x'], { 0: 'x' }, false],
    ['one object against itself', SHARED, SHARED, true],
  ]
  for (const [name, a, b, expected] of cases) {
    t.equal(deepEqual(a, b), expected, name)
    t.equal(deepEqual(b, a), expected, `${name}, the other way round`)
  }
})
