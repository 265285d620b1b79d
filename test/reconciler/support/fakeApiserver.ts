import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A tiny apiserver for adapter tests: JSON objects in memory by resource path, resourceVersions with 409s on
 * stale PUTs and merge patches, label-selector lists (equality and set terms) paginated with limit/continue, and
 * label-selected watches (including a 410 Gone on demand, and a server-side close).
 * Not a Kubernetes: just enough of its REST contract to exercise the client side honestly.
 */
type Obj = {
  metadata: { name: string; namespace?: string; resourceVersion?: string; labels?: Record<string, string>; annotations?: Record<string, string>; generateName?: string }
  [k: string]: unknown
}

interface Watcher {
  collection: string
  selector: string | null
  res: http.ServerResponse
}

export interface FakeApiserver {
  url: string
  kubeconfig: string
  requests: { method: string; path: string; contentType?: string; body?: unknown }[]
  put(collection: string, obj: Obj): Obj
  get(collection: string, name: string): Obj | undefined
  all(collection: string): Obj[]
  /** The next watch on this collection gets `{"type":"ERROR","object":{"code":410}}` and is closed. */
  expireNextWatch(collection: string): void
  /** Ends every open watch, as the apiserver does when a watch's timeoutSeconds is up. */
  closeWatches(): void
  /** Open watches now. */
  openWatches(): number
  close(): Promise<void>
}

/**
 * What API discovery reports for apps.kruise.io: its versions in the apiserver's preference order (the first is the
 * preferred one) and the resources each serves; null: no such group (OpenKruise not installed).
 */
export type KruiseDiscovery = { version: string; resources: string[] }[] | null

/** Kruise's main branch (`next`): CloneSet at v1beta1 (preferred) and v1alpha1. The default, as these tests use v1beta1. */
export const KRUISE_NEXT_DISCOVERY: KruiseDiscovery = [
  { version: 'v1beta1', resources: ['clonesets', 'statefulsets'] },
  { version: 'v1alpha1', resources: ['clonesets', 'statefulsets', 'daemonsets'] },
]
/** Released Kruise (1.8, 1.9): v1beta1 is preferred but serves only Advanced StatefulSet; CloneSet is v1alpha1 only. */
export const KRUISE_RELEASED_DISCOVERY: KruiseDiscovery = [
  { version: 'v1beta1', resources: ['statefulsets'] },
  { version: 'v1alpha1', resources: ['clonesets', 'statefulsets', 'daemonsets'] },
]

