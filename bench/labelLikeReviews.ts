import { Agent, request } from 'node:https'

/**
 * Reviews a hostile or broken client could send: each carries a distinct 1 MB value in a field that reaches a metric
 * label or a log line (kind, subResource, name, uid). A server that kept such values would grow with every review.
 */
const FIELDS = ['kind', 'subResource', 'name', 'uid'] as const
const MB = 1024 * 1024

export function labelLikeReview(body: string, i: number): string {
  const review = JSON.parse(body) as { request: Record<string, any> }
  const value = `${i}-${'v'.repeat(MB)}`
  const field = FIELDS[i % FIELDS.length]!
  if (field === 'kind') review.request.kind = { ...review.request.kind, kind: value }
  else review.request[field] = value
  return JSON.stringify(review)
}

/** Sends `count` of them (numbered from `first`) over a few keep-alive connections; resolves with how many got an answer below 500. */
export async function sendLabelLikeReviews(port: number, path: string, body: string, ca: string, count: number, connections = 4, first = 0): Promise<number> {
  const agent = new Agent({ keepAlive: true, ca, maxSockets: connections })
  let next = first
  const end = first + count
  let answered = 0
  const worker = async () => {
    while (next < end) {
      const status = await call(port, path, 'POST', agent, labelLikeReview(body, next++))
      if (status > 0 && status < 500) answered++
    }
  }
  try {
    await Promise.all(Array.from({ length: connections }, worker))
  } finally {
    agent.destroy()
  }
  return answered
}

/** The size of GET /metrics in bytes. */
export async function metricsBytes(port: number, ca: string): Promise<number> {
  let bytes = 0
  await call(port, '/metrics', 'GET', new Agent({ ca }), undefined, (chunk) => (bytes += chunk.length))
  return bytes
}

function call(port: number, path: string, method: string, agent: Agent, body: string | undefined, onData: (chunk: Buffer) => void = () => {}): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, method, agent, servername: 'localhost', headers: body === undefined ? {} : { 'content-type': 'application/json' } }, (res) => {
      res.on('data', onData)
      res.on('end', () => resolve(res.statusCode ?? 0))
      res.on('error', () => resolve(0))
    })
    req.on('error', () => resolve(0))
    req.end(body)
  })
}
