import type { UpdateSpec } from '../inplace/eligibility.js';
/**
 * OpenKruise's `InPlaceUpdateState` (spec §4.3) and `UpdateSpec` (spec §2.4) exactly as Go's encoding/json writes
 * them: struct field order, omitempty, `lastContainerStatuses` written as `null` when unset, map keys sorted.
 * `kubectl get pod -o yaml` and Kruise's own code read what we write, so every byte matters.
 */
export interface ResourceRequirements {
    limits?: Record<string, string>;
    requests?: Record<string, string>;
}
export interface ContainerRefMetadata {
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
}
export interface ContainerBatch {
    timestamp: string;
    containers: string[];
}
export interface InPlaceUpdateState {
    revision: string;
    updateTimestamp: string;
    lastContainerStatuses: Record<string, {
        imageID?: string;
    }> | null;
    updateEnvFromMetadata?: boolean;
    updateResources?: boolean;
    updateImages?: boolean;
    nextContainerImages?: Record<string, string>;
    nextContainerRefMetadata?: Record<string, ContainerRefMetadata>;
    nextContainerResources?: Record<string, ResourceRequirements>;
    preCheckBeforeNext?: {
        containersRequiredReady?: string[];
    } | null;
    containerBatchesRecord?: ContainerBatch[];
}
export declare function serializeInPlaceUpdateState(state: InPlaceUpdateState): string;
/** Parses the state annotation; throws GuardError IPG_ERR_POD_STATE when it is not the JSON Kruise writes. */
export declare function parseInPlaceUpdateState(text: string, path?: string): InPlaceUpdateState;
/** The grace annotation payload: an UpdateSpec (spec §2.4), metaDataPatch as base64 of its JSON bytes. */
export declare function serializeUpdateSpec(spec: UpdateSpec): string;
export declare function parseUpdateSpec(text: string, path?: string): UpdateSpec;
