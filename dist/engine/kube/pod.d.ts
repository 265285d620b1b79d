/**
 * A Pod as the Kubernetes API serialises it, reduced to what the in-place procedure reads. Objects handed to the
 * engine are never mutated: every engine function that changes a Pod returns a new object.
 */
export interface PodCondition {
    type: string;
    status: string;
    reason?: string;
    message?: string;
    lastTransitionTime?: string | null;
    lastProbeTime?: string | null;
}
export interface ContainerState {
    running?: {
        startedAt?: string;
    };
    waiting?: {
        reason?: string;
        message?: string;
    };
    terminated?: {
        exitCode?: number;
        reason?: string;
        message?: string;
        startedAt?: string;
        finishedAt?: string;
    };
}
export interface ContainerStatus {
    name: string;
    image: string;
    imageID: string;
    ready: boolean;
    restartCount: number;
    started?: boolean;
    containerID?: string;
    state?: ContainerState;
    lastState?: ContainerState;
    resources?: Record<string, unknown>;
}
export interface EnvVar {
    name: string;
    value?: string;
    valueFrom?: {
        fieldRef?: {
            fieldPath?: string;
            apiVersion?: string;
        };
        [key: string]: unknown;
    };
}
export interface Container {
    name: string;
    image?: string;
    env?: EnvVar[];
    resources?: {
        limits?: Record<string, string>;
        requests?: Record<string, string>;
    };
    lifecycle?: {
        preStop?: unknown;
        [key: string]: unknown;
    };
    [key: string]: unknown;
}
export interface OwnerReference {
    apiVersion: string;
    kind: string;
    name: string;
    uid: string;
    controller?: boolean;
    blockOwnerDeletion?: boolean;
}
export interface ObjectMeta {
    name: string;
    namespace?: string;
    uid?: string;
    resourceVersion?: string;
    generation?: number;
    creationTimestamp?: string | null;
    deletionTimestamp?: string;
    deletionGracePeriodSeconds?: number;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
    ownerReferences?: OwnerReference[];
    finalizers?: string[];
    [key: string]: unknown;
}
export interface PodSpec {
    containers: Container[];
    initContainers?: Container[];
    readinessGates?: {
        conditionType: string;
    }[];
    nodeName?: string;
    terminationGracePeriodSeconds?: number;
    [key: string]: unknown;
}
export interface PodStatus {
    phase?: string;
    conditions?: PodCondition[];
    containerStatuses?: ContainerStatus[];
    initContainerStatuses?: ContainerStatus[];
    startTime?: string;
    [key: string]: unknown;
}
export interface Pod {
    apiVersion?: string;
    kind?: string;
    metadata: ObjectMeta;
    spec: PodSpec;
    status?: PodStatus;
}
export declare const LABEL_REVISION = "controller-revision-hash";
export declare const LABEL_TEMPLATE_HASH = "pod-template-hash";
/** `1 Pod`, `3 Pods`: a count of Pods in a sentence. */
export declare function podCount(n: number): string;
/** `verb` for `n` Pods: the first form for one Pod (`waits`), the second for any other count (`wait`). */
export declare function podVerb(n: number, one: string, other: string): string;
export declare function podLabels(pod: Pod): Record<string, string>;
export declare function podAnnotations(pod: Pod): Record<string, string>;
export declare function getCondition(pod: Pod, type: string): PodCondition | undefined;
export declare function hasReadinessGate(pod: Pod, conditionType: string): boolean;
/** Active (spec §5.1): not Succeeded/Failed and not being deleted. */
export declare function isActive(pod: Pod): boolean;
export declare function containerStatus(pod: Pod, name: string): ContainerStatus | undefined;
/** Largest restartCount over the pod's containers (the default sort's tie-breaker, spec §5.4). */
export declare function maxRestarts(pod: Pod): number;
