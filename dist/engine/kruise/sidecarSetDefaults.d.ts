/**
 * What Kruise's SidecarSet mutating webhook fills in before it hashes the containers (`SetDefaultsSidecarSet` and its
 * v1beta1 twin, the same in 1.8 and 1.9): the update strategy, and per sidecar container its inject policy, upgrade
 * type, share-volume policy and the Kubernetes container defaults Kruise calls itself. Those are fewer than a Pod's:
 * no startupProbe defaults, and the pull policy follows the image's tag, so an image change to or from `:latest`
 * changes a field other than the image.
 */
import { type JsonObject } from '../kube/json.js';
export type InjectPolicy = 'BeforeAppContainer' | 'AfterAppContainer';
/** A copy of the container with Kruise's defaults; app containers default to BeforeAppContainer, init containers to AfterAppContainer. */
export declare function defaultedSidecarContainer(container: JsonObject, injectPolicy: InjectPolicy): JsonObject;
/** The update strategy as the webhook stores it: RollingUpdate, maxUnavailable 1 and partition 0 when unset. */
export declare function defaultedSidecarSetUpdateStrategy(strategy: JsonObject | undefined): JsonObject;
