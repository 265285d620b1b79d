/**
 * The Go layout of Kruise's `SidecarContainer` (apps.kruise.io SidecarSet, v1alpha1 and v1beta1 alike) on top of the
 * release's generated pod layout: `corev1.Container` embedded, then Kruise's own fields. Kruise 1.9 added
 * `shareVolumeDevicePolicy` and `resourcesPolicy`; 1.8's Go type does not have them, so its decoder drops them and its
 * hash never sees them.
 */
import type { GoLayout } from './goLayout.js';
import { type KruiseRelease } from './releases.js';
export declare const SIDECAR_CONTAINER = "kruise.SidecarContainer";
/** The JSON fields of a SidecarContainer that are Kruise's own (not the embedded Container's), in this release. */
export declare function sidecarOwnFields(release: KruiseRelease | undefined): readonly string[];
/** The release's pod layout with `kruise.SidecarContainer` (and `[]kruise.SidecarContainer`) added. */
export declare function sidecarContainerLayout(release: KruiseRelease | undefined): GoLayout;
