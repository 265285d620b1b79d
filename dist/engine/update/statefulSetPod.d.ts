import { type Pod } from '../kube/pod.js';
import type { PodTemplate } from '../kube/podTemplate.js';
import type { StatefulSetView } from '../workloads/statefulSet.js';
/**
 * The Pods an Advanced StatefulSet creates (`newVersionedStatefulSetPod`, `newStatefulSetPod`, `initIdentity`,
 * `updateStorage` in stateful_set_utils.go, and the lifecycle state `processReplica` sets before creating it; Kruise
 * v1.9.1 and v1.8.3): named `<set>-<ordinal>`, labelled with the revision's full name, the Pod name and its ordinal
 * (PodIndexLabel, on by default), hostname and subdomain from the name and `spec.serviceName`, one volume per claim
 * template bound to claim `<template>-<set>-<ordinal>`, and lifecycle state Normal (PreparingNormal while a preNormal
 * hook is not yet on it). No InPlaceUpdateReady readiness gate is added: Kruise's webhook requires the template to
 * declare it for in-place updates.
 */
export declare const LABEL_STATEFULSET_POD_NAME = "statefulset.kubernetes.io/pod-name";
export declare const LABEL_POD_INDEX = "apps.kubernetes.io/pod-index";
export interface StatefulSetPodOptions {
    ordinal: number;
    /** The revision's name: the Pod's `controller-revision-hash`. */
    revision: string;
    now: number;
}
export declare function newStatefulSetPod(view: StatefulSetView, template: PodTemplate, options: StatefulSetPodOptions): Pod;
