/** The part of autocannon 8's programmatic API the bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p99: number
  }
  interface Options {
    url: string
    method?: string
    headers?: Record<string, string>
    body?: string | Buffer
    connections?: number
    pipelining?: number
    duration?: number
    timeout?: number
    tlsOptions?: Record<string, unknown>
  }
  interface Result {
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    requests: Histogram & { sent: number }
    latency: Histogram
    throughput: Histogram
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
