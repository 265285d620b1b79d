import { createHash } from 'node:crypto'
import t from 'tap'
import { sha256Hex } from '../../../src/engine/kube/sha256.js'

/** The engine's SHA-256 against node:crypto, over lengths around every padding boundary and multi-byte text. */
t.test('sha256Hex equals node:crypto', async (t) => {
  const texts = ['', 'abc', 'é€😀<>&']
  for (let n = 0; n < 200; n++) texts.push('x'.repeat(n))
  texts.push('{"containers":[{"name":"c"}]}'.repeat(300))
  for (const text of texts) t.equal(sha256Hex(text), createHash('sha256').update(text, 'utf8').digest('hex'), `length ${text.length}`)
})
