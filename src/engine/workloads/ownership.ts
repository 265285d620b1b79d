import { Pod } from '../kube/pod.js'
import type { CloneSetView } from './cloneSet.js'

/** True when the pod is owned by this CloneSet (by UID when both have one, else by name). */
export function isOwnedBy(pod: Pod, cloneSet: Pick<CloneSetView, 'name' | 'uid'>): boolean {
  const refs = pod.metadata.ownerReferences
  if (refs === undefined) return false
  // A loop, not .some(): called for every listed Pod on every reconcile.
  for (let i = 0; i < refs.length; i++) {
    const o = refs[i]
    if (o.kind === 'CloneSet' && o.controller !== false && (cloneSet.uid && o.uid ? o.uid === cloneSet.uid : o.name === cloneSet.name)) return true
  }
  return false
}
