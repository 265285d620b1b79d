/**
 * What Kruise's SidecarSet controller writes to a running Pod (sidecarset_processor.go, v1.8.3 and v1.9.1):
 *
 * - on a Pod it upgrades, `updatePodSidecarContainer`: each cold-upgrade sidecar container whose image differs gets the
 *   SidecarSet's image (`UpgradeSidecarContainer`: only the image), `UpdatePodSidecarSetHash` rewrites this
 *   SidecarSet's entry of `kruise.io/sidecarset-hash` (the hash-without-image annotation stays as injected), and
 *   `UpdatePodAnnotationsInUpgrade` records each changed container's running image ID in
 *   `kruise.io/sidecarset-inplace-update-state` (how IsPodStateConsistent later tells the upgrade is done);
 * - on a Pod it cannot upgrade, `updatePodSidecarSetUpgradableCondition`: condition SidecarSetUpgradable=False,
 *   reason UpdateImmutableField, its message a JSON object of SidecarSet name → upgradable.
 */
import { GuardError } from '../../errors.js';
import { metaTime } from '../kube/metaTime.js';
import { SIDECARSET_HASH_ANNOTATION } from '../workloads/sidecarSet.js';
import { sidecarListOf } from './sidecarSetInjection.js';
export const SIDECARSET_INPLACE_UPDATE_STATE_ANNOTATION = 'kruise.io/sidecarset-inplace-update-state';
export const SIDECARSET_UPGRADABLE_CONDITION = 'SidecarSetUpgradable';
/** The Pod as the controller writes it when it upgrades its sidecars to `view`'s at `now`. */
export function upgradePodSidecars(view, pod, now) {
    const hot = view.containers.find((c) => c.upgradeType === 'HotUpgrade');
    if (hot !== undefined)
        throw new GuardError('IPG_ERR_ENGINE', `sidecar container "${hot.name}" (${hot.path}) uses upgradeStrategy HotUpgrade, whose upgrade is not modelled`);
    const images = new Map(view.containers.map((c) => [c.name, c.image]));
    const changed = [];
    const containers = pod.spec.containers.map((c) => {
        const image = images.get(c.name);
        if (image === undefined || image === c.image)
            return c;
        changed.push(c.name);
        return { ...c, image };
    });
    const annotations = { ...pod.metadata.annotations };
    annotations[SIDECARSET_HASH_ANNOTATION] = JSON.stringify({ ...hashEntries(annotations[SIDECARSET_HASH_ANNOTATION]), [view.name]: upgradeSpec(view, now) });
    annotations[SIDECARSET_INPLACE_UPDATE_STATE_ANNOTATION] = updateState(view, pod, annotations[SIDECARSET_INPLACE_UPDATE_STATE_ANNOTATION], changed, now);
    return { pod: { ...pod, metadata: { ...pod.metadata, annotations }, spec: { ...pod.spec, containers } }, changed };
}
/** The Pod's status with condition SidecarSetUpgradable=False for `view` (unchanged, and undefined, when it already says so). */
export function notUpgradableStatus(view, pod, now) {
    const conditions = pod.status?.conditions ?? [];
    const old = conditions.find((c) => c.type === SIDECARSET_UPGRADABLE_CONDITION);
    let kv = {};
    try {
        if (old?.message)
            kv = JSON.parse(old.message);
    }
    catch {
        return undefined;
    }
    kv[view.name] = false;
    const next = {
        type: SIDECARSET_UPGRADABLE_CONDITION, status: 'False', reason: 'UpdateImmutableField', message: JSON.stringify(sortedKeys(kv)),
        lastTransitionTime: old?.status === 'False' ? old.lastTransitionTime ?? metaTime(now) : metaTime(now),
    };
    if (old !== undefined && old.status === next.status && old.reason === next.reason && old.message === next.message)
        return undefined;
    return { ...pod.status, conditions: old === undefined ? [...conditions, next] : conditions.map((c) => (c === old ? next : c)) };
}
/** Go's json.Marshal of a map sorts its keys. */
function sortedKeys(obj) {
    return Object.fromEntries(Object.entries(obj).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
function upgradeSpec(view, now) {
    return { updateTimestamp: metaTime(now), hash: view.hashes.hash, sidecarSetName: view.name, sidecarList: sidecarListOf(view) };
}
function hashEntries(text) {
    if (!text)
        return {};
    try {
        const parsed = JSON.parse(text);
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : {};
    }
    catch {
        return {};
    }
}
/** UpdatePodAnnotationsInUpgrade: this SidecarSet's state kept if there is one, each changed container's image ID added. */
function updateState(view, pod, text, changed, now) {
    const states = hashEntries(text);
    const state = states[view.name] ?? { revision: view.hashes.hash, updateTimestamp: metaTime(now), lastContainerStatuses: {} };
    const imageIds = new Map((pod.status?.containerStatuses ?? []).map((s) => [s.name, s.imageID ?? '']));
    const last = { ...state.lastContainerStatuses };
    for (const name of changed)
        last[name] = { imageID: imageIds.get(name) ?? '' };
    return JSON.stringify(sortedKeys({ ...states, [view.name]: { ...state, lastContainerStatuses: sortedKeys(last) } }));
}
//# sourceMappingURL=sidecarSetUpgrade.js.map