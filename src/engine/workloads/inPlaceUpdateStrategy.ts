import { optionalInt32, optionalObject, rejectUnknown } from './fieldReaders.js'

/** The fields of Kruise's appspub.InPlaceUpdateStrategy, shared by CloneSet and Advanced StatefulSet. */
const IN_PLACE_STRATEGY_FIELDS = new Set([
  'gracePeriodSeconds', 'imagePreDownloadParallelism', 'imagePreDownloadTimeoutSeconds', 'imagePreDownloadMinUpdatedReadyPods',
])

/** `<at>.gracePeriodSeconds` of an `inPlaceUpdateStrategy` at `at`: the only part the controllers pass to the in-place update. */
export function readGracePeriodSeconds(value: unknown, at: string): number {
  const inPlace = optionalObject(value, at) ?? {}
  rejectUnknown(inPlace, IN_PLACE_STRATEGY_FIELDS, at)
  return optionalInt32(inPlace.gracePeriodSeconds, `${at}.gracePeriodSeconds`, 0) ?? 0
}
