import { optionalObjectArray, optionalString } from './fieldReaders.js'

/** Kruise's UpdateScatterStrategy term: CloneSet's and SidecarSet's `scatterStrategy`. */
export interface ScatterTerm {
  key: string
  value: string
}

export function readScatterStrategy(value: unknown, field: string): ScatterTerm[] | undefined {
  if (value === undefined || value === null) return undefined
  return optionalObjectArray(value, field).map((term, i) => ({
    key: optionalString(term.key, `${field}[${i}].key`) ?? '',
    value: optionalString(term.value, `${field}[${i}].value`) ?? '',
  }))
}
