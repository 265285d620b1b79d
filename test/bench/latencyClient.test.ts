import { createServer as createTlsServer, type TLSSocket } from 'node:tls'
import t from 'tap'
import { AnswerReader, backToBack, requestBytes } from '../../bench/latencyClient.js'
import { createServingCertificates } from '../../src/certs/issuer.js'

/** The latency section's client: a bare HTTP/1.1 exchange whose answers are read from bytes in any split. */

function answerBytes(status: number, body: string, extraHeaders = ''): Buffer {
  const payload = Buffer.from(body)
  return Buffer.from(`HTTP/1.1 ${status} X\r\ncontent-type: application/json\r\n${extraHeaders}Content-Length: ${payload.length}\r\n\r\n${body}`)
}

function splits(bytes: Buffer, seed: number): Buffer[] {
  let state = seed
  const parts: Buffer[] = []
  for (let at = 0; at < bytes.length;) {
    state = (state * 1103515245 + 12345) >>> 0
    const size = 1 + (state % 40)
    parts.push(bytes.subarray(at, at + size))
    at += size
  }
  return parts
}

t.test('AnswerReader: the same answer from any split of its bytes, then the next one', async (t) => {
  const body = JSON.stringify({ kind: 'AdmissionReview', response: { allowed: true, warnings: ['é ✓'] } })
  const bytes = answerBytes(200, body)
  const reader = new AnswerReader()
  for (let seed = 1; seed <= 200; seed++) {
    const parts = splits(bytes, seed)
    const answers = parts.map((part) => reader.push(part))
    t.ok(answers.slice(0, -1).every((a) => a === undefined), `split ${seed}: nothing before the last byte`)
    const last = answers.at(-1)
    if (!last || last.status !== 200 || last.body.toString('utf8') !== body) {
      t.fail(`split ${seed} read ${JSON.stringify(last && { status: last.status, body: last.body.toString() })}`)
      return
    }
  }
  t.pass('200 splits read whole')
})

t.test('AnswerReader: status, an empty body, and the errors it reports', async (t) => {
  t.same(new AnswerReader().push(answerBytes(503, '')), { status: 503, body: Buffer.alloc(0) })
  t.throws(() => new AnswerReader().push(Buffer.from('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n')), /content-length/)
  t.throws(() => new AnswerReader().push(Buffer.from('SSH-2.0 hello\r\n\r\n')), /not an HTTP\/1\.1 answer/)
  t.throws(() => new AnswerReader().push(Buffer.concat([answerBytes(200, '{}'), Buffer.from('x')])), /1 bytes after its answer/)
  t.throws(() => new AnswerReader().push(Buffer.alloc(20_000, 'a')), /no end of the answer's headers/)
  t.same(new AnswerReader().push(answerBytes(200, '{}', 'x-content-length: 99\r\n'))?.body.toString(), '{}', 'only the content-length header counts')
})

t.test('backToBack against a TLS server: samples per request, the first answer, and the server sees exact requests', async (t) => {
  const { ca, server } = await createServingCertificates({ hosts: ['localhost', '127.0.0.1'] })
  const seen: string[] = []
  const tls = createTlsServer({ cert: server.certPem, key: server.keyPem }, (socket: TLSSocket) => {
    let text = ''
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1')
      const end = text.indexOf('\r\n\r\n')
      const length = Number(/content-length: (\d+)/.exec(text)?.[1] ?? -1)
      if (end < 0 || text.length < end + 4 + length) return
      seen.push(text)
      text = ''
      // The answer in two writes: the reader joins them.
      const bytes = answerBytes(200, `{"n":${seen.length}}`)
      socket.write(bytes.subarray(0, 10))
      setImmediate(() => socket.write(bytes.subarray(10)))
    })
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve))
  t.teardown(() => tls.close())
  const port = (tls.address() as { port: number }).port
  const body = '{"ünï":"çödé"}'
  const result = await backToBack(port, '/validate', body, { durationMs: 30, ca: ca.certPem })
  t.equal(result.firstAnswer, '{"n":1}')
  t.equal(result.samplesMs.length, seen.length, 'one sample per request')
  t.ok(result.samplesMs.every((ms) => ms > 0))
  t.equal(seen[0], requestBytes(port, '/validate', body).toString('latin1'))
  t.match(seen[0], /^POST \/validate HTTP\/1\.1\r\n[^]*content-length: 19\r\n\r\n/)

  await t.rejects(backToBack(port, '/validate', body, { durationMs: 0, ca: 'not a CA' }), /connecting to 127\.0\.0\.1/)
})

t.test('backToBack: a non-200 answer, a closed connection and a silent server are errors, not hangs', async (t) => {
  const { ca, server } = await createServingCertificates({ hosts: ['localhost', '127.0.0.1'] })
  let behaviour: 'refuse' | 'close' | 'silent' = 'refuse'
  const tls = createTlsServer({ cert: server.certPem, key: server.keyPem }, (socket: TLSSocket) => {
    socket.once('data', () => {
      if (behaviour === 'refuse') socket.write(answerBytes(400, '{"message":"bad review"}'))
      else if (behaviour === 'close') socket.end()
    })
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve))
  t.teardown(() => tls.close())
  const port = (tls.address() as { port: number }).port
  const options = { durationMs: 0, ca: ca.certPem, answerTimeoutMs: 200 }
  await t.rejects(backToBack(port, '/validate', '{}', options), /answered 400: \{"message":"bad review"\}/)
  behaviour = 'close'
  await t.rejects(backToBack(port, '/validate', '{}', options), /closed the connection before answering/)
  behaviour = 'silent'
  await t.rejects(backToBack(port, '/validate', '{}', options), /no whole answer within 200 ms/)
})
