import t from 'tap'
import { decodeBody } from '../../src/server/admissionConnection.js'

/**
 * decodeBody copies ASCII bodies byte for byte and decodes the others as UTF-8: the answer must be UTF-8 decoding's in
 * every case, including bytes that are not valid UTF-8 (each becomes U+FFFD, as node decodes them).
 */
const PIECES = [
  () => 'a',
  () => '{"k":"v"}',
  () => 'é',
  () => '€',
  () => '😀',
  () => '\u007f',
  () => '\u0000',
] as const

/** Deterministic pseudo-random numbers (a test that fails must fail again the same way). */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

function randomBytes(next: () => number): Buffer {
  const parts: Buffer[] = []
  const count = Math.floor(next() * 40)
  for (let i = 0; i < count; i++) {
    const roll = next()
    if (roll < 0.1) parts.push(Buffer.from([0x80 + Math.floor(next() * 0x80)])) // a lone continuation or lead byte
    else if (roll < 0.15) parts.push(Buffer.from([0xc3])) // a lead byte without its continuation
    else parts.push(Buffer.from(PIECES[Math.floor(next() * PIECES.length)]!()))
  }
  return Buffer.concat(parts)
}

t.test('decodeBody gives what UTF-8 decoding gives, for ASCII, UTF-8 and invalid bytes, at any offsets', async (t) => {
  const next = random(20261130)
  let ascii = 0
  for (let i = 0; i < 3000; i++) {
    const bytes = randomBytes(next)
    const start = Math.floor(next() * (bytes.length + 1))
    const end = start + Math.floor(next() * (bytes.length - start + 1))
    const expected = bytes.toString('utf8', start, end)
    if (!/[^\x00-\x7f]/.test(expected)) ascii++
    if (decodeBody(bytes, start, end) !== expected) {
      t.fail(`bytes ${bytes.toString('hex')} from ${start} to ${end}`)
      return
    }
  }
  // Both branches were exercised many times.
  t.ok(ascii > 300 && ascii < 2700, `${ascii} of 3000 slices were ASCII`)
})

t.test('decodeBody reads a multi-byte character split across the slice boundary as UTF-8 does', async (t) => {
  const bytes = Buffer.from('x€y')
  for (let start = 0; start <= bytes.length; start++) {
    for (let end = start; end <= bytes.length; end++) t.equal(decodeBody(bytes, start, end), bytes.toString('utf8', start, end), `${start}..${end}`)
  }
})
