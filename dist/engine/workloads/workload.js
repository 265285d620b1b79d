import { isJsonObject } from '../kube/json.js';
import { declaredPodUpdatePolicy as declaredCloneSetPolicy, readCloneSet, readPreviousCloneSet } from './cloneSet.js';
import { declaredDaemonSetPolicy, readDaemonSet, readPreviousDaemonSet } from './daemonSet.js';
import { isKruiseKind } from './kruiseObject.js';
import { declaredStatefulSetPolicy, readPreviousStatefulSet, readStatefulSet } from './statefulSet.js';
/** The reader of each apps.kruise.io kind the engine knows: a new kind (Advanced DaemonSet) joins by its entry here. */
const READERS = {
    CloneSet: { read: readCloneSet, readPrevious: readPreviousCloneSet, declaredPolicy: declaredCloneSetPolicy },
    StatefulSet: { read: readStatefulSet, readPrevious: readPreviousStatefulSet, declaredPolicy: declaredStatefulSetPolicy },
    DaemonSet: { read: readDaemonSet, readPrevious: readPreviousDaemonSet, declaredPolicy: declaredDaemonSetPolicy },
};
/** The apps.kruise.io kinds the engine reads and predicts: the kinds the webhook guards. */
export const GUARDED_KINDS = Object.keys(READERS);
export function isGuardedKind(kind) {
    return Object.hasOwn(READERS, kind);
}
/** The kind of an apps.kruise.io object of a guarded kind; undefined for any other object (apps/v1 too). */
export function workloadKindOf(obj) {
    return GUARDED_KINDS.find((kind) => isKruiseKind(obj, kind));
}
/**
 * The object read by its kind's reader (a `StatefulSet` by the Advanced StatefulSet reader, which refuses one outside
 * apps.kruise.io); an object of no known kind by the CloneSet reader, which names what it expected.
 */
export function readWorkload(obj, options = {}) {
    return readerOf(obj).read(obj, options);
}
/** The workload before an update, read only as far as the update is compared with it (its kind's reader). */
export function readPreviousWorkload(obj, options = {}) {
    return readerOf(obj).readPrevious(obj, options);
}
/** The pod update policy an object declares, for an object the engine could not read: its kind's own reading. */
export function declaredWorkloadPolicy(obj) {
    return readerOf(obj).declaredPolicy(obj);
}
function readerOf(obj) {
    const kind = isJsonObject(obj) && typeof obj.kind === 'string' ? obj.kind : '';
    return isGuardedKind(kind) ? READERS[kind] : READERS.CloneSet;
}
//# sourceMappingURL=workload.js.map