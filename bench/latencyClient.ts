import { Agent, request } from 'node:https'

/**
 * Service time without queueing: one keep-alive connection, the next request sent as soon as the previous answer has
 * been read. Each sample is the time from sending a request to reading its whole answer, client overhead included
 * (the same for every server measured).
 */
export interface BackToBackOptions {
  durationMs: number
  /** PEM CA that signed the server's certificate; the connection is verified against it. */
  ca: string
  /** Name in the certificate (default localhost). */
  servername?: string
}

export interface BackToBackResult {
  /** Per-request time in milliseconds, in order. */
  samplesMs: Float64Array
  /** The first answer's body, to check what the server said. */
  firstAnswer: string
}

export async function backToBack(port: number, path: string, body: string, options: BackToBackOptions): Promise<BackToBackResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1, ca: options.ca, servername: options.servername ?? 'localhost' })
  const payload = Buffer.from(body)
  const samples: number[] = []
  let firstAnswer: string | undefined
  const end = performance.now() + options.durationMs
  try {
    do {
      const start = process.hrtime.bigint()
      const answer = await post(agent, port, path, payload)
      samples.push(Number(process.hrtime.bigint() - start) / 1e6)
      firstAnswer ??= answer
    } while (performance.now() < end)
  } finally {
    agent.destroy()
  }
  return { samplesMs: Float64Array.from(samples), firstAnswer: firstAnswer ?? '' }
}

function post(agent: Agent, port: number, path: string, payload: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      { agent, host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': payload.length } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          if (res.statusCode !== 200) reject(new Error(`POST ${path} answered ${res.statusCode}: ${text.slice(0, 200)}`))
          else resolve(text)
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}
