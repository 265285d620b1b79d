import { isJsonObject } from './json.js'
import { type ChangeOp, escapeToken, pointerTokens } from './jsonPointer.js'

/**
 * The key a list item is named by in readable paths; undefined means "use the index". An empty string names nothing
 * (Go drops it), and a port's protocol defaults to TCP: the same key whether the item is read as written or as stored.
 */
function itemKey(item: unknown): string | undefined {
  if (!isJsonObject(item)) return undefined
  const key = text(item.name) ?? text(item.mountPath) ?? text(item.devicePath)
  if (key !== undefined) return key
  if (typeof item.containerPort === 'number') return `${item.containerPort}/${text(item.protocol) ?? 'TCP'}`
  return text(item.conditionType) ?? text(item.ip)
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** `3` for the token `3`, -1 for a token that is not a list index. */
function listIndex(token: string): number {
  if (token.length === 0) return -1
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i)
    if (c < 48 || c > 57) return -1
  }
  return Number(token)
}

/** A list with items (an empty one is no field once encoded). */
function isList(value: unknown): value is unknown[] {
  return Array.isArray(value) && value.length > 0
}

/** `[A-Za-z_][A-Za-z0-9_]*`, without a regular expression (this runs for every token of every change's path). */
function isIdentifier(token: string): boolean {
  if (token.length === 0) return false
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i)
    const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95
    if (!letter && !(i > 0 && c >= 48 && c <= 57)) return false
  }
  return true
}

/**
 * `spec.template.spec.containers[app].env[LOG_LEVEL].value` for `/spec/containers/0/env/3/value`: list items named by
 * their key in the old template (the new one for an added item), as written or as stored alike.
 */
export function readablePath(pointer: string | (string | number)[], op: ChangeOp, oldTemplate: unknown, newTemplate: unknown): string {
  const tokens = typeof pointer === 'string' ? pointerTokens(pointer) : pointer
  // Joined once at the end (a flat string, see emit).
  const path: string[] = ['spec.template']
  let oldNode: unknown = oldTemplate
  let newNode: unknown = newTemplate
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!
    const oldList = isList(oldNode)
    const newList = isList(newNode)
    // A list where a default now holds an object reads as that object.
    const i = !oldList && !newList ? -1 : typeof token === 'number' ? token : listIndex(token)
    if (i >= 0) {
      // For an add, the item only exists in the new list; otherwise name it as the old list does (as Kruise does).
      const appended = op === 'add' && index === tokens.length - 1
      const source = appended ? newNode : oldList && (oldNode as unknown[])[i] !== undefined ? oldNode : newNode
      const key = isList(source) ? itemKey(source[i]) : undefined
      const newKey = !appended && newList && oldList ? itemKey((newNode as unknown[])[i]) : key
      // Items are compared by position: when another item now sits there, name both so the path explains itself.
      path.push(key === undefined ? `[${i}]` : newKey !== undefined && newKey !== key ? `[${key}->${newKey}]` : `[${key}]`)
      oldNode = oldList ? (oldNode as unknown[])[i] : undefined
      newNode = newList ? (newNode as unknown[])[i] : undefined
      continue
    }
    const name = String(token)
    path.push(isIdentifier(name) ? `.${name}` : `[${name}]`)
    oldNode = isJsonObject(oldNode) && Object.hasOwn(oldNode, name) ? oldNode[name] : undefined
    newNode = isJsonObject(newNode) && Object.hasOwn(newNode, name) ? newNode[name] : undefined
  }
  return path.join('')
}

/**
 * The pointer (RFC 6901) of a readable path in `root`, e.g. `/spec/containers/0/env` for `spec.containers[proxy].env`:
 * a `[key]` is the list item of that key (or position), else the map key written in brackets (a label's). At a list
 * item `root` does not hold it stops (the list's pointer); a map key it does not hold is kept, as a pointer may name
 * a field not written.
 */
export function pointerOfReadablePath(root: unknown, path: string): string {
  let node: unknown = root
  let pointer = ''
  for (const part of readableParts(path)) {
    const token = Array.isArray(node) ? itemIndex(node, part) : part.key
    if (token === undefined) return pointer
    pointer += `/${escapeToken(token)}`
    node = isJsonObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[token] : undefined
  }
  return pointer
}

/** `a.b[c][d->e].f`: the names and bracketed keys in order (a renamed item `[d->e]` by either key, the new one first). */
function readableParts(path: string): { key: string; before?: string }[] {
  const parts: { key: string; before?: string }[] = []
  let at = 0
  while (at < path.length) {
    if (path[at] === '.') at++
    if (path[at] === '[') {
      const end = path.indexOf(']', at)
      const inner = path.slice(at + 1, end < 0 ? path.length : end)
      const arrow = inner.indexOf('->')
      parts.push(arrow >= 0 ? { key: inner.slice(arrow + 2), before: inner.slice(0, arrow) } : { key: inner })
      at = end < 0 ? path.length : end + 1
      continue
    }
    let end = at
    while (end < path.length && path[end] !== '.' && path[end] !== '[') end++
    parts.push({ key: path.slice(at, end) })
    at = end
  }
  return parts
}

/** The position of the item named `key` (or `before`, or at position `key`) in a list, as a token. */
function itemIndex(list: unknown[], part: { key: string; before?: string }): string | undefined {
  for (const key of part.before === undefined ? [part.key] : [part.key, part.before]) {
    const named = list.findIndex((item) => itemKey(item) === key)
    if (named >= 0) return String(named)
  }
  const index = listIndex(part.key)
  return index >= 0 && index < list.length ? String(index) : undefined
}
