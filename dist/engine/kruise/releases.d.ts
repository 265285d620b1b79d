/**
 * The OpenKruise release lines the engine knows, and what differs between them that a user can see first: which
 * CloneSet API versions the apiserver serves once that Kruise's CRD is installed, and the Kubernetes API
 * (k8s.io/api) its Go types are built on, which decides which pod-template fields reach the Pods.
 * `next` is Kruise's unreleased main branch (v1beta1 CloneSet).
 */
import { GuardError } from '../../errors.js';
/** The apps.kruise.io API versions a release may serve for a workload kind. */
export type KruiseApiVersion = 'v1alpha1' | 'v1beta1';
export type KruiseRelease = '1.8' | '1.9' | 'next';
export declare const KRUISE_RELEASES: readonly KruiseRelease[];
export declare const DEFAULT_KRUISE_RELEASE: KruiseRelease;
export interface KruiseReleaseFacts {
    release: KruiseRelease;
    /** The Kruise module version the conformance oracle pins for this line (empty for `next`). */
    pinnedModule: string;
    /** CloneSet versions the release's CRD serves, storage version first. */
    servedCloneSetVersions: readonly KruiseApiVersion[];
    /** Advanced StatefulSet (`StatefulSet`) versions the release's CRD serves, storage version first. */
    servedStatefulSetVersions: readonly KruiseApiVersion[];
    /** Advanced DaemonSet (`DaemonSet`) versions the release's CRD serves, storage version first. */
    servedDaemonSetVersions: readonly KruiseApiVersion[];
    /** The k8s.io/api version Kruise's Go types are built on (its go.mod replace). */
    kubernetesApi: string;
}
export declare function kruiseRelease(release?: KruiseRelease): KruiseReleaseFacts;
export declare function isKruiseRelease(text: string): text is KruiseRelease;
/** True when the release's CRD serves CloneSets at `version`. */
export declare function servesCloneSetVersion(release: KruiseRelease, version: KruiseApiVersion): boolean;
/**
 * A CloneSet at an API version the chosen Kruise release does not serve (a v1beta1 CloneSet for Kruise 1.8 or 1.9):
 * no apiserver with that Kruise accepts it. Carries the facts; the sentence a person reads is written by the
 * admission and CLI layers (src/admission/kruiseVersion.ts).
 */
export declare class CloneSetVersionNotServedError extends GuardError {
    readonly version: KruiseApiVersion;
    readonly release: KruiseRelease;
    readonly served: readonly KruiseApiVersion[];
    constructor(version: KruiseApiVersion, release: KruiseRelease, served: readonly KruiseApiVersion[]);
}
/** Throws CloneSetVersionNotServedError unless `release` serves CloneSets at `version`. */
export declare function requireServedCloneSetVersion(version: KruiseApiVersion, release: KruiseRelease): void;
/** The workload kinds whose served versions the releases list. */
export type ServedKind = 'CloneSet' | 'StatefulSet' | 'DaemonSet';
/** The versions `release` serves for `kind`, storage version first. */
export declare function servedVersions(kind: ServedKind, release: KruiseRelease): readonly KruiseApiVersion[];
/**
 * Throws unless `release` serves `kind` at `version`: CloneSetVersionNotServedError for a CloneSet, a GuardError with
 * the same code for another kind.
 */
export declare function requireServedVersion(kind: ServedKind, version: KruiseApiVersion, release: KruiseRelease): void;
