/**
 * A SidecarSet (apps.kruise.io, cluster-scoped; v1alpha1 in every release, v1beta1 the storage version from Kruise
 * 1.9) read into what its controller and Kruise's Pod webhook act on. It is not a workload with a pod template: its
 * sidecar containers are injected into Pods when they are created, and the SidecarSet controller changes running Pods
 * only by swapping sidecar images in place. Which Pods it may touch is decided by two hashes its mutating webhook
 * writes (sidecarSetHash.ts).
 */
import { GuardError } from '../../errors.js';
import { defaultedSidecarContainer, defaultedSidecarSetUpdateStrategy } from '../kruise/sidecarSetDefaults.js';
import { typeError, optionalBoolean, optionalObject, optionalObjectArray, optionalString, requireObject } from './fieldReaders.js';
import { isKruiseKind, kruiseWorkloadVersion } from './kruiseObject.js';
import { readObjectMeta } from './objectMeta.js';
import { sidecarSetHashes } from './sidecarSetHash.js';
export const SIDECARSET_HASH_ANNOTATION = 'kruise.io/sidecarset-hash';
export const SIDECARSET_HASH_WITHOUT_IMAGE_ANNOTATION = 'kruise.io/sidecarset-hash-without-image';
export const SIDECARSET_INJECTED_LIST_ANNOTATION = 'kruise.io/sidecarset-injected-list';
/** Reads a SidecarSet at the version it is written in; a GuardError with the bad field's path for anything Kruise cannot read. */
export function readSidecarSet(input, release) {
    const obj = requireObject(input, '<SidecarSet>');
    const apiVersion = sidecarSetVersion(obj, release);
    const meta = readObjectMeta(obj);
    const spec = optionalObject(obj.spec, 'spec') ?? {};
    const containers = readContainers(spec.containers, 'spec.containers', 'BeforeAppContainer');
    const initContainers = readContainers(spec.initContainers, 'spec.initContainers', 'AfterAppContainer');
    return {
        kind: 'SidecarSet',
        apiVersion,
        release,
        name: meta.name,
        selector: optionalObject(spec.selector, 'spec.selector'),
        namespace: apiVersion === 'v1alpha1' ? optionalString(spec.namespace, 'spec.namespace') || undefined : undefined,
        namespaceSelector: optionalObject(spec.namespaceSelector, 'spec.namespaceSelector'),
        containers,
        initContainers,
        updateStrategy: readUpdateStrategy(optionalObject(spec.updateStrategy, 'spec.updateStrategy')),
        volumeNames: optionalObjectArray(spec.volumes, 'spec.volumes').map((v, i) => optionalString(v.name, `spec.volumes[${i}].name`) ?? ''),
        hashes: sidecarSetHashes(written(spec.containers, containers), written(spec.initContainers, initContainers), release),
    };
}
/** The defaulted containers, or undefined where the list was not written (Go's nil slice). */
function written(raw, containers) {
    return Array.isArray(raw) ? containers.map((c) => c.defaulted) : undefined;
}
function sidecarSetVersion(obj, release) {
    const version = kruiseWorkloadVersion(obj, 'SidecarSet', 'IPG_ERR_NOT_WORKLOAD');
    if (version === 'v1beta1' && release === '1.8') {
        throw new GuardError('IPG_ERR_VERSION_NOT_SERVED', 'OpenKruise 1.8 serves SidecarSets at apps.kruise.io/v1alpha1 only; write apiVersion apps.kruise.io/v1alpha1', 'apiVersion');
    }
    return version;
}
function readContainers(value, path, injectPolicy) {
    return optionalObjectArray(value, path).map((raw, i) => {
        const name = optionalString(raw.name, `${path}[${i}].name`) ?? '';
        const at = `${path}[${name || i}]`;
        const upgrade = optionalObject(raw.upgradeStrategy, `${at}.upgradeStrategy`) ?? {};
        optionalObject(raw.shareVolumePolicy, `${at}.shareVolumePolicy`);
        const defaulted = defaultedSidecarContainer(raw, injectPolicy);
        return {
            name,
            image: optionalString(raw.image, `${at}.image`) ?? '',
            path: at,
            upgradeType: optionalString(upgrade.upgradeType, `${at}.upgradeStrategy.upgradeType`) || 'ColdUpgrade',
            hotUpgradeEmptyImage: optionalString(upgrade.hotUpgradeEmptyImage, `${at}.upgradeStrategy.hotUpgradeEmptyImage`),
            nativeSidecar: optionalString(raw.restartPolicy, `${at}.restartPolicy`) === 'Always',
            defaulted,
        };
    });
}
function readUpdateStrategy(raw) {
    const s = defaultedSidecarSetUpdateStrategy(raw);
    const path = 'spec.updateStrategy';
    const partition = intOrString(s.partition, `${path}.partition`) ?? 0;
    const scatter = s.scatterStrategy === undefined || s.scatterStrategy === null ? undefined : optionalObjectArray(s.scatterStrategy, `${path}.scatterStrategy`);
    return {
        type: optionalString(s.type, `${path}.type`) ?? 'RollingUpdate',
        paused: optionalBoolean(s.paused, `${path}.paused`) ?? false,
        selector: optionalObject(s.selector, `${path}.selector`),
        partition,
        maxUnavailable: intOrString(s.maxUnavailable, `${path}.maxUnavailable`) ?? 1,
        partitionSet: typeof partition === 'string' || partition !== 0,
        priorityStrategy: optionalObject(s.priorityStrategy, `${path}.priorityStrategy`),
        scatterStrategy: scatter,
    };
}
/** True for an object that says it is an apps.kruise.io SidecarSet (any version). */
export function isSidecarSet(obj) {
    return isKruiseKind(obj, 'SidecarSet');
}
/** An int-or-string as Go decodes it; whether Kruise accepts the value is its webhook's rule (sidecarSetRefusals). */
function intOrString(value, path) {
    if (value === undefined || value === null)
        return undefined;
    if (typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value)))
        return value;
    return typeError(path, 'an integer or a string', value);
}
//# sourceMappingURL=sidecarSet.js.map