export async function startFakeApiserver(namespace = 'shop', kruise: KruiseDiscovery = KRUISE_NEXT_DISCOVERY): Promise<FakeApiserver> {
  let rv = 100
  const store = new Map<string, Map<string, Obj>>()
  const watchers = new Set<Watcher>()
  const expire = new Set<string>()
  const requests: FakeApiserver['requests'] = []
  const col = (c: string) => store.get(c) ?? store.set(c, new Map()).get(c)!

  const put = (collection: string, obj: Obj, type: 'ADDED' | 'MODIFIED' = 'ADDED'): Obj => {
    const stored = { ...obj, metadata: { ...obj.metadata, resourceVersion: String(++rv) } }
    const existed = col(collection).has(stored.metadata.name)
    col(collection).set(stored.metadata.name, stored)
    for (const w of watchers) {
      if (collectionMatches(w.collection, collection) && matches(w.selector, stored.metadata.labels ?? {})) w.res.write(`${JSON.stringify({ type: existed ? 'MODIFIED' : type, object: stored })}\n`)
    }
    return stored
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x')
      const text = Buffer.concat(chunks).toString('utf8')
      const body = text ? JSON.parse(text) : undefined
      requests.push({ method: req.method ?? '', path: url.pathname + url.search, contentType: req.headers['content-type'], body })
      const send = (status: number, obj: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(obj))
      }
      const status = (code: number, reason: string, message: string) => send(code, { kind: 'Status', apiVersion: 'v1', status: 'Failure', code, reason, message })
      if (req.method === 'GET' && discover(url.pathname, kruise, send)) return
      const { collection, name, sub } = parse(url.pathname)
      if (url.searchParams.get('watch') === 'true') {
        res.writeHead(200, { 'Content-Type': 'application/json' })
        if ([...expire].some((c) => collectionMatches(collection, c))) {
          for (const c of [...expire]) if (collectionMatches(collection, c)) expire.delete(c)
          res.end(`${JSON.stringify({ type: 'ERROR', object: { kind: 'Status', code: 410, reason: 'Expired', message: 'too old resource version' } })}\n`)
          return
        }
        res.flushHeaders()
        const w = { collection, selector: url.searchParams.get('labelSelector'), res }
        watchers.add(w)
        res.on('close', () => watchers.delete(w))
        return
      }
      const items = () => [...store.entries()].filter(([c]) => collectionMatches(collection, c)).flatMap(([, m]) => [...m.values()])
      switch (req.method) {
        case 'GET': {
          if (!name) {
            const selector = url.searchParams.get('labelSelector')
            const selected = items().filter((o) => matches(selector, o.metadata.labels ?? {}))
            const from = Number(url.searchParams.get('continue') ?? 0)
            const limit = Number(url.searchParams.get('limit') ?? 0) || selected.length
            const next = from + limit < selected.length ? String(from + limit) : undefined
            const metadata = { resourceVersion: String(rv), ...(next ? { continue: next } : {}) }
            return send(200, { kind: 'List', metadata, items: selected.slice(from, from + limit) })
          }
          const obj = col(collection).get(name)
          return obj ? send(200, obj) : status(404, 'NotFound', `${collection.split('/').pop()} "${name}" not found`)
        }
        case 'POST': {
          const obj = body as Obj
          const objName = obj.metadata.name ?? `${obj.metadata.generateName ?? 'obj-'}${rv + 1}`
          if (col(collection).has(objName)) return status(409, 'AlreadyExists', `"${objName}" already exists`)
          return send(201, put(collection, { ...obj, metadata: { ...obj.metadata, name: objName, namespace } }))
        }
        case 'PUT': {
          const old = col(collection).get(name!)
          if (!old) return status(404, 'NotFound', `"${name}" not found`)
          const obj = body as Obj
          if (obj.metadata.resourceVersion !== old.metadata.resourceVersion) {
            return status(409, 'Conflict', `Operation cannot be fulfilled on "${name}": the object has been modified; please apply your changes to the latest version and try again`)
          }
          const next = sub === 'status' ? { ...old, status: (obj as { status?: unknown }).status } : obj
          return send(200, put(collection, next, 'MODIFIED'))
        }
        case 'PATCH': {
          const old = col(collection).get(name!)
          if (!old) return status(404, 'NotFound', `"${name}" not found`)
          const patch = body as { metadata?: { resourceVersion?: string; annotations?: Record<string, string | null> }; spec?: unknown }
          if (patch.metadata?.resourceVersion && patch.metadata.resourceVersion !== old.metadata.resourceVersion) return status(409, 'Conflict', 'the object has been modified')
          const annotations = { ...(old.metadata.annotations ?? {}) }
          for (const [k, v] of Object.entries(patch.metadata?.annotations ?? {})) {
            if (v === null) delete annotations[k]
            else annotations[k] = v
          }
          return send(200, put(collection, { ...old, metadata: { ...old.metadata, annotations } }, 'MODIFIED'))
        }
        case 'DELETE': {
          if (!col(collection).delete(name!)) return status(404, 'NotFound', `"${name}" not found`)
          return send(200, { kind: 'Status', status: 'Success' })
        }
        default:
          return status(405, 'MethodNotAllowed', 'method not allowed')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const dir = mkdtempSync(join(tmpdir(), 'ipg-kubeconfig-'))
  const kubeconfig = join(dir, 'config')
  writeFileSync(kubeconfig, [
    'apiVersion: v1', 'kind: Config',
    'clusters:', `- name: fake`, '  cluster:', `    server: ${url}`, '    insecure-skip-tls-verify: true',
    'users:', '- name: tester', '  user:', '    token: test-token',
    'contexts:', '- name: fake', '  context:', '    cluster: fake', '    user: tester', `    namespace: ${namespace}`,
    'current-context: fake', '',
  ].join('\n'))
  return {
    url,
    kubeconfig,
    requests,
    put: (c, o) => put(c, o),
    get: (c, n) => col(c).get(n),
    all: (c) => [...col(c).values()],
    expireNextWatch: (c) => void expire.add(c),
    closeWatches: () => {
      for (const w of watchers) w.res.end()
      watchers.clear()
    },
    openWatches: () => watchers.size,
    close: async () => {
      for (const w of watchers) w.res.end()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Answers the discovery documents `/apis` and `/apis/apps.kruise.io/<version>`; false for any other path. */
function discover(pathname: string, kruise: KruiseDiscovery, send: (status: number, obj: unknown) => void): boolean {
  const versions = (kruise ?? []).map((v) => ({ groupVersion: `apps.kruise.io/${v.version}`, version: v.version }))
  if (pathname === '/apis') {
    const groups = kruise === null ? [] : [{ name: 'apps.kruise.io', versions, preferredVersion: versions[0] }]
    send(200, { kind: 'APIGroupList', apiVersion: 'v1', groups })
    return true
  }
  const m = /^\/apis\/apps\.kruise\.io\/([^/]+)$/.exec(pathname)
  if (!m) return false
  const served = (kruise ?? []).find((v) => v.version === m[1])
  if (!served) send(404, { kind: 'Status', apiVersion: 'v1', status: 'Failure', code: 404, reason: 'NotFound', message: 'the server could not find the requested resource' })
  else {
    const resources = served.resources.map((name) => ({ name, singularName: '', namespaced: true, kind: name, verbs: ['get', 'list', 'watch'] }))
    send(200, { kind: 'APIResourceList', apiVersion: 'v1', groupVersion: `apps.kruise.io/${served.version}`, resources })
  }
  return true
}

/** `/api/v1/namespaces/shop/pods/p1/status` → collection `/api/v1/namespaces/shop/pods`, name p1, sub status. */
function parse(pathname: string): { collection: string; name?: string; sub?: string } {
  const parts = pathname.split('/').filter(Boolean)
  const nsAt = parts.indexOf('namespaces')
  const base = nsAt >= 0 ? nsAt + 3 : (parts[0] === 'api' ? 3 : 4)
  return {
    collection: `/${parts.slice(0, base).join('/')}`,
    ...(parts[base] ? { name: decodeURIComponent(parts[base]) } : {}),
    ...(parts[base + 1] ? { sub: parts[base + 1] } : {}),
  }
}

/** A cluster-wide collection (`/api/v1/pods`) also sees namespaced ones (`/api/v1/namespaces/x/pods`). */
function collectionMatches(requested: string, stored: string): boolean {
  if (requested === stored) return true
  const m = /^(.*)\/namespaces\/[^/]+\/([^/]+)$/.exec(stored)
  return !!m && requested === `${m[1]}/${m[2]}`
}

/**
 * A label selector as the apiserver reads it: `k=v`, `k==v`, `k!=v`, `k`, `!k`, `k in (a,b)` and `k notin (a,b)`,
 * joined by commas (a comma inside parentheses belongs to its set).
 */
function matches(selector: string | null, labels: Record<string, string>): boolean {
  if (!selector) return true
  return selectorTerms(selector).every((term) => termMatches(term.trim(), labels))
}

function selectorTerms(selector: string): string[] {
  const terms: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]
    if (c === '(') depth++
    else if (c === ')') depth--
    else if (c === ',' && depth === 0) {
      terms.push(selector.slice(start, i))
      start = i + 1
    }
  }
  terms.push(selector.slice(start))
  return terms.filter((t) => t.trim() !== '')
}

function termMatches(term: string, labels: Record<string, string>): boolean {
  const has = (k: string) => Object.prototype.hasOwnProperty.call(labels, k)
  const set = /^(\S+)\s+(in|notin)\s+\((.*)\)$/.exec(term)
  if (set) {
    const values = set[3]!.split(',').map((v) => v.trim())
    const inSet = has(set[1]!) && values.includes(labels[set[1]!]!)
    return set[2] === 'in' ? inSet : !inSet
  }
  if (term.startsWith('!')) return !has(term.slice(1))
  const pair = /^([^!=]+)(!=|==|=)(.*)$/.exec(term)
  if (pair) return pair[2] === '!=' ? labels[pair[1]!] !== pair[3] : labels[pair[1]!] === pair[3]
  return has(term)
}
