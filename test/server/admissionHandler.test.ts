import t from 'tap'
import { type AdmissionEndpoint, type AdmissionPath, admissionQueue, BATCH_LIMIT, type Exchange, type Refusal } from '../../src/server/admissionHandler.js'

/**
 * The admission queue's batching, driven with stand-in exchanges so the event-loop turn is ours to control: reviews
 * completed in one turn go through each stage together, one review's failure ends only that review, a client that
 * went away costs no decision, refusals are answered in their turn, and a burst is answered in rounds of BATCH_LIMIT.
 */
interface Sent {
  status: number
  body: { uid?: string; code?: string; statusCode?: number }
  close: boolean
}

class FakeExchange implements Exchange {
  readonly path: AdmissionPath = '/validate'
  readonly target = '/validate?timeout=10s'
  readonly startedAt = 0
  sent: Sent | undefined
  gone = false
  constructor(readonly text: string, readonly refusal: Refusal | undefined = undefined) {}
  abandoned() {
    return this.gone
  }
  respond(status: number, body: unknown, close: boolean) {
    if (this.sent !== undefined) throw new Error('answered twice')
    this.sent = { status, body: JSON.parse(JSON.stringify(body)), close }
  }
}

/** An endpoint that records the order of its calls; a body `{"bad": "parse"|"answer"}` fails at that stage. */
function recordingEndpoint(calls: string[]): AdmissionEndpoint {
  return {
    authorize: () => {},
    parse: (text) => {
      const body = JSON.parse(text) as { uid: string; bad?: string }
      calls.push(`parse ${body.uid}`)
      if (body.bad === 'parse') throw Object.assign(new Error('bad json'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY' })
      return body
    },
    answer: (path: AdmissionPath, body: unknown) => {
      const review = body as { uid: string; bad?: string }
      calls.push(`answer ${review.uid}`)
      if (review.bad === 'answer') throw new Error('not a review')
      return { uid: review.uid, path }
    },
    failure: (error, url) => {
      calls.push(`failure ${url}`)
      return { status: 400, body: { code: (error as { code?: string }).code ?? 'OTHER' } }
    },
    maxBodyBytes: 1 << 20,
    closing: () => false,
  }
}

/** Queues each body as a complete exchange, all within the current turn. */
function deliver(queue: ReturnType<typeof admissionQueue>, bodies: object[]): FakeExchange[] {
  return bodies.map((body) => {
    const exchange = new FakeExchange(JSON.stringify(body))
    queue.enqueue(exchange)
    return exchange
  })
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

t.test('reviews completed in one turn are parsed, then answered, then sent, each its own answer', async (t) => {
  const calls: string[] = []
  const handler = admissionQueue(recordingEndpoint(calls))
  const responses = deliver(handler, [{ uid: 'a' }, { uid: 'b' }, { uid: 'c' }])
  t.same(calls, [], 'nothing is decided inside the I/O turn')
  t.ok(responses.every((r) => r.sent === undefined))
  await nextTurn()
  await nextTurn()
  t.same(calls, ['parse a', 'parse b', 'parse c', 'answer a', 'answer b', 'answer c'])
  t.same(responses.map((r) => r.sent), ['a', 'b', 'c'].map((uid) => ({ status: 200, body: { uid, path: '/validate' }, close: false })))
})

t.test('a failure at any stage ends only its own review', async (t) => {
  const calls: string[] = []
  const handler = admissionQueue(recordingEndpoint(calls))
  const responses = deliver(handler, [{ uid: 'a' }, { uid: 'b', bad: 'parse' }, { uid: 'c', bad: 'answer' }, { uid: 'd' }])
  await nextTurn()
  await nextTurn()
  t.same(calls.filter((c) => !c.startsWith('failure')), ['parse a', 'parse b', 'parse c', 'parse d', 'answer a', 'answer c', 'answer d'], 'b is not answered after failing to parse')
  t.same(responses.map((r) => r.sent?.status), [200, 400, 400, 200])
  t.same(responses.map((r) => r.sent?.body.uid ?? r.sent?.body.code), ['a', 'FST_ERR_CTP_INVALID_JSON_BODY', 'OTHER', 'd'])
})

t.test('a client that went away before its turn gets no decision; the others do', async (t) => {
  const calls: string[] = []
  const handler = admissionQueue(recordingEndpoint(calls))
  const responses = deliver(handler, [{ uid: 'a' }, { uid: 'gone' }, { uid: 'c' }])
  responses[1]!.gone = true
  await nextTurn()
  await nextTurn()
  t.same(calls, ['parse a', 'parse c', 'answer a', 'answer c'])
  t.equal(responses[1]!.sent, undefined)
  t.same(responses.filter((r) => r.sent).map((r) => r.sent!.body.uid), ['a', 'c'])
})

t.test('a burst is answered in rounds of BATCH_LIMIT reviews, every review once', async (t) => {
  const calls: string[] = []
  const handler = admissionQueue(recordingEndpoint(calls))
  const count = BATCH_LIMIT * 2 + 5
  const responses = deliver(handler, Array.from({ length: count }, (_, i) => ({ uid: `r${i}` })))
  await nextTurn()
  await nextTurn()
  t.equal(calls.indexOf('answer r0'), BATCH_LIMIT, 'the first round parses BATCH_LIMIT reviews before answering')
  t.equal(calls.filter((c) => c.startsWith('parse')).length, count)
  t.same(responses.map((r) => r.sent?.body.uid), Array.from({ length: count }, (_, i) => `r${i}`))
})

t.test('a review that completes while a batch is being answered waits for the next turn, not forever', async (t) => {
  const calls: string[] = []
  const endpoint = recordingEndpoint(calls)
  const handler = admissionQueue(endpoint)
  let late: FakeExchange[] = []
  const answer = endpoint.answer
  endpoint.answer = (path, body, startedAt) => {
    if (late.length === 0) late = deliver(handler, [{ uid: 'late' }])
    return answer(path, body, startedAt)
  }
  const first = deliver(handler, [{ uid: 'first' }])
  for (let i = 0; i < 4 && late[0]?.sent === undefined; i++) await nextTurn()
  t.equal(first[0]!.sent?.body.uid, 'first')
  t.equal(late[0]!.sent?.body.uid, 'late')
})

t.test('refused requests are answered in their turn, without a decision, and close their connection', async (t) => {
  const calls: string[] = []
  const handler = admissionQueue(recordingEndpoint(calls))
  const before = deliver(handler, [{ uid: 'a' }])
  const refused = new FakeExchange('', { closing: false, error: Object.assign(new Error('type'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }) })
  const closing = new FakeExchange('{"uid":"never"}', { closing: true })
  handler.enqueue(refused)
  handler.enqueue(closing)
  await nextTurn()
  await nextTurn()
  t.same(calls, ['parse a', 'answer a', 'failure /validate?timeout=10s'], 'refusals are neither parsed nor decided')
  t.same(before[0]!.sent, { status: 200, body: { uid: 'a', path: '/validate' }, close: false })
  t.same(refused.sent, { status: 400, body: { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }, close: true })
  t.same(closing.sent, { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Service Unavailable' }, close: true })
})
