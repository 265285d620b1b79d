import type { LabelSelector } from '../kube/labelSelector.js'
import { optionalInt32, optionalObject, optionalObjectArray, optionalString } from './fieldReaders.js'

/** Kruise's appspub.UpdatePriorityStrategy: CloneSet's and SidecarSet's `priorityStrategy`, Advanced StatefulSet's `unorderedUpdate.priorityStrategy`. */
export interface PriorityStrategy {
  weightPriority?: { weight: number; matchSelector: LabelSelector }[]
  orderPriority?: { orderedKey: string }[]
}

export function readPriorityStrategy(value: unknown, field: string): PriorityStrategy | undefined {
  const p = optionalObject(value, field)
  if (!p) return undefined
  const weightPriority = optionalObjectArray(p.weightPriority, `${field}.weightPriority`).map((w, i) => ({
    weight: optionalInt32(w.weight, `${field}.weightPriority[${i}].weight`) ?? 0,
    matchSelector: (optionalObject(w.matchSelector, `${field}.weightPriority[${i}].matchSelector`) ?? {}) as LabelSelector,
  }))
  const orderPriority = optionalObjectArray(p.orderPriority, `${field}.orderPriority`).map((o, i) => ({
    orderedKey: optionalString(o.orderedKey, `${field}.orderPriority[${i}].orderedKey`) ?? '',
  }))
  return {
    ...(weightPriority.length > 0 ? { weightPriority } : {}),
    ...(orderPriority.length > 0 ? { orderPriority } : {}),
  }
}
