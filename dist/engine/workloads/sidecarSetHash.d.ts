import type { KruiseRelease } from '../kruise/releases.js';
import type { JsonObject } from '../kube/json.js';
export interface SidecarSetHashes {
    /** `kruise.io/sidecarset-hash` */
    hash: string;
    /** `kruise.io/sidecarset-hash-without-image` */
    withoutImage: string;
}
/** Both hashes of the (defaulted) sidecar containers, as the release's Go types encode them. */
export declare function sidecarSetHashes(containers: JsonObject[] | undefined, initContainers: JsonObject[] | undefined, release: KruiseRelease | undefined): SidecarSetHashes;
/** encodeSidecarSet: the text Kruise hashes. */
export declare function encodedSidecarSet(containers: JsonObject[] | undefined, initContainers: JsonObject[] | undefined, release: KruiseRelease | undefined): string;
