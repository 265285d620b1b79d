import fs from 'node:fs'
import https from 'node:https'
import type { ControlPlane } from './controlPlane.js'

/**
 * A minimal JSON client for the test apiserver over HTTPS with the admin client certificate: one keep-alive
 * connection pool instead of a kubectl process per call, so a test can send hundreds of requests in seconds.
 */
export interface ApiResponse {
  status: number
  body: any
  text: string
  /** Texts of the `Warning: 299 - "..."` headers. */
  warnings: string[]
}

export type PatchType = 'json' | 'merge' | 'strategic'

const PATCH_CONTENT_TYPES: Record<PatchType, string> = {
  json: 'application/json-patch+json',
  merge: 'application/merge-patch+json',
  strategic: 'application/strategic-merge-patch+json',
}

export interface RequestOptions {
  /** `dryRun=All`: validated and admitted, never stored. */
  dryRun?: boolean
  patchType?: PatchType
}

export interface KubeApi {
  request(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse>
  get(path: string): Promise<ApiResponse>
  create(path: string, body: unknown, options?: RequestOptions): Promise<ApiResponse>
  replace(path: string, body: unknown, options?: RequestOptions): Promise<ApiResponse>
  patch(path: string, body: unknown, options?: RequestOptions): Promise<ApiResponse>
  delete(path: string): Promise<ApiResponse>
  close(): void
}

export function kubeApi(cp: ControlPlane, maxSockets = 8): KubeApi {
  const agent = new https.Agent({
    keepAlive: true,
    maxSockets,
    ca: fs.readFileSync(cp.certs.caCertPath),
    cert: fs.readFileSync(cp.certs.adminCertPath),
    key: fs.readFileSync(cp.certs.adminKeyPath),
  })
  const base = new URL(cp.apiserverUrl)

  function request(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<ApiResponse> {
    const url = new URL(path, base)
    if (options.dryRun) url.searchParams.set('dryRun', 'All')
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body))
    const contentType = method === 'PATCH' ? PATCH_CONTENT_TYPES[options.patchType ?? 'merge'] : 'application/json'
    return new Promise((resolve, reject) => {
      const req = https.request(url, {
        method,
        agent,
        headers: {
          accept: 'application/json',
          ...(payload ? { 'content-type': contentType, 'content-length': payload.length } : {}),
        },
        timeout: 30_000,
      }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let parsed: unknown = undefined
          try {
            parsed = text ? JSON.parse(text) : undefined
          } catch {
            parsed = undefined
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, text, warnings: warningTexts(res.headers.warning) })
        })
        res.on('error', reject)
      })
      req.on('timeout', () => req.destroy(new Error(`${method} ${path}: timeout`)))
      req.on('error', reject)
      req.end(payload)
    })
  }

  return {
    request,
    get: (path) => request('GET', path),
    create: (path, body, options) => request('POST', path, body, options),
    replace: (path, body, options) => request('PUT', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
    delete: (path) => request('DELETE', path),
    close: () => agent.destroy(),
  }
}

/** `299 - "text"` (quotes and backslashes escaped) → `text`. */
function warningTexts(header: string | string[] | undefined): string[] {
  const values = header === undefined ? [] : Array.isArray(header) ? header : [header]
  const out: string[] = []
  for (const value of values) {
    for (const m of value.matchAll(/\d{3} \S+ "((?:[^"\\]|\\.)*)"/g)) out.push(m[1].replace(/\\(.)/g, '$1'))
  }
  return out
}

/** Runs `fn` over `items` with at most `limit` in flight; results in input order. */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++
      results[i] = await fn(items[i], i)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

export function podPath(namespace: string, name?: string, subresource?: string): string {
  return `/api/v1/namespaces/${namespace}/pods${name ? `/${name}` : ''}${subresource ? `/${subresource}` : ''}`
}

/** An apps.kruise.io workload by its resource, e.g. kruiseWorkloadPath('statefulsets', 'v1beta1', ns, name). */
export function kruiseWorkloadPath(resource: string, version: string, namespace: string, name?: string): string {
  return `/apis/apps.kruise.io/${version}/namespaces/${namespace}/${resource}${name ? `/${name}` : ''}`
}

export function cloneSetPath(version: string, namespace: string, name?: string): string {
  return `/apis/apps.kruise.io/${version}/namespaces/${namespace}/clonesets${name ? `/${name}` : ''}`
}

/** A short human description of a failed response: `422 Invalid: <message>`. */
export function describeFailure(res: ApiResponse): string {
  const reason = res.body?.reason ? ` ${res.body.reason}` : ''
  return `${res.status}${reason}: ${res.body?.message ?? res.text.slice(0, 500)}`
}
