import { cloneSetPlan } from './cloneSetPlan.js';
import { daemonSetPlan } from './daemonSetPlan.js';
import { statefulSetPlan } from './statefulSetPlan.js';
/**
 * Which Pods the workload's controller updates in this round and why every other Pod waits, in that controller's
 * order. Each kind plans in a file of its own (cloneSetPlan.ts, statefulSetPlan.ts, daemonSetPlan.ts); this is the one place that picks it.
 */
export function rolloutPlan(view, pods, now, options = {}) {
    switch (view.kind) {
        case 'CloneSet':
            return cloneSetPlan(view, pods, now, options);
        case 'StatefulSet':
            return statefulSetPlan(view, pods, now, options);
        case 'DaemonSet':
            return daemonSetPlan(view, pods, now, options);
    }
}
//# sourceMappingURL=rolloutPlan.js.map