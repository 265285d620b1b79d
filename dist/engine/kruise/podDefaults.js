/**
 * The one table of what OpenKruise's mutating webhook fills into a CloneSet's pod template (Kubernetes' SetDefaults_*
 * as Kruise calls them) and how Go encodes the template's fields (maps, omitempty; the quantity fields are named in
 * kube/quantity.ts). templateDefaults.ts reads it, one object at a time, for the template diff and for the defaulted template that
 * revisions and new Pods are made from.
 */
import { isJsonObject } from '../kube/json.js';
// --- Go encoding of the template's fields, by JSON key ---
/** Fields whose Go type is a map: their values are kept even when empty strings, the map itself is omitempty. */
export const MAP_FIELDS = new Set([
    'labels', 'annotations', 'nodeSelector', 'limits', 'requests', 'overhead', 'volumeAttributes', 'options',
    'matchLabels', 'attributes',
]);
/** Plain (non-pointer) omitempty bools: false is the same as absent. */
export const OMIT_FALSE_FIELDS = new Set(['hostNetwork', 'hostPID', 'hostIPC', 'stdin', 'stdinOnce', 'tty', 'readOnly']);
/** Plain omitempty ints (hostPort, the Probe int32s, the disk `partition` of GCE PD / AWS EBS volumes): 0 is absent. */
export const OMIT_ZERO_FIELDS = new Set([
    'hostPort', 'initialDelaySeconds', 'timeoutSeconds', 'periodSeconds', 'successThreshold', 'failureThreshold', 'partition',
]);
/** The members of v1.VolumeSource: a volume with none of them set gets an emptyDir. */
export const VOLUME_SOURCES = new Set([
    'hostPath', 'emptyDir', 'gcePersistentDisk', 'awsElasticBlockStore', 'gitRepo', 'secret', 'nfs', 'iscsi', 'glusterfs',
    'persistentVolumeClaim', 'rbd', 'flexVolume', 'cinder', 'cephfs', 'flocker', 'downwardAPI', 'fc', 'azureFile',
    'configMap', 'vsphereVolume', 'quobyte', 'azureDisk', 'photonPersistentDisk', 'projected', 'portworxVolume',
    'scaleIO', 'storageos', 'csi', 'ephemeral', 'image',
]);
export function defaultApplies(rule, obj, value) {
    switch (rule.when) {
        case 'empty': return value === undefined || value === null || value === '';
        case 'zero': return value === undefined || value === null || value === 0;
        case 'absent': return value === undefined || value === null;
        case 'no-volume-source': return !hasVolumeSource(obj);
        case 'not-object':
        case 'not-object-at-end':
            return !isJsonObject(value);
    }
}
/** True when whether `rule` applies reads the object's other fields (not only the field itself). */
export function conditionReadsOtherFields(rule) {
    return rule.when === 'no-volume-source';
}
/** SetDefaults_Container's pull policy for an init container: Always for `latest` or no tag, else IfNotPresent. */
export function initContainerPullPolicy(image) {
    if (typeof image !== 'string')
        return 'IfNotPresent';
    const lastSegment = image.slice(image.lastIndexOf('/') + 1);
    if (image.includes('@'))
        return 'IfNotPresent';
    const colon = lastSegment.lastIndexOf(':');
    const tag = colon < 0 ? '' : lastSegment.slice(colon + 1);
    return tag === '' || tag === 'latest' ? 'Always' : 'IfNotPresent';
}
function hasVolumeSource(volume) {
    for (const key in volume)
        if (VOLUME_SOURCES.has(key) && isJsonObject(volume[key]))
            return true;
    return false;
}
function place(parts) {
    return { defaults: parts.defaults ?? [], objects: parts.objects ?? {}, items: parts.items ?? {}, roundedToMilli: parts.roundedToMilli ?? [] };
}
const constant = (value) => () => value;
const newObject = () => ({});
const FIELD_REF = place({ defaults: [{ key: 'apiVersion', when: 'empty', value: constant('v1') }] });
const HTTP_GET = place({
    defaults: [
        { key: 'path', when: 'empty', value: constant('/') },
        { key: 'scheme', when: 'empty', value: constant('HTTP') },
    ],
});
/** k8s SetDefaults_Probe: plain int32s, so 0 means unset and gets the default too. */
const PROBE = place({
    defaults: [
        { key: 'timeoutSeconds', when: 'zero', value: constant(1) },
        { key: 'periodSeconds', when: 'zero', value: constant(10) },
        { key: 'successThreshold', when: 'zero', value: constant(1) },
        { key: 'failureThreshold', when: 'zero', value: constant(3) },
    ],
    objects: { httpGet: HTTP_GET },
});
const HANDLER = place({ objects: { httpGet: HTTP_GET } });
const RESOURCES_DEFAULT = { key: 'resources', when: 'not-object', value: newObject };
// hostNetwork host ports are NOT defaulted: Kubernetes 1.32 only does it in Pods, and Kruise's
// DefaultHostNetworkHostPortsInPodTemplates gate that would do it in templates is off by default.
function container(pullPolicy) {
    return place({
        defaults: [
            { key: 'terminationMessagePath', when: 'empty', value: constant('/dev/termination-log') },
            { key: 'terminationMessagePolicy', when: 'empty', value: constant('File') },
            { key: 'imagePullPolicy', when: 'empty', value: pullPolicy, dependent: true },
            RESOURCES_DEFAULT,
        ],
        items: {
            ports: place({ defaults: [{ key: 'protocol', when: 'empty', value: constant('TCP') }] }),
            env: place({ objects: { valueFrom: place({ objects: { fieldRef: FIELD_REF } }) } }),
        },
        objects: {
            livenessProbe: PROBE,
            readinessProbe: PROBE,
            startupProbe: PROBE,
            resources: place({ roundedToMilli: ['limits', 'requests'] }),
            lifecycle: place({ objects: { postStart: HANDLER, preStop: HANDLER } }),
        },
    });
}
const DEFAULT_MODE = { key: 'defaultMode', when: 'absent', value: constant(420) };
const FIELD_REF_ITEM = place({ objects: { fieldRef: FIELD_REF } });
const MODE_SOURCE = place({ defaults: [DEFAULT_MODE] });
const VOLUME = place({
    defaults: [{ key: 'emptyDir', when: 'no-volume-source', value: newObject, dependent: true }],
    objects: {
        secret: MODE_SOURCE,
        configMap: MODE_SOURCE,
        downwardAPI: place({ defaults: [DEFAULT_MODE], items: { items: FIELD_REF_ITEM } }),
        projected: place({
            defaults: [DEFAULT_MODE],
            items: {
                sources: place({
                    objects: {
                        downwardAPI: place({ items: { items: FIELD_REF_ITEM } }),
                        serviceAccountToken: place({ defaults: [{ key: 'expirationSeconds', when: 'absent', value: constant(3600) }] }),
                    },
                }),
            },
        }),
    },
});
/** The pod spec with Kruise's defaults; app containers get Always on purpose, so an image change never flips the policy. */
export const POD_SPEC = place({
    defaults: [
        { key: 'dnsPolicy', when: 'empty', value: constant('ClusterFirst') },
        { key: 'restartPolicy', when: 'empty', value: constant('Always') },
        { key: 'terminationGracePeriodSeconds', when: 'absent', value: constant(30) },
        { key: 'schedulerName', when: 'empty', value: constant('default-scheduler') },
        { key: 'securityContext', when: 'not-object', value: newObject },
    ],
    items: {
        containers: container(constant('Always')),
        initContainers: container((c) => initContainerPullPolicy(c.image)),
        volumes: VOLUME,
    },
    roundedToMilli: ['overhead'],
});
/** The pod spec under TemplateNoDefaults: Kruise fills in nothing, and Go's encoding still gives every container resources. */
const BARE_CONTAINER = place({ defaults: [RESOURCES_DEFAULT] });
export const POD_SPEC_WITHOUT_DEFAULTS = place({ items: { containers: BARE_CONTAINER, initContainers: BARE_CONTAINER } });
/** The template's spec and metadata are non-pointer structs: Go always encodes them. */
const SPEC_DEFAULT = { key: 'spec', when: 'not-object', value: newObject };
const METADATA_DEFAULT = { key: 'metadata', when: 'not-object-at-end', value: newObject };
/** The pod template (metadata and spec), with and without Kruise's defaults. */
export const TEMPLATE = place({ defaults: [SPEC_DEFAULT, METADATA_DEFAULT], objects: { spec: POD_SPEC } });
export const TEMPLATE_WITHOUT_DEFAULTS = place({ defaults: [SPEC_DEFAULT, METADATA_DEFAULT], objects: { spec: POD_SPEC_WITHOUT_DEFAULTS } });
//# sourceMappingURL=podDefaults.js.map