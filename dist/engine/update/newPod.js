import { CONDITION_IN_PLACE_READY, ENV_CONTAINER_BARRIER, LABEL_INSTANCE_ID } from '../kruise/apiNames.js';
import { ANNOTATION_LIFECYCLE_TIMESTAMP, LABEL_LIFECYCLE_STATE } from '../kruise/lifecycle.js';
import { metaTime } from '../kube/metaTime.js';
import { LABEL_REVISION, LABEL_TEMPLATE_HASH } from '../kube/pod.js';
import { shortHash } from '../workloads/revision.js';
/** The Pods a CloneSet creates (spec §0, §4.8): name `<cloneset>-<id>`, revision labels, readiness gate, PreparingNormal. */
export const ANNOTATION_LAUNCH_PRIORITY = 'apps.kruise.io/container-launch-priority';
export const ENV_CONTAINER_PRIORITY = 'KRUISE_CONTAINER_PRIORITY';
/** A Pod for `template` at revision `revisionLabel`, as the CloneSet controller creates it. */
export function newPodFromTemplate(view, template, options) {
    const meta = (template.metadata ?? {});
    // Templates and Pods are never mutated, so the Pod shares the template's nested objects.
    const templateSpec = template.spec;
    const gates = templateSpec.readinessGates ?? [];
    const spec = gates.some((g) => g.conditionType === CONDITION_IN_PLACE_READY)
        ? { ...templateSpec }
        : { ...templateSpec, readinessGates: [...gates, { conditionType: CONDITION_IN_PLACE_READY }] };
    const name = `${view.name}-${options.id}`;
    const pod = {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: {
            name,
            namespace: view.namespace,
            labels: {
                ...(meta.labels ?? {}),
                [LABEL_REVISION]: options.revisionLabel,
                [LABEL_TEMPLATE_HASH]: shortHash(options.revisionLabel),
                [LABEL_INSTANCE_ID]: options.id,
                [LABEL_LIFECYCLE_STATE]: 'PreparingNormal',
            },
            annotations: { ...(meta.annotations ?? {}), [ANNOTATION_LIFECYCLE_TIMESTAMP]: metaTime(options.now) },
            ...(view.uid
                ? { ownerReferences: [{ apiVersion: view.apiVersion, kind: view.kind, name: view.name, uid: view.uid, controller: true, blockOwnerDeletion: true }] }
                : {}),
        },
        spec,
    };
    return injectContainerLaunchPriority(pod);
}
/**
 * Kruise's Pod webhook at creation (spec §0): with `container-launch-priority: Ordered` container i gets priority −i;
 * a container with `KRUISE_CONTAINER_PRIORITY=N` gets N. Either way the barrier env reads key `p_N` of `<pod>-barrier`.
 */
export function injectContainerLaunchPriority(pod) {
    const ordered = pod.metadata.annotations?.[ANNOTATION_LAUNCH_PRIORITY] === 'Ordered' && pod.spec.containers.length > 1;
    let changed = false;
    const containers = pod.spec.containers.map((c, i) => {
        if ((c.env ?? []).some((e) => e.name === ENV_CONTAINER_BARRIER))
            return c;
        const declared = (c.env ?? []).find((e) => e.name === ENV_CONTAINER_PRIORITY)?.value;
        const priority = ordered ? -i : declared !== undefined && /^-?\d+$/.test(declared) ? Number(declared) : undefined;
        if (priority === undefined)
            return c;
        changed = true;
        const barrier = { name: ENV_CONTAINER_BARRIER, valueFrom: { configMapKeyRef: { name: `${pod.metadata.name}-barrier`, key: `p_${priority}` } } };
        return { ...c, env: [...(c.env ?? []), barrier] };
    });
    return changed ? { ...pod, spec: { ...pod.spec, containers } } : pod;
}
//# sourceMappingURL=newPod.js.map