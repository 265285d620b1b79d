/**
 * The Go layout of Kruise's `SidecarContainer` (apps.kruise.io SidecarSet, v1alpha1 and v1beta1 alike) on top of the
 * release's generated pod layout: `corev1.Container` embedded, then Kruise's own fields. Kruise 1.9 added
 * `shareVolumeDevicePolicy` and `resourcesPolicy`; 1.8's Go type does not have them, so its decoder drops them and its
 * hash never sees them.
 */
import type { GoLayout, GoLayoutType } from './goLayout.js'
import { extendedPodLayout } from './podLayout.js'
import type { KruiseRelease } from './releases.js'

export const SIDECAR_CONTAINER = 'kruise.SidecarContainer'

const struct = (fields: string[][]): GoLayoutType => ({ kind: 'struct', fields })

const KRUISE_TYPES: Readonly<Record<string, GoLayoutType>> = {
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
}

const SIDECAR_FIELDS_1_8 = [
  ['Container', ',inline', 'v1.Container', ''],
  ['PodInjectPolicy', 'podInjectPolicy', 'string', 'omitempty'],
  ['UpgradeStrategy', 'upgradeStrategy', 'kruise.SidecarContainerUpgradeStrategy', 'omitempty'],
  ['ShareVolumePolicy', 'shareVolumePolicy', 'kruise.ShareVolumePolicy', 'omitempty'],
  ['TransferEnv', 'transferEnv', '[]kruise.TransferEnvVar', 'omitempty'],
]

const SIDECAR_FIELDS_1_9 = [
  ...SIDECAR_FIELDS_1_8.slice(0, 4),
  ['ShareVolumeDevicePolicy', 'shareVolumeDevicePolicy', '*kruise.ShareVolumePolicy', 'omitempty'],
  SIDECAR_FIELDS_1_8[4]!,
  ['ResourcesPolicy', 'resourcesPolicy', '*kruise.ResourcesPolicy', 'omitempty'],
]

/** The JSON fields of a SidecarContainer that are Kruise's own (not the embedded Container's), in this release. */
export function sidecarOwnFields(release: KruiseRelease | undefined): readonly string[] {
  return sidecarFields(release).slice(1).map((field) => field[1]!)
}

function sidecarFields(release: KruiseRelease | undefined): string[][] {
  return release === '1.8' ? SIDECAR_FIELDS_1_8 : SIDECAR_FIELDS_1_9
}

/** The release's pod layout with `kruise.SidecarContainer` (and `[]kruise.SidecarContainer`) added. */
export function sidecarContainerLayout(release: KruiseRelease | undefined): GoLayout {
  return extendedPodLayout(release, SIDECAR_CONTAINER, (facts) => ({
    root: SIDECAR_CONTAINER, types: { ...KRUISE_TYPES, [SIDECAR_CONTAINER]: struct(sidecarFields(facts.release)) },
  }))
}
