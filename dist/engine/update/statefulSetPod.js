import { ANNOTATION_LIFECYCLE_TIMESTAMP, LABEL_LIFECYCLE_STATE, isAllHooked } from '../kruise/lifecycle.js';
import { metaTime } from '../kube/metaTime.js';
import { LABEL_REVISION } from '../kube/pod.js';
/**
 * The Pods an Advanced StatefulSet creates (`newVersionedStatefulSetPod`, `newStatefulSetPod`, `initIdentity`,
 * `updateStorage` in stateful_set_utils.go, and the lifecycle state `processReplica` sets before creating it; Kruise
 * v1.9.1 and v1.8.3): named `<set>-<ordinal>`, labelled with the revision's full name, the Pod name and its ordinal
 * (PodIndexLabel, on by default), hostname and subdomain from the name and `spec.serviceName`, one volume per claim
 * template bound to claim `<template>-<set>-<ordinal>`, and lifecycle state Normal (PreparingNormal while a preNormal
 * hook is not yet on it). No InPlaceUpdateReady readiness gate is added: Kruise's webhook requires the template to
 * declare it for in-place updates.
 */
export const LABEL_STATEFULSET_POD_NAME = 'statefulset.kubernetes.io/pod-name';
export const LABEL_POD_INDEX = 'apps.kubernetes.io/pod-index';
export function newStatefulSetPod(view, template, options) {
    const meta = (template.metadata ?? {});
    const name = `${view.name}-${options.ordinal}`;
    const templateSpec = template.spec;
    const serviceName = typeof view.raw.spec === 'object' && view.raw.spec !== null ? view.raw.spec.serviceName : undefined;
    const claims = claimVolumes(view, options.ordinal);
    const claimed = new Set(claims.map((v) => v.name));
    const volumes = [...claims, ...(templateSpec.volumes ?? []).filter((v) => !claimed.has(v.name))];
    const pod = {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: {
            name,
            namespace: view.namespace,
            labels: { ...(meta.labels ?? {}), [LABEL_STATEFULSET_POD_NAME]: name, [LABEL_POD_INDEX]: String(options.ordinal), [LABEL_REVISION]: options.revision },
            annotations: { ...(meta.annotations ?? {}) },
            ...(view.uid
                ? { ownerReferences: [{ apiVersion: view.apiVersion, kind: view.kind, name: view.name, uid: view.uid, controller: true, blockOwnerDeletion: true }] }
                : {}),
        },
        spec: {
            ...templateSpec,
            hostname: name,
            ...(typeof serviceName === 'string' && serviceName !== '' ? { subdomain: serviceName } : {}),
            ...(volumes.length > 0 ? { volumes } : {}),
        },
    };
    const preNormal = view.lifecycle?.preNormal;
    const state = preNormal && !isAllHooked(pod, preNormal) ? 'PreparingNormal' : 'Normal';
    pod.metadata.labels[LABEL_LIFECYCLE_STATE] = state;
    pod.metadata.annotations[ANNOTATION_LIFECYCLE_TIMESTAMP] = metaTime(options.now);
    return pod;
}
/** `updateStorage`: a PersistentVolumeClaim volume per claim template, claim `<template>-<set>-<ordinal>`. */
function claimVolumes(view, ordinal) {
    const out = [];
    for (const claim of view.volumeClaimTemplates) {
        const claimName = claim.metadata?.name;
        if (typeof claimName !== 'string' || claimName === '')
            continue;
        out.push({ name: claimName, persistentVolumeClaim: { claimName: `${claimName}-${view.name}-${ordinal}` } });
    }
    return out;
}
//# sourceMappingURL=statefulSetPod.js.map