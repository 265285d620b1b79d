import type { JsonObject } from './cloneset.js'
import { isJsonObject } from './cloneset.js'

/**
 * A hash of a CloneSet's volumeClaimTemplates reduced to `{metadata.name, spec}` and sorted by name, as Kruise stores
 * it on each revision (spec §2.1). Only equality matters for prediction, so this is FNV-32a over canonical JSON;
 * `''` when there are no templates, as Kruise writes.
 */
export function volumeClaimTemplatesHash(templates: JsonObject[]): string {
  if (templates.length === 0) return ''
  const reduced = templates
    .map((t) => ({ name: isJsonObject(t.metadata) ? String(t.metadata.name ?? '') : '', spec: t.spec ?? null }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  return String(fnv32a(canonicalJson(reduced)))
}

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (isJsonObject(value)) {
    const keys = Object.keys(value).filter((k) => value[k] !== undefined).sort()
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

export function fnv32a(text: string): number {
  let hash = 0x811c9dc5
  const bytes = Buffer.from(text, 'utf8')
  for (const byte of bytes) {
    hash ^= byte
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash >>> 0
}
