import type { JsonObject, PodTemplate } from './cloneset.js'
import { isJsonObject } from './cloneset.js'

/**
 * Plain-words explanations of the triggers people don't expect: OpenKruise compares containers (and most lists)
 * by position, so a reorder, an insert or a removal in the middle makes every later item look changed.
 */
export function explainShifts(oldTemplate: PodTemplate, newTemplate: PodTemplate): string[] {
  const notes: string[] = []
  for (const list of ['containers', 'initContainers'] as const) {
    const before = namedItems(oldTemplate.spec[list])
    const after = namedItems(newTemplate.spec[list])
    // Equal names are the common case, and describeListShift has nothing to say about them.
    if (!sameNames(before, after)) {
      notes.push(...describeListShift(`spec.template.spec.${list}`, list === 'containers' ? 'container' : 'init container', names(before), names(after)))
    }
    for (const container of after) {
      const previous = before.find((c) => c.name === container.name)
      if (!previous) continue
      const [oldEnv, newEnv] = [namedItems(previous.env), namedItems(container.env)]
      if (sameNames(oldEnv, newEnv)) continue
      const where = `spec.template.spec.${list}[${String(container.name)}].env`
      notes.push(...describeListShift(where, 'env var', names(oldEnv), names(newEnv)))
    }
  }
  return notes
}

function sameNames(before: JsonObject[], after: JsonObject[]): boolean {
  if (before.length !== after.length) return false
  for (let i = 0; i < before.length; i++) if (before[i]!.name !== after[i]!.name) return false
  return true
}

function namedItems(list: unknown): JsonObject[] {
  return Array.isArray(list) ? list.filter((item): item is JsonObject => isJsonObject(item) && typeof item.name === 'string' && item.name !== '') : []
}

function names(items: JsonObject[]): string[] {
  return items.map((item) => String(item.name))
}

function describeListShift(path: string, noun: string, before: string[], after: string[]): string[] {
  if (before.join('\u0000') === after.join('\u0000')) return []
  const notes: string[] = []
  const added = after.filter((n) => !before.includes(n))
  const removed = before.filter((n) => !after.includes(n))
  for (const name of added) {
    const at = after.indexOf(name)
    const shifted = at < after.length - 1 && at < before.length
    notes.push(`${noun} ${name} was added at position ${at + 1} of ${path}${shifted ? `; the ${noun}s after it moved down one position, and since OpenKruise compares ${path} by position they look changed too` : ''}`)
  }
  for (const name of removed) {
    const at = before.indexOf(name)
    const shifted = at < before.length - 1
    notes.push(`${noun} ${name} was removed from position ${at + 1} of ${path}${shifted ? `; the ${noun}s after it moved up one position and look changed to OpenKruise, which compares by position` : ''}`)
  }
  const common = (list: string[]) => list.filter((n) => before.includes(n) && after.includes(n))
  if (added.length === 0 && removed.length === 0 && common(before).join('\u0000') !== common(after).join('\u0000')) {
    notes.push(`${path} was reordered (${common(before).join(', ')} -> ${common(after).join(', ')}): OpenKruise compares by position, not by name, so every moved ${noun} looks changed`)
  } else if ((added.length > 0 || removed.length > 0) && common(before).join('\u0000') !== common(after).join('\u0000')) {
    notes.push(`${path} was also reordered (${common(before).join(', ')} -> ${common(after).join(', ')})`)
  }
  return notes
}
