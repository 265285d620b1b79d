import type { WorkloadView } from '../workloads/workloadView.js';
/**
 * How a workload's controller recreates a Pod it cannot update in place: the CloneSet controller labels it
 * `apps.kruise.io/specified-delete` and its scale phase deletes it and creates the replacement under a new name
 * (cloneset_update.go); the Advanced StatefulSet controller deletes it (`deletePod` in `rollingUpdateStatefulsetPods`)
 * and creates it again, same name, once it is gone; the Advanced DaemonSet controller deletes it too
 * (`syncNodes`). Kruise v1.9.1 and v1.8.3.
 */
export type RecreatePath = 'specified-delete' | 'delete';
export declare function recreatePath(view: Pick<WorkloadView, 'kind'>): RecreatePath;
