import t from 'tap'
import { metaTime, metaTimeOrder, parseMetaTime } from '../../../src/engine/kube/metaTime.js'
import { podCount, podVerb } from '../../../src/engine/kube/pod.js'

/** Deterministic pseudo-random numbers (a failing case fails again the same way). */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/** What metaTimeOrder must answer: Date.parse's epoch ms, 0 when unparsable, Infinity when missing. */
const expected = (text: string | undefined) => {
  if (!text) return Number.POSITIVE_INFINITY
  const ms = Date.parse(text)
  return Number.isNaN(ms) ? 0 : ms
}

t.test('metaTimeOrder reads the apiserver form digit by digit exactly as Date.parse does (years 0 to 9999)', async (t) => {
  const next = random(1130)
  const min = Date.UTC(0, 0, 1)
  const max = Date.UTC(9999, 11, 31, 23, 59, 59)
  for (let i = 0; i < 20000; i++) {
    const ms = Math.floor((min + next() * (max - min)) / 1000) * 1000
    const text = metaTime(ms)
    if (metaTimeOrder(text) !== ms || Date.parse(text) !== ms) {
      t.fail(`${text}: ${metaTimeOrder(text)}, expected ${ms}`)
      return
    }
  }
  for (const text of ['2024-02-29T23:59:59Z', '2000-02-29T00:00:00Z', '0000-01-01T00:00:00Z', '1970-01-01T00:00:00Z']) {
    t.equal(metaTimeOrder(text), Date.parse(text), text)
  }
})

t.test('metaTimeOrder and parseMetaTime agree with Date.parse on near misses of the form and on other forms', async (t) => {
  const next = random(2026)
  const alphabet = '0123456789-:TZ .+x'
  const base = '2026-11-30T06:52:24Z'
  let parsable = 0
  for (let i = 0; i < 20000; i++) {
    // The apiserver form with one to three characters replaced: invalid months, days, hours, separators, digits.
    const chars = [...base]
    const edits = 1 + Math.floor(next() * 3)
    for (let e = 0; e < edits; e++) chars[Math.floor(next() * chars.length)] = alphabet[Math.floor(next() * alphabet.length)]!
    const text = chars.join('')
    if (parseMetaTime(text) !== undefined) parsable++
    if (metaTimeOrder(text) !== expected(text) || (parseMetaTime(text) ?? 0) !== expected(text)) {
      t.fail(`${JSON.stringify(text)}: ${metaTimeOrder(text)}, expected ${expected(text)}`)
      return
    }
  }
  t.ok(parsable > 1000 && parsable < 19000, `${parsable} of 20000 near misses were parsable`)
  const others = ['2026-11-30T06:52:24.5Z', '2026-11-30T06:52:24.123456Z', '2026-11-30T07:52:24+01:00', '2026-02-30T00:00:00Z',
    '2026-11-30T24:00:00Z', '2026-11-30T23:59:60Z', 'yesterday', ' 2026-11-30T06:52:24Z', '2026-11-30t06:52:24z']
  for (const text of others) t.equal(metaTimeOrder(text), expected(text), JSON.stringify(text))
  t.equal(metaTimeOrder(''), Number.POSITIVE_INFINITY, 'empty: missing')
  t.equal(metaTimeOrder(undefined), Number.POSITIVE_INFINITY, 'absent: missing')
  t.equal(metaTimeOrder(null), Number.POSITIVE_INFINITY, 'null: missing')
})

t.test('Pod counts in sentences agree in number', async (t) => {
  const rows: [number, string, string][] = [[0, '0 Pods', '0 Pods wait'], [1, '1 Pod', '1 Pod waits'], [2, '2 Pods', '2 Pods wait'], [21, '21 Pods', '21 Pods wait']]
  for (const [n, count, sentence] of rows) {
    t.equal(podCount(n), count)
    t.equal(podVerb(n, 'waits', 'wait'), sentence)
  }
})
