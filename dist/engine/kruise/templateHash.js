import { fnv32a } from '../kube/fnv.js';
import { safeEncodeString } from '../kube/goEncoding.js';
import { spewText } from './goLayout.js';
import { layout as v0_30_10 } from './podLayout.v0.30.10.js';
import { layout as v0_32_10 } from './podLayout.v0.32.10.js';
import { kruiseRelease } from './releases.js';
const LAYOUTS = { [v0_30_10.kubernetesApi]: v0_30_10, [v0_32_10.kubernetesApi]: v0_32_10 };
/**
 * Kubernetes' `controller.ComputeHash` of a pod template as the release's Go types hold it: FNV-1a over go-spew's print
 * of the struct, then, when the workload has a collision count, its four little-endian bytes and four zero bytes; the
 * sum written in decimal and SafeEncodeString'd. The Advanced DaemonSet controller names its revisions with it.
 */
export function computeTemplateHash(template, collisionCount, release, options) {
    let hash = fnv32a(spewText(template, templateLayout(release), options));
    if (collisionCount !== undefined) {
        const count = collisionCount >>> 0;
        for (const byte of [count & 0xff, (count >>> 8) & 0xff, (count >>> 16) & 0xff, count >>> 24, 0, 0, 0, 0])
            hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
    }
    return safeEncodeString(String(hash >>> 0));
}
export function templateLayout(release) {
    const api = kruiseRelease(release).kubernetesApi;
    const layout = LAYOUTS[api];
    // releases.ts and the generated layouts are committed together; a missing one is a build mistake, not input.
    if (layout === undefined)
        throw new Error(`no generated pod layout for k8s.io/api ${api}`);
    return layout;
}
//# sourceMappingURL=templateHash.js.map