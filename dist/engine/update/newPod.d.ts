import { type Pod } from '../kube/pod.js';
import type { PodTemplate } from '../kube/podTemplate.js';
import type { WorkloadView } from '../workloads/workloadView.js';
/** The Pods a CloneSet creates (spec §0, §4.8): name `<cloneset>-<id>`, revision labels, readiness gate, PreparingNormal. */
export declare const ANNOTATION_LAUNCH_PRIORITY = "apps.kruise.io/container-launch-priority";
export declare const ENV_CONTAINER_PRIORITY = "KRUISE_CONTAINER_PRIORITY";
export interface NewPodOptions {
    /** The instance id; the pod is named `<cloneset>-<id>`. */
    id: string;
    /** Value for `controller-revision-hash`. */
    revisionLabel: string;
    now: number;
}
/** A Pod for `template` at revision `revisionLabel`, as the CloneSet controller creates it. */
export declare function newPodFromTemplate(view: WorkloadView, template: PodTemplate, options: NewPodOptions): Pod;
/**
 * Kruise's Pod webhook at creation (spec §0): with `container-launch-priority: Ordered` container i gets priority −i;
 * a container with `KRUISE_CONTAINER_PRIORITY=N` gets N. Either way the barrier env reads key `p_N` of `<pod>-barrier`.
 */
export declare function injectContainerLaunchPriority(pod: Pod): Pod;
