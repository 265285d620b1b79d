import autocannon from 'autocannon'

/** Throughput under load: autocannon, N keep-alive connections, one request in flight per connection, fixed duration. */
export interface LoadOptions {
  connections: number
  durationSeconds: number
}

export interface LoadResult {
  requestsPerSecond: number
  /** Answers with a 2xx status. */
  completed: number
  /** Connection errors, timeouts and non-2xx answers: a valid run has none. */
  failures: number
  latencyP50Ms: number
  latencyP99Ms: number
  durationSeconds: number
}

export async function loadServer(port: number, path: string, body: string, options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: `https://127.0.0.1:${port}${path}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: options.connections,
    pipelining: 1,
    duration: options.durationSeconds,
  })
  return {
    requestsPerSecond: result['2xx'] / result.duration,
    completed: result['2xx'],
    failures: result.errors + result.timeouts + result.non2xx,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    durationSeconds: result.duration,
  }
}
