import { isJsonObject } from './json.js'
import { ChangeOp, pointerTokens } from './jsonPointer.js'

// --- readable paths ---

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/

/** The key a list item is named by in readable paths; undefined means "use the index". */
function itemKey(item: unknown): string | undefined {
  if (!isJsonObject(item)) return undefined
  if (typeof item.name === 'string' && item.name !== '') return item.name
  if (typeof item.mountPath === 'string') return item.mountPath
  if (typeof item.devicePath === 'string') return item.devicePath
  if (typeof item.containerPort === 'number') return `${item.containerPort}/${typeof item.protocol === 'string' ? item.protocol : 'TCP'}`
  if (typeof item.conditionType === 'string') return item.conditionType
  if (typeof item.ip === 'string') return item.ip
  return undefined
}

export function readablePath(pointer: string, op: ChangeOp, oldTemplate: unknown, newTemplate: unknown): string {
  let path = 'spec.template'
  let oldNode: unknown = oldTemplate
  let newNode: unknown = newTemplate
  const tokens = pointerTokens(pointer)
  tokens.forEach((token, index) => {
    const last = index === tokens.length - 1
    if (Array.isArray(oldNode) || Array.isArray(newNode)) {
      const i = Number(token)
      // For an add, the item only exists in the new list; otherwise name it as the old list does (as Kruise does).
      const appended = op === 'add' && last
      const source = appended ? newNode : Array.isArray(oldNode) && oldNode[i] !== undefined ? oldNode : newNode
      const key = Array.isArray(source) ? itemKey(source[i]) : undefined
      const newKey = !appended && Array.isArray(newNode) && Array.isArray(oldNode) ? itemKey(newNode[i]) : key
      // Items are compared by position: when another item now sits there, name both so the path explains itself.
      path += key === undefined ? `[${i}]` : newKey !== undefined && newKey !== key ? `[${key}->${newKey}]` : `[${key}]`
      oldNode = Array.isArray(oldNode) ? oldNode[i] : undefined
      newNode = Array.isArray(newNode) ? newNode[i] : undefined
      return
    }
    path += IDENTIFIER.test(token) ? `.${token}` : `[${token}]`
    oldNode = isJsonObject(oldNode) ? oldNode[token] : undefined
    newNode = isJsonObject(newNode) ? newNode[token] : undefined
  })
  return path
}
