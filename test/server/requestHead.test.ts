import t from 'tap'
import { MAX_HEADER_LINES, readRequestHead } from '../../src/server/requestHead.js'

/**
 * The recognizer in front of node's HTTP parser: plain reviews are framed, everything it is not sure of is `other`
 * (node's to judge), a strict prefix of a plain review is `incomplete`, and no input makes it throw.
 */
const MAX_HEAD = 16 * 1024
const read = (text: string | Buffer) => readRequestHead(Buffer.isBuffer(text) ? text : Buffer.from(text, 'latin1'), MAX_HEAD)
const head = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`
const PLAIN = ['POST /validate HTTP/1.1', 'Host: guard.svc:443', 'Content-Type: application/json', 'Content-Length: 42']

t.test('plain reviews are framed: path, target, body offset and length, type, close', async (t) => {
  const rows: { name: string; lines: string[]; expect: Record<string, unknown> }[] = [
    { name: 'the apiserver\'s request', lines: ['POST /validate?timeout=10s HTTP/1.1', 'Host: guard.svc:443', 'User-Agent: kube-apiserver-admission', 'Content-Length: 42', 'Accept: application/json, */*', 'Content-Type: application/json', 'Accept-Encoding: gzip'], expect: { path: '/validate', target: '/validate?timeout=10s', contentLength: 42, contentType: 'application/json', close: false } },
    { name: '/mutate, names in any case, no space after the colon', lines: ['POST /mutate HTTP/1.1', 'HOST:x', 'content-length:0', 'CONTENT-TYPE:Application/JSON; charset=UTF-8'], expect: { path: '/mutate', contentLength: 0, contentType: 'Application/JSON; charset=UTF-8' } },
    { name: 'trailing white space trimmed from values', lines: ['POST /validate HTTP/1.1', 'Host: x', 'Content-Length: 7 \t', 'Content-Type:   application/json  '], expect: { contentLength: 7, contentType: 'application/json' } },
    { name: 'Connection: close among other options', lines: [...PLAIN, 'Connection: keep-alive, Close'], expect: { close: true } },
    { name: 'no Content-Type (refused later, by the app)', lines: PLAIN.filter((l) => !l.startsWith('Content-Type')), expect: { contentType: undefined } },
    { name: 'obs-text in a value', lines: [...PLAIN, 'X-Note: caf\xe9'], expect: { contentLength: 42 } },
  ]
  for (const row of rows) {
    const text = head(row.lines)
    const result = read(text + '{"body":1}')
    t.match(result, { kind: 'admission', bodyStart: Buffer.byteLength(text, 'latin1'), ...row.expect }, row.name)
  }
})

t.test('whatever node must judge is other', async (t) => {
  const withHeader = (line: string) => head([...PLAIN, line])
  const rows: [string, string][] = [
    ['GET /healthz', head(['GET /healthz HTTP/1.1', 'Host: x'])],
    ['POST elsewhere', head(['POST /metrics HTTP/1.1', 'Host: x', 'Content-Length: 2'])],
    ['a path that only starts like /validate', head(['POST /validates HTTP/1.1', 'Host: x', 'Content-Length: 2'])],
    ['HTTP/1.0', head(['POST /validate HTTP/1.0', 'Host: x', 'Content-Length: 2'])],
    ['absolute-form target', head(['POST https://x/validate HTTP/1.1', 'Host: x', 'Content-Length: 2'])],
    ['a space in the query', head(['POST /validate?a b HTTP/1.1', 'Host: x', 'Content-Length: 2'])],
    ['lower-case method', head(['post /validate HTTP/1.1', 'Host: x', 'Content-Length: 2'])],
    ['chunked', withHeader('Transfer-Encoding: chunked')],
    ['Expect', withHeader('Expect: 100-continue')],
    ['Upgrade', withHeader('Upgrade: h2c')],
    ['Connection: upgrade', withHeader('Connection: Upgrade')],
    ['two Content-Lengths', withHeader('Content-Length: 42')],
    ['a signed Content-Length', head(['POST /validate HTTP/1.1', 'Host: x', 'Content-Length: +42'])],
    ['an absurd Content-Length', head(['POST /validate HTTP/1.1', 'Host: x', `Content-Length: ${'9'.repeat(16)}`])],
    ['no Content-Length', head(['POST /validate HTTP/1.1', 'Host: x'])],
    ['no Host', head(['POST /validate HTTP/1.1', 'Content-Length: 2'])],
    ['two Hosts', withHeader('Host: y')],
    ['two Content-Types', withHeader('Content-Type: text/plain')],
    ['space before the colon', withHeader('X-Bad : 1')],
    ['a folded line', head([...PLAIN, 'X-Folded: a', ' b'])],
    ['a control character in a value', withHeader('X-Bad: a\x01b')],
    ['a bare CR in a value', withHeader('X-Bad: a\rb')],
    ['a line without a colon', withHeader('X-Bad')],
    ['leading empty line', `\r\n${head(PLAIN)}`],
    ['too many header lines', head([...PLAIN, ...Array.from({ length: MAX_HEADER_LINES }, (_, i) => `X-${i}: ${i}`)])],
    ['a head over the limit', withHeader(`X-Pad: ${'p'.repeat(MAX_HEAD)}`)],
    ['an unfinished head over the limit', `POST /validate HTTP/1.1\r\nX-Pad: ${'p'.repeat(MAX_HEAD)}`],
    ['bare LF line ends, unfinished', 'POST /validate HTTP/1.1\nHost: x\nContent-Length: 2\n\n{}'],
    ['bare LF in an unfinished head', 'POST /validate HTTP/1.1\r\nHost: x\nContent'],
  ]
  for (const [name, text] of rows) t.same(read(text), { kind: 'other' }, name)
})

t.test('every strict prefix of a plain review head is incomplete, the whole head frames it (every cut)', async (t) => {
  const text = head(['POST /validate?timeout=10s HTTP/1.1', ...PLAIN.slice(1), 'Connection: keep-alive'])
  for (let cut = 0; cut < text.length; cut++) {
    const result = read(text.slice(0, cut))
    if (result.kind !== 'incomplete') t.fail(`cut at ${cut}: ${result.kind}`)
  }
  t.match(read(text), { kind: 'admission', bodyStart: text.length })
})

t.test('random bytes and random edits of a plain head never throw, and frame only what parses as plain', async (t) => {
  let seed = 7
  const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n
  const plain = Buffer.from(head(PLAIN), 'latin1')
  let framed = 0
  for (let i = 0; i < 3000; i++) {
    const bytes = Buffer.from(plain)
    for (let edits = 1 + random(3); edits > 0; edits--) bytes[random(bytes.length)] = random(256)
    const edited = i % 10 === 0 ? Buffer.from(Array.from({ length: random(200) }, () => random(256))) : bytes
    const result = readRequestHead(edited, MAX_HEAD)
    if (result.kind !== 'admission') continue
    framed++
    const text = edited.toString('latin1', 0, result.bodyStart)
    if (!/^POST \/(validate|mutate)[^ ]* HTTP\/1\.1\r\n/.test(text) || !text.endsWith('\r\n\r\n') || /[\x00-\x08\x0a-\x1f\x7f]/.test(text.replace(/\r\n/g, ''))) {
      t.fail(`framed a head that is not plain: ${JSON.stringify(text)}`)
    }
  }
  t.ok(framed > 0, `some edits leave a plain head (${framed} of 3000)`)
})
