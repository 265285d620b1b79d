import type { FeatureGates } from '../kruise/gates.js';
import type { KruiseRelease } from '../kruise/releases.js';
import type { JsonObject } from '../kube/json.js';
import { type Pod } from '../kube/pod.js';
import type { PodTemplate } from '../kube/podTemplate.js';
import type { RevisionNaming, WorkloadView } from './workloadView.js';
/**
 * ControllerRevisions of a CloneSet (spec §2.1): the data is the defaulted pod template only, the name is
 * `<cloneset>-<hash>` with hash = SafeEncodeString(decimal FNV-32 of the data bytes followed by collisionCount).
 */
export interface ControllerRevision {
    apiVersion: 'apps/v1';
    kind: 'ControllerRevision';
    metadata: {
        name: string;
        namespace?: string;
        uid?: string;
        resourceVersion?: string;
        labels?: Record<string, string>;
        annotations?: Record<string, string>;
        ownerReferences?: {
            apiVersion: string;
            kind: string;
            name: string;
            uid: string;
            controller?: boolean;
            blockOwnerDeletion?: boolean;
        }[];
        [key: string]: unknown;
    };
    data: {
        spec: {
            template: JsonObject;
        };
    };
    revision: number;
}
export declare const LABEL_CONTROLLER_HASH = "controller.kubernetes.io/hash";
export declare const ANNOTATION_VCT_HASH = "kruise.io/cloneset-volumeclaimtemplate-hash";
/** CloneSet's revisions: `<name>-<hash>`, matched by short hash, the label short with CloneSetShortHash (`GetRevision`). */
export declare const CLONESET_REVISIONS: RevisionNaming;
/**
 * Advanced StatefulSet's revisions (`newRevision` in stateful_set_utils.go): `<name>-<hash>` as CloneSet's, labelled
 * from the template; `inPlaceUpdatePod` finds a Pod's old revision by the full name in its label, and the default
 * revision adapter writes the full name back.
 */
export declare const STATEFULSET_REVISIONS: RevisionNaming;
/**
 * Advanced DaemonSet's revisions (`snapshot` in daemonset_history.go): `<name>-<hash>`, the hash Kubernetes'
 * `ComputeHash` of the template's Go struct and collisionCount, so it differs between Kruise releases built on different
 * k8s.io/api versions. Revision and Pods carry the bare hash in controller-revision-hash; `canPodInPlaceUpdate` finds a
 * Pod's old revision with `EqualToRevisionHash`, which also matches short hashes.
 */
export declare const DAEMONSET_REVISIONS: RevisionNaming;
/**
 * The name of the revision the Advanced DaemonSet controller keeps for the DaemonSet's template (`snapshot`):
 * `<name>-<hash>`, the hash Kubernetes' ComputeHash of the template as stored, in the release's Go types, and of
 * `status.collisionCount` when it is written. Its Pods carry the hash alone.
 */
export declare function daemonSetRevisionName(view: Pick<WorkloadView, 'name' | 'raw'> & {
    storedFromGo: boolean;
}, release?: KruiseRelease): {
    name: string;
    hash: string;
};
/**
 * An Advanced DaemonSet revision's data (`getPatch` in daemonset_history.go): the template as Go's encoding/json
 * writes the release's PodTemplateSpec, with `"$patch":"replace"`; Kruise re-encodes it through a map, so keys are
 * sorted (goJson does the same).
 */
export declare function daemonSetRevisionData(view: Pick<WorkloadView, 'raw'>, release?: KruiseRelease): {
    spec: {
        template: JsonObject;
    };
};
/**
 * The revision's data: `{"spec":{"template":{"$patch":"replace",...defaulted template}}}`. The controller encodes the
 * workload's Go struct, whose template metadata always has `creationTimestamp` (a struct, so `omitempty` keeps it:
 * `null` when unset).
 */
export declare function revisionData(template: PodTemplate, gates: FeatureGates): {
    spec: {
        template: JsonObject;
    };
};
export declare function revisionHash(data: unknown, collisionCount: number): string;
/** Text after the last `-` (spec §5.1). */
export declare function shortHash(revision: string): string;
/** `shortHash(revision) === short`, read in place: a plan asks it of every Pod, and a substring per Pod is garbage. */
export declare function hasShortHash(revision: string, short: string): boolean;
/** "At revision R" (spec §5.1): the label equals R, or (where the workload matches short hashes) the short hashes are equal. */
export declare function isAtRevision(pod: Pod, revision: string, naming?: RevisionNaming): boolean;
export declare function labelIsAtRevision(label: string | undefined, revision: string, naming: Pick<RevisionNaming, 'shortHashMatches'>): boolean;
/** The value written into the revision label (`GetRevision`): the full name, or the short hash under the naming's gate. */
export declare function revisionLabelValue(revision: string, gates: Pick<FeatureGates, 'CloneSetShortHash'>, naming?: RevisionNaming): string;
/** The stored revision a Pod's label names: the same name, else (where the workload matches them) the same short hash. */
export declare function revisionNamed(label: string, revisions: readonly ControllerRevision[], naming?: Pick<RevisionNaming, 'shortHashMatches'>): ControllerRevision | undefined;
/** The claim-template hash the controller compares, as the revision stored it; undefined where the workload keeps none. */
export declare function claimTemplateHashOf(view: Pick<WorkloadView, 'revisions'>, revision: Pick<ControllerRevision, 'metadata'>): string | undefined;
/** The pod template stored in a revision, without the `$patch` directive. */
export declare function templateOfRevision(revision: Pick<ControllerRevision, 'data'>): PodTemplate;
export interface RevisionResolution {
    /** The update revision's name. */
    name: string;
    /** Set when no stored revision has this data: the object to create. */
    create?: ControllerRevision;
    collisionCount: number;
}
/**
 * Finds or builds the update revision for the workload's current template, the way the controller does:
 * reuse a stored revision with equal data, otherwise create `<name>-<hash>`, bumping collisionCount while
 * the name is taken by a revision with different data.
 */
export declare function resolveUpdateRevision(view: WorkloadView, existing: readonly ControllerRevision[], collisionCount: number, gates: FeatureGates, release?: KruiseRelease): RevisionResolution;
