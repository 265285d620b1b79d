import t from 'tap'
import { connect } from 'node:tls'
import { fixture, post, send, startApp } from './harness.js'

/**
 * The admission POSTs are answered in front of fastify (src/server/admissionHandler.ts). These cases pin what that
 * transport must keep: the apiserver's query string, content-type spellings, the same answer as through fastify
 * (light-my-request injection), and fastify's 503 on a keep-alive connection while the server closes.
 */
const deny = fixture('update-env-inplaceonly-v1beta1.json')

/** A raw TLS connection to the app, for requests written by hand; `received()` is everything read so far. */
async function openConnection(running: Awaited<ReturnType<typeof startApp>>) {
  const socket = connect({ host: '127.0.0.1', port: Number(new URL(running.url).port), ca: running.ca.certPem, servername: 'localhost' })
  await new Promise<void>((resolve, reject) => socket.once('secureConnect', resolve).once('error', reject))
  let text = ''
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8')
  })
  return { socket, received: () => text }
}

t.test('the apiserver\'s ?timeout= query and any application/json spelling are served', async (t) => {
  const running = await startApp(t)
  for (const [path, contentType] of [
    ['/validate?timeout=10s', 'application/json'],
    ['/validate', 'Application/JSON; charset=UTF-8'],
    ['/mutate?timeout=30s', 'application/json;charset=utf-8'],
  ] as const) {
    const res = await send(`${running.url}${path}`, { ca: running.ca.certPem, body: JSON.stringify(deny), headers: { 'content-type': contentType } })
    t.equal(res.status, 200, `${path} ${contentType}`)
    t.equal(res.headers['content-type'], 'application/json; charset=utf-8')
    t.equal(res.json.response.uid, deny.request.uid)
  }
  const missing = await send(`${running.url}/validate`, { ca: running.ca.certPem, body: JSON.stringify(deny), headers: { 'content-type': '' } })
  t.equal(missing.status, 400)
  t.equal(missing.json.code, 'IPG_ERR_CONTENT_TYPE')
})

t.test('the transport and fastify give the same answer, logged and counted the same way', async (t) => {
  const running = await startApp(t)
  for (const path of ['/validate', '/mutate']) {
    const served = await post(running, path, deny)
    const injected = await running.app.inject({ method: 'POST', url: path, payload: deny })
    t.equal(injected.statusCode, served.status, `${path}: status`)
    t.same(injected.json(), served.json, `${path}: body`)
  }
  const decisions = running.logs.records().filter((r) => r.msg === 'admission decision')
  t.equal(decisions.length, 4)
  t.same(new Set(decisions.map((r) => `${r.webhook} ${r.decision}`)), new Set(['validate deny', 'mutate allow']))
  for (const r of decisions) t.type(r.durationMs, 'number')
})

t.test('a review on a kept-alive connection while the server closes gets 503 and Connection: close', async (t) => {
  const running = await startApp(t)
  const { socket, received } = await openConnection(running)
  const socketClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  const body = JSON.stringify(deny)
  const request = `POST /validate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  // The first request is half sent, so the connection is busy (not idle) when the server starts closing.
  const half = request.length - 10
  socket.write(request.slice(0, half))
  await new Promise((resolve) => setTimeout(resolve, 50))
  const closed = running.app.close()
  await new Promise((resolve) => setTimeout(resolve, 50))
  // The rest of the first request, and a second one pipelined behind it.
  socket.write(request.slice(half) + request)
  await socketClosed
  await closed
  const answers = received().split(/(?=HTTP\/1\.1 )/)
  t.match(answers[0], /^HTTP\/1\.1 200/, 'the request begun before close is answered')
  t.match(answers[1], /^HTTP\/1\.1 503/, 'the next one on that connection gets 503')
  t.match(answers[1]!.toLowerCase(), /connection: close/)
})

t.test('concurrent reviews on separate connections each get their own answer, a bad one among them only its own error', async (t) => {
  const running = await startApp(t)
  const reviews = [
    ['update-env-inplaceonly-v1beta1.json', false],
    ['update-image-only.json', true],
    ['update-env-inplaceifpossible.json', true],
    ['update-deployment.json', true],
  ] as const
  const requests = Array.from({ length: 12 }, (_, i) => {
    const [name, allowed] = reviews[i % reviews.length]!
    const review = fixture(name)
    review.request.uid = `concurrent-${i}`
    return { uid: review.request.uid as string, allowed, body: i % 5 === 4 ? '{"not json' : JSON.stringify(review) }
  })
  const answers = await Promise.all(requests.map((r) => send(`${running.url}/validate`, { ca: running.ca.certPem, body: r.body })))
  requests.forEach((request, i) => {
    const answer = answers[i]!
    if (request.body.startsWith('{"not')) {
      t.equal(answer.status, 400, `request ${i}: malformed body refused`)
      t.equal(answer.json.code, 'IPG_ERR_REVIEW_NOT_JSON')
    } else {
      t.equal(answer.status, 200, `request ${i}`)
      t.equal(answer.json.response.uid, request.uid, `request ${i}: its own uid`)
      t.equal(answer.json.response.allowed, request.allowed, `request ${i}: its own decision`)
    }
  })
})

t.test('pipelined reviews on one connection are answered in order, each with its own uid', async (t) => {
  const running = await startApp(t)
  const { socket, received } = await openConnection(running)
  const uids = ['pipelined-1', 'pipelined-2', 'pipelined-3']
  const requests = uids.map((uid, i) => {
    const review = fixture('update-image-only.json')
    review.request.uid = uid
    const body = JSON.stringify(review)
    const last = i === uids.length - 1
    return `POST /validate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${last ? 'Connection: close\r\n' : ''}\r\n${body}`
  })
  socket.write(requests.join(''))
  await new Promise<void>((resolve) => socket.once('close', () => resolve()))
  const answers = received().split(/(?=HTTP\/1\.1 )/)
  t.equal(answers.length, uids.length)
  answers.forEach((answer, i) => {
    t.match(answer, /^HTTP\/1\.1 200/)
    t.equal(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).response.uid, uids[i], `answer ${i + 1} is for request ${i + 1}`)
  })
})

t.test('a client that hangs up right after sending its review costs nothing and breaks nothing', async (t) => {
  const running = await startApp(t)
  const body = JSON.stringify(deny)
  for (let i = 0; i < 5; i++) {
    const { socket } = await openConnection(running)
    socket.end(`POST /validate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`)
    socket.destroy()
  }
  const answer = await post(running, '/validate', deny)
  t.equal(answer.status, 200, 'the server still answers')
  t.equal(answer.json.response.allowed, false)
  t.same(running.logs.records().filter((r) => r.level >= 50), [], 'no error logged')
})
