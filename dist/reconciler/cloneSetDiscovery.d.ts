import { type KubeConfig } from '@kubernetes/client-node';
import type { KruiseApiVersion } from '../engine/kruise/releases.js';
import type { CloneSetVersion } from '../engine/workloads/cloneSet.js';
export declare function discoverCloneSetVersion(kc: KubeConfig): Promise<CloneSetVersion>;
/**
 * The apps.kruise.io version that serves `resource` (e.g. `sidecarsets`: Kruise 1.8 serves SidecarSets at v1alpha1
 * only, 1.9 at v1beta1 too), found as for CloneSets: the group's versions in preference order, the first that lists it.
 */
export declare function discoverServedVersion(kc: KubeConfig, resource: string, kind: string): Promise<KruiseApiVersion>;
