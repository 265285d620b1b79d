/**
 * Where a workload's controller shows an error of its update phase (an InPlaceOnly Pod it cannot update in place, a
 * refused Pod update): the CloneSet controller sets condition FailedUpdate and records a FailedUpdate Warning Event
 * (cloneset_status.go, cloneset_update.go); the Advanced StatefulSet controller only returns the error, so the
 * reconcile is retried with no condition and no Event (`rollingUpdateStatefulsetPods`). Kruise v1.9.1 and v1.8.3.
 */
export function failedUpdateShown(view) {
    return view.kind === 'CloneSet' ? 'condition' : 'retry-only';
}
//# sourceMappingURL=updateFailure.js.map