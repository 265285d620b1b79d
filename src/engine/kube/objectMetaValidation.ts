import { isJsonObject } from './json.js'
import { LABEL_NAME_WORDS, LABEL_VALUE_MAX, LABEL_VALUE_WORDS, isLabelValue, isQualifiedName } from './nameSyntax.js'

/** One thing wrong with an object's labels or annotations: the key it is about and what, never a value. */
export interface MetadataProblem {
  key?: string
  problem: string
}

/** `TotalAnnotationSizeLimitB`: the bytes of every annotation's key and value together. */
export const ANNOTATIONS_MAX_BYTES = 256 * 1024

/** `ValidateLabels` (apimachinery meta/v1 validation): every key a label name, every value a label value. */
export function labelProblems(labels: unknown): MetadataProblem[] {
  if (!isJsonObject(labels)) return []
  const problems: MetadataProblem[] = []
  for (const [key, value] of Object.entries(labels)) {
    if (!isQualifiedName(key)) problems.push({ key, problem: `the key is not a label name (${LABEL_NAME_WORDS})` })
    const text = typeof value === 'string' ? value : ''
    if (!isLabelValue(text)) problems.push({ key, problem: `its value${text.length > LABEL_VALUE_MAX ? ` has ${text.length} characters and` : ''} is not a label value (${LABEL_VALUE_WORDS})` })
  }
  return problems
}

/** `ValidateAnnotations` (apimachinery): every key, lowercased, a label name; keys and values together at most 256 KiB. */
export function annotationProblems(annotations: unknown): MetadataProblem[] {
  if (!isJsonObject(annotations)) return []
  const problems: MetadataProblem[] = []
  for (const key of Object.keys(annotations)) {
    if (!isQualifiedName(key.toLowerCase())) problems.push({ key, problem: `the key is not an annotation name (${LABEL_NAME_WORDS})` })
  }
  const bytes = annotationBytes(annotations)
  if (bytes > ANNOTATIONS_MAX_BYTES) problems.push({ problem: `the annotations take ${bytes.toLocaleString('en')} bytes, more than the ${ANNOTATIONS_MAX_BYTES.toLocaleString('en')} (256 KiB) allowed together` })
  return problems
}

/** What `ValidateAnnotationsSize` counts: the UTF-8 bytes of every key and value. */
export function annotationBytes(annotations: Record<string, unknown>): number {
  let bytes = 0
  for (const [key, value] of Object.entries(annotations)) bytes += Buffer.byteLength(key) + (typeof value === 'string' ? Buffer.byteLength(value) : 0)
  return bytes
}
