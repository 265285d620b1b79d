import { layout as v0_30_10 } from './podLayout.v0.30.10.js';
import { layout as v0_32_10 } from './podLayout.v0.32.10.js';
import { kruiseRelease } from './releases.js';
export const SIDECAR_CONTAINER = 'kruise.SidecarContainer';
const POD_LAYOUTS = { [v0_30_10.kubernetesApi]: v0_30_10, [v0_32_10.kubernetesApi]: v0_32_10 };
const struct = (fields) => ({ kind: 'struct', fields });
const KRUISE_TYPES = {
    'kruise.SidecarContainerUpgradeStrategy': struct([
        ['UpgradeType', 'upgradeType', 'string', 'omitempty'],
        ['HotUpgradeEmptyImage', 'hotUpgradeEmptyImage', 'string', 'omitempty'],
    ]),
    'kruise.ShareVolumePolicy': struct([['Type', 'type', 'string', 'omitempty']]),
    '*kruise.ShareVolumePolicy': { kind: 'ptr', elem: 'kruise.ShareVolumePolicy' },
    'kruise.TransferEnvVar': struct([
        ['SourceContainerName', 'sourceContainerName', 'string', 'omitempty'],
        ['SourceContainerNameFrom', 'sourceContainerNameFrom', '*kruise.SourceContainerNameSource', 'omitempty'],
        ['EnvName', 'envName', 'string', 'omitempty'],
        ['EnvNames', 'envNames', '[]string', 'omitempty'],
    ]),
    '[]kruise.TransferEnvVar': { kind: 'slice', elem: 'kruise.TransferEnvVar' },
    'kruise.SourceContainerNameSource': struct([['FieldRef', 'fieldRef', '*v1.ObjectFieldSelector', 'omitempty']]),
    '*kruise.SourceContainerNameSource': { kind: 'ptr', elem: 'kruise.SourceContainerNameSource' },
    'kruise.ResourcesPolicy': struct([
        ['TargetContainersMode', 'targetContainersMode', 'string', ''],
        ['TargetContainersNameRegex', 'targetContainersNameRegex', 'string', 'omitempty'],
        ['ResourcesExpr', 'resourcesExpr', 'kruise.ResourcesExpr', ''],
    ]),
    '*kruise.ResourcesPolicy': { kind: 'ptr', elem: 'kruise.ResourcesPolicy' },
    'kruise.ResourcesExpr': struct([
        ['Limits', 'limits', '*kruise.ResourceExpr', 'omitempty'],
        ['Requests', 'requests', '*kruise.ResourceExpr', 'omitempty'],
    ]),
    'kruise.ResourceExpr': struct([['CPU', 'cpu', 'string', 'omitempty'], ['Memory', 'memory', 'string', 'omitempty']]),
    '*kruise.ResourceExpr': { kind: 'ptr', elem: 'kruise.ResourceExpr' },
    '[]kruise.SidecarContainer': { kind: 'slice', elem: SIDECAR_CONTAINER },
    '*v1.ObjectFieldSelector': { kind: 'ptr', elem: 'v1.ObjectFieldSelector' },
};
const SIDECAR_FIELDS_1_8 = [
    ['Container', ',inline', 'v1.Container', ''],
    ['PodInjectPolicy', 'podInjectPolicy', 'string', 'omitempty'],
    ['UpgradeStrategy', 'upgradeStrategy', 'kruise.SidecarContainerUpgradeStrategy', 'omitempty'],
    ['ShareVolumePolicy', 'shareVolumePolicy', 'kruise.ShareVolumePolicy', 'omitempty'],
    ['TransferEnv', 'transferEnv', '[]kruise.TransferEnvVar', 'omitempty'],
];
const SIDECAR_FIELDS_1_9 = [
    ...SIDECAR_FIELDS_1_8.slice(0, 4),
    ['ShareVolumeDevicePolicy', 'shareVolumeDevicePolicy', '*kruise.ShareVolumePolicy', 'omitempty'],
    SIDECAR_FIELDS_1_8[4],
    ['ResourcesPolicy', 'resourcesPolicy', '*kruise.ResourcesPolicy', 'omitempty'],
];
/** The JSON fields of a SidecarContainer that are Kruise's own (not the embedded Container's), in this release. */
export function sidecarOwnFields(release) {
    return sidecarFields(release).slice(1).map((field) => field[1]);
}
function sidecarFields(release) {
    return release === '1.8' ? SIDECAR_FIELDS_1_8 : SIDECAR_FIELDS_1_9;
}
const cache = new Map();
/** The release's pod layout with `kruise.SidecarContainer` (and `[]kruise.SidecarContainer`) added. */
export function sidecarContainerLayout(release) {
    const facts = kruiseRelease(release);
    let layout = cache.get(facts.release);
    if (layout === undefined) {
        const pod = POD_LAYOUTS[facts.kubernetesApi];
        // releases.ts and the generated layouts are committed together; a missing one is a build mistake, not input.
        if (pod === undefined)
            throw new Error(`no generated pod layout for k8s.io/api ${facts.kubernetesApi}`);
        layout = { ...pod, root: SIDECAR_CONTAINER, types: { ...pod.types, ...KRUISE_TYPES, [SIDECAR_CONTAINER]: struct(sidecarFields(facts.release)) } };
        cache.set(facts.release, layout);
    }
    return layout;
}
//# sourceMappingURL=sidecarContainerLayout.js.map