/**
 * What Kruise's Pod webhook writes into a Pod it creates when a SidecarSet matches it (pkg/webhook/pod/mutating
 * sidecarset.go, buildSidecars and mergeSidecarContainers, v1.8.3 and v1.9.1): the sidecar containers (spec.containers
 * BeforeAppContainer in front of the Pod's own, AfterAppContainer behind), the native sidecar init containers, the
 * `IS_INJECTED=true` env on each, and three annotations: `kruise.io/sidecarset-injected-list` (the SidecarSet names,
 * sorted, comma-separated), `kruise.io/sidecarset-hash` and `kruise.io/sidecarset-hash-without-image` (JSON by SidecarSet
 * name: SidecarSetUpgradeSpec). Not modelled: HotUpgrade containers (`<name>-1`/`<name>-2`), transferEnv, shared volume
 * mounts and volumes, resourcesPolicy, patchPodMetadata: none of them changes what the controller compares.
 */
import { GuardError } from '../../errors.js';
import { metaTime } from '../kube/metaTime.js';
import { SIDECARSET_HASH_ANNOTATION, SIDECARSET_HASH_WITHOUT_IMAGE_ANNOTATION, SIDECARSET_INJECTED_LIST_ANNOTATION, } from '../workloads/sidecarSet.js';
/** `sidecarcontrol.SidecarEnvKey`: the env Kruise's Pod webhook adds to every sidecar it injects. */
export const SIDECAR_ENV_KEY = 'IS_INJECTED';
/** The SidecarContainer fields that are Kruise's, not the Pod container's (the webhook injects `sidecar.Container`). */
const SIDECAR_ONLY_FIELDS = ['podInjectPolicy', 'upgradeStrategy', 'shareVolumePolicy', 'shareVolumeDevicePolicy', 'transferEnv', 'resourcesPolicy'];
/** The Pod `pod` becomes when Kruise's Pod webhook injects `view` at its creation, at `now`. */
export function injectSidecarSet(view, pod, now) {
    const hot = view.containers.find((c) => c.upgradeType === 'HotUpgrade');
    if (hot !== undefined) {
        // A caller refuses such a SidecarSet first, in its own words; this only guards against a wrong Pod.
        throw new GuardError('IPG_ERR_ENGINE', `sidecar container "${hot.name}" (${hot.path}) uses upgradeStrategy HotUpgrade, whose injection (${hot.name}-1 and ${hot.name}-2) is not modelled`);
    }
    const before = view.containers.filter((c) => c.defaulted.podInjectPolicy === 'BeforeAppContainer').map(injectedContainer);
    const after = view.containers.filter((c) => c.defaulted.podInjectPolicy !== 'BeforeAppContainer').map(injectedContainer);
    const initContainers = view.initContainers.map(injectedContainer);
    const sidecarList = sidecarListOf(view);
    const record = (hash) => JSON.stringify({ [view.name]: { updateTimestamp: metaTime(now), hash, sidecarSetName: view.name, sidecarList } });
    const injected = (pod.metadata.annotations?.[SIDECARSET_INJECTED_LIST_ANNOTATION] ?? '').split(',').filter(Boolean);
    return {
        ...pod,
        metadata: {
            ...pod.metadata,
            annotations: {
                ...pod.metadata.annotations,
                [SIDECARSET_HASH_ANNOTATION]: record(view.hashes.hash),
                [SIDECARSET_HASH_WITHOUT_IMAGE_ANNOTATION]: record(view.hashes.withoutImage),
                [SIDECARSET_INJECTED_LIST_ANNOTATION]: [...new Set([...injected, view.name])].sort().join(','),
            },
        },
        spec: {
            ...pod.spec,
            ...(initContainers.length > 0 ? { initContainers: [...(pod.spec.initContainers ?? []), ...initContainers] } : {}),
            containers: [...before, ...pod.spec.containers, ...after],
        },
    };
}
/**
 * `listSidecarNameInSidecarSet`: the native sidecar init containers and every container, sorted (sets.String.List);
 * the `sidecarList` both the webhook and the controller record.
 */
export function sidecarListOf(view) {
    return [...new Set([...view.initContainers.filter((c) => c.nativeSidecar).map((c) => c.name), ...view.containers.map((c) => c.name)])].sort();
}
function injectedContainer(sidecar) {
    const container = structuredClone(sidecar.defaulted);
    for (const field of SIDECAR_ONLY_FIELDS)
        delete container[field];
    const env = Array.isArray(container.env) ? container.env : [];
    container.env = [...env, { name: SIDECAR_ENV_KEY, value: 'true' }];
    return container;
}
//# sourceMappingURL=sidecarSetInjection.js.map