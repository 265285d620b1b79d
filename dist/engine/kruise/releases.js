/**
 * The OpenKruise release lines the engine knows, and what differs between them that a user can see first: which
 * CloneSet API versions the apiserver serves once that Kruise's CRD is installed, and the Kubernetes API
 * (k8s.io/api) its Go types are built on, which decides which pod-template fields reach the Pods.
 * `next` is Kruise's unreleased main branch (v1beta1 CloneSet).
 */
import { GuardError } from '../../errors.js';
export const KRUISE_RELEASES = ['1.8', '1.9', 'next'];
export const DEFAULT_KRUISE_RELEASE = '1.9';
const FACTS = Object.freeze({
    // apps.kruise.io_statefulsets.yaml serves v1alpha1 and v1beta1 (storage) in both released lines; the DaemonSet
    // v1beta1 type (storage) arrived in 1.9, 1.8's CRD has v1alpha1 alone.
    '1.8': {
        release: '1.8', pinnedModule: 'v1.8.3', servedCloneSetVersions: ['v1alpha1'], servedStatefulSetVersions: ['v1beta1', 'v1alpha1'],
        servedDaemonSetVersions: ['v1alpha1'], kubernetesApi: 'v0.30.10',
    },
    '1.9': {
        release: '1.9', pinnedModule: 'v1.9.1', servedCloneSetVersions: ['v1alpha1'], servedStatefulSetVersions: ['v1beta1', 'v1alpha1'],
        servedDaemonSetVersions: ['v1beta1', 'v1alpha1'], kubernetesApi: 'v0.32.10',
    },
    next: {
        release: 'next', pinnedModule: '', servedCloneSetVersions: ['v1alpha1', 'v1beta1'], servedStatefulSetVersions: ['v1beta1', 'v1alpha1'],
        servedDaemonSetVersions: ['v1beta1', 'v1alpha1'], kubernetesApi: 'v0.32.10',
    },
});
export function kruiseRelease(release = DEFAULT_KRUISE_RELEASE) {
    return FACTS[release];
}
export function isKruiseRelease(text) {
    return KRUISE_RELEASES.includes(text);
}
/** True when the release's CRD serves CloneSets at `version`. */
export function servesCloneSetVersion(release, version) {
    return FACTS[release].servedCloneSetVersions.includes(version);
}
/**
 * A CloneSet at an API version the chosen Kruise release does not serve (a v1beta1 CloneSet for Kruise 1.8 or 1.9):
 * no apiserver with that Kruise accepts it. Carries the facts; the sentence a person reads is written by the
 * admission and CLI layers (src/admission/kruiseVersion.ts).
 */
export class CloneSetVersionNotServedError extends GuardError {
    version;
    release;
    served;
    constructor(version, release, served) {
        super('IPG_ERR_VERSION_NOT_SERVED', `Kruise ${release} serves no apps.kruise.io/${version} CloneSet (it serves ${served.join(', ')})`, 'apiVersion');
        this.version = version;
        this.release = release;
        this.served = served;
        this.name = 'CloneSetVersionNotServedError';
    }
}
/** Throws CloneSetVersionNotServedError unless `release` serves CloneSets at `version`. */
export function requireServedCloneSetVersion(version, release) {
    if (!servesCloneSetVersion(release, version))
        throw new CloneSetVersionNotServedError(version, release, FACTS[release].servedCloneSetVersions);
}
/** The versions `release` serves for `kind`, storage version first. */
export function servedVersions(kind, release) {
    const facts = FACTS[release];
    switch (kind) {
        case 'CloneSet':
            return facts.servedCloneSetVersions;
        case 'StatefulSet':
            return facts.servedStatefulSetVersions;
        case 'DaemonSet':
            return facts.servedDaemonSetVersions;
    }
}
/**
 * Throws unless `release` serves `kind` at `version`: CloneSetVersionNotServedError for a CloneSet, a GuardError with
 * the same code for another kind.
 */
export function requireServedVersion(kind, version, release) {
    if (kind === 'CloneSet')
        return requireServedCloneSetVersion(version, release);
    const served = servedVersions(kind, release);
    if (!served.includes(version)) {
        throw new GuardError('IPG_ERR_VERSION_NOT_SERVED', `Kruise ${release} serves no apps.kruise.io/${version} ${kind} (it serves ${served.join(', ')})`, 'apiVersion');
    }
}
//# sourceMappingURL=releases.js.map