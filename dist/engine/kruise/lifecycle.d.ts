import { Pod } from '../kube/pod.js';
export interface LifecycleHook {
    labelsHandler?: Record<string, string>;
    finalizersHandler?: string[];
    markPodNotReady?: boolean;
}
export interface Lifecycle {
    preDelete?: LifecycleHook;
    inPlaceUpdate?: LifecycleHook;
    preNormal?: LifecycleHook;
}
export declare const LABEL_LIFECYCLE_STATE = "lifecycle.apps.kruise.io/state";
export declare const ANNOTATION_LIFECYCLE_TIMESTAMP = "lifecycle.apps.kruise.io/timestamp";
export type LifecycleState = '' | 'PreparingNormal' | 'Normal' | 'PreparingUpdate' | 'Updating' | 'Updated' | 'PreparingDelete';
export declare function lifecycleState(pod: Pod): LifecycleState;
/** Lifecycle hook matching (spec §1.1): hooked = any finalizer or label matches; all-hooked = all of them. */
export declare function isHooked(pod: Pod, hook: LifecycleHook | undefined): boolean;
export declare function isAllHooked(pod: Pod, hook: LifecycleHook | undefined): boolean;
