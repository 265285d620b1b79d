import http from 'node:http'
import https from 'node:https'
import type { KubeConfig } from '@kubernetes/client-node'
import { GuardError } from '../errors.js'

/**
 * JSON over the apiserver's REST API, authenticated by client-node's KubeConfig (certificates, tokens, exec
 * plugins, TLS settings). We do not use the generated typed clients for Pods: they deserialise into model classes
 * (timestamps become Date objects, fields unknown to the model are dropped), and a Pod PUT built from such an object
 * could silently remove fields. Here objects travel as the JSON the apiserver sent.
 */
export type PatchType = 'merge' | 'strategic' | 'json'

const CONTENT_TYPES: Record<PatchType, string> = {
  merge: 'application/merge-patch+json',
  strategic: 'application/strategic-merge-patch+json',
  json: 'application/json-patch+json',
}

export interface RestOptions {
  query?: Record<string, string | number | boolean | undefined>
  body?: unknown
  patch?: PatchType
  /** Retries for GETs on 429/5xx and network errors. Default 3. */
  retries?: number
}

export interface ApiStatus {
  kind?: string
  code?: number
  reason?: string
  message?: string
}

export class KubeRest {
  constructor(readonly kc: KubeConfig, private readonly sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))) {}

  get server(): string {
    const cluster = this.kc.getCurrentCluster()
    if (!cluster) throw new GuardError('IPG_ERR_CONFIG', 'the kubeconfig has no current cluster')
    return cluster.server.replace(/\/+$/, '')
  }

  async request<T>(method: string, path: string, options: RestOptions = {}): Promise<T> {
    const attempts = method === 'GET' ? (options.retries ?? 3) + 1 : 1
    let delay = 200
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once<T>(method, path, options)
      } catch (err) {
        const status = (err as { apiStatus?: number }).apiStatus
        const retriable = status === undefined || status === 429 || status >= 500
        if (attempt >= attempts || !retriable) throw err
        await this.sleep(delay)
        delay = Math.min(delay * 2, 5000)
      }
    }
  }

  private async once<T>(method: string, path: string, options: RestOptions): Promise<T> {
    const url = new URL(this.server + path)
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v))
    const opts: https.RequestOptions = {}
    await this.kc.applyToHTTPSOptions(opts)
    const headers: Record<string, string> = { Accept: 'application/json' }
    for (const [k, v] of Object.entries(opts.headers ?? {})) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : String(v)
    const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body))
    if (payload) {
      headers['Content-Type'] = options.patch ? CONTENT_TYPES[options.patch] : 'application/json'
      headers['Content-Length'] = String(payload.length)
    }
    const transport = url.protocol === 'https:' ? https : http
    return new Promise<T>((resolve, reject) => {
      const req = transport.request(url, { method, headers, agent: opts.agent, auth: opts.auth, timeout: 30_000 }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          const status = res.statusCode ?? 0
          let parsed: unknown
          try {
            parsed = text === '' ? undefined : JSON.parse(text)
          } catch {
            parsed = undefined
          }
          if (status >= 200 && status < 300) resolve(parsed as T)
          else reject(statusError(status, method, path, parsed as ApiStatus | undefined, text))
        })
        res.on('error', reject)
      })
      req.on('timeout', () => req.destroy(new Error(`${method} ${path}: timed out`)))
      req.on('error', (err) => reject(new GuardError('IPG_ERR_CLUSTER', `${method} ${path}: ${err.message}`)))
      if (payload) req.write(payload)
      req.end()
    })
  }
}

/** The HTTP status of a failed request (undefined for network errors). */
export function apiStatusOf(err: unknown): number | undefined {
  return (err as { apiStatus?: number } | undefined)?.apiStatus
}

function statusError(status: number, method: string, path: string, body: ApiStatus | undefined, text: string): GuardError {
  const message = body?.message ?? (text.slice(0, 300) || `HTTP ${status}`)
  const code = status === 404 ? 'IPG_ERR_NOT_FOUND' : status === 409 ? 'IPG_ERR_CONFLICT' : status === 422 ? 'IPG_ERR_INVALID' : 'IPG_ERR_CLUSTER'
  const err = new GuardError(code, status === 404 || status === 409 || status === 422 ? message : `${method} ${path}: ${status} ${message}`)
  return Object.assign(err, { apiStatus: status, apiReason: body?.reason })
}
