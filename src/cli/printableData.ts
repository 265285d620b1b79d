import { printable } from '../admission/text.js'

/**
 * A copy of plain data (a run's report) with every string printable on one line: the human formats write names,
 * paths and values from the manifests as they are, where an escape sequence would reach the reader's terminal and a
 * line break in a name would forge a line of the report. JSON and SARIF keep every value exactly (JSON escapes them).
 */
export function printableData<T>(value: T): T {
  if (typeof value === 'string') return printable(value) as T
  if (Array.isArray(value)) return value.map(printableData) as T
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, printableData(item)])) as T
  }
  return value
}
