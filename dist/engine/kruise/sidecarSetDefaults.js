/**
 * What Kruise's SidecarSet mutating webhook fills in before it hashes the containers (`SetDefaultsSidecarSet` and its
 * v1beta1 twin, the same in 1.8 and 1.9): the update strategy, and per sidecar container its inject policy, upgrade
 * type, share-volume policy and the Kubernetes container defaults Kruise calls itself. Those are fewer than a Pod's:
 * no startupProbe defaults, and the pull policy follows the image's tag, so an image change to or from `:latest`
 * changes a field other than the image.
 */
import { isJsonObject } from '../kube/json.js';
import { canonicalQuantityRoundedToMilli } from '../kube/quantity.js';
import { initContainerPullPolicy } from './podDefaults.js';
/** A copy of the container with Kruise's defaults; app containers default to BeforeAppContainer, init containers to AfterAppContainer. */
export function defaultedSidecarContainer(container, injectPolicy) {
    const c = structuredClone(container);
    setIfEmpty(c, 'podInjectPolicy', injectPolicy);
    c.upgradeStrategy = withDefault(c.upgradeStrategy, 'upgradeType', 'ColdUpgrade');
    c.shareVolumePolicy = withDefault(c.shareVolumePolicy, 'type', 'disabled');
    // v1.SetDefaults_Container
    setIfEmpty(c, 'imagePullPolicy', initContainerPullPolicy(c.image));
    setIfEmpty(c, 'terminationMessagePath', '/dev/termination-log');
    setIfEmpty(c, 'terminationMessagePolicy', 'File');
    for (const port of objects(c.ports))
        setIfEmpty(port, 'protocol', 'TCP');
    for (const transfer of objects(c.transferEnv))
        fieldRefDefaults(objectAt(transfer.sourceContainerNameFrom)?.fieldRef);
    for (const env of objects(c.env))
        fieldRefDefaults(objectAt(env.valueFrom)?.fieldRef);
    const resources = objectAt(c.resources);
    if (resources !== undefined)
        for (const key of ['limits', 'requests'])
            roundToMilli(resources[key]);
    for (const key of ['livenessProbe', 'readinessProbe'])
        probeDefaults(objectAt(c[key]));
    const lifecycle = objectAt(c.lifecycle);
    for (const key of ['postStart', 'preStop'])
        httpGetDefaults(objectAt(objectAt(lifecycle?.[key])?.httpGet));
    return c;
}
/** The update strategy as the webhook stores it: RollingUpdate, maxUnavailable 1 and partition 0 when unset. */
export function defaultedSidecarSetUpdateStrategy(strategy) {
    const s = { ...(strategy ?? {}) };
    setIfEmpty(s, 'type', 'RollingUpdate');
    if (s.maxUnavailable === undefined || s.maxUnavailable === null)
        s.maxUnavailable = 1;
    if (s.partition === undefined || s.partition === null)
        s.partition = 0;
    return s;
}
function probeDefaults(probe) {
    if (probe === undefined)
        return;
    for (const [key, value] of [['timeoutSeconds', 1], ['periodSeconds', 10], ['successThreshold', 1], ['failureThreshold', 3]]) {
        if (probe[key] === undefined || probe[key] === null || probe[key] === 0)
            probe[key] = value;
    }
    httpGetDefaults(objectAt(probe.httpGet));
}
function httpGetDefaults(httpGet) {
    if (httpGet === undefined)
        return;
    setIfEmpty(httpGet, 'path', '/');
    setIfEmpty(httpGet, 'scheme', 'HTTP');
}
function fieldRefDefaults(fieldRef) {
    if (isJsonObject(fieldRef))
        setIfEmpty(fieldRef, 'apiVersion', 'v1');
}
function roundToMilli(list) {
    if (!isJsonObject(list))
        return;
    for (const [name, value] of Object.entries(list)) {
        // A quantity Go cannot read is the hash's error to report, with its field named.
        try {
            if (typeof value === 'string' || typeof value === 'number')
                list[name] = canonicalQuantityRoundedToMilli(value);
        }
        catch { /* left as written */ }
    }
}
function withDefault(value, key, fallback) {
    const obj = isJsonObject(value) ? { ...value } : {};
    setIfEmpty(obj, key, fallback);
    return obj;
}
function setIfEmpty(obj, key, value) {
    if (obj[key] === undefined || obj[key] === null || obj[key] === '')
        obj[key] = value;
}
function objectAt(value) {
    return isJsonObject(value) ? value : undefined;
}
function objects(value) {
    return Array.isArray(value) ? value.filter(isJsonObject) : [];
}
//# sourceMappingURL=sidecarSetDefaults.js.map