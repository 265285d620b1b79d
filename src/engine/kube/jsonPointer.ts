import { isJsonObject } from './json.js'

/**
 * The template diff exactly as OpenKruise computes it: a port of the behaviour of
 * github.com/appscode/jsonpatch v1.0.1 `CreatePatch` (spec §2.2). Containers are matched by POSITION, simple arrays
 * (scalars, or whose first object holds only scalars) by edit distance, every other array by index.
 * Pointers are relative to the template (`/spec/containers/0/image`), as Kruise sees them after stripping
 * `/spec/template`.
 */
export type ChangeOp = 'add' | 'remove' | 'replace'

export function escapeToken(token: string): string {
  if (!token.includes('~') && !token.includes('/')) return token
  return token.replaceAll('~', '~0').replaceAll('/', '~1')
}

export function unescapeToken(token: string): string {
  if (!token.includes('~')) return token
  return token.replaceAll('~1', '/').replaceAll('~0', '~')
}

export function pointerTokens(pointer: string): string[] {
  if (pointer === '') return []
  const tokens = pointer.slice(1).split('/')
  if (pointer.includes('~')) for (let i = 0; i < tokens.length; i++) tokens[i] = unescapeToken(tokens[i]!)
  return tokens
}

/** Reads the value a pointer names, or undefined. */
export function valueAt(root: unknown, pointer: string): unknown {
  let node = root
  for (const token of pointerTokens(pointer)) {
    if (Array.isArray(node)) node = node[Number(token)]
    else if (isJsonObject(node)) node = node[token]
    else return undefined
  }
  return node
}
