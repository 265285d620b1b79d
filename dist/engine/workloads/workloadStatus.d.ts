import type { WorkloadStatus } from './workloadView.js';
/** The status the controller wrote, read leniently: it is the controller's, and a bad field is as good as absent. */
export declare function readWorkloadStatus(value: unknown): WorkloadStatus;
