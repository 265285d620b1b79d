import t from 'tap'
import { fnv32a } from '../../../src/engine/kube/fnv.js'
import { mulberry32 } from '../support/prng.js'

/** FNV-1a 32 over UTF-8 bytes, the textbook way: what the hashes Kruise and the kubelet compare are built on. */
function reference(text: string): number {
  let hash = 0x811c9dc5
  for (const byte of Buffer.from(text, 'utf8')) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0
  return hash >>> 0
}

t.test('published FNV-1a 32 vectors', async (t) => {
  const vectors: [string, number][] = [['', 0x811c9dc5], ['a', 0xe40c292c], ['foobar', 0xbf9cf968]]
  for (const [text, hash] of vectors) t.equal(fnv32a(text), hash, JSON.stringify(text))
})

t.test('the UTF-8 bytes of any text, ASCII or not (lone surrogates as U+FFFD)', async (t) => {
  const random = mulberry32(20261130)
  const alphabet = ['a', 'Z', '0', '"', '{', '\u007f', '\u0080', 'é', '\u00ff', '中', '\u2028', '😀', '\ud800', '\udc00', '\uffff']
  let checked = 0
  for (let i = 0; i < 2000; i++) {
    let text = ''
    const n = Math.floor(random() * 24)
    for (let j = 0; j < n; j++) text += alphabet[Math.floor(random() * alphabet.length)]
    if (fnv32a(text) !== reference(text)) t.fail(`fnv32a(${JSON.stringify(text)})`)
    checked++
  }
  t.equal(checked, 2000)
  t.equal(fnv32a('{"image":"nginx:1.25","name":"app"}é'), reference('{"image":"nginx:1.25","name":"app"}é'), 'ASCII prefix, then non-ASCII')
})
