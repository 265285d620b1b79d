import type { StatefulSetView } from '../workloads/statefulSet.js';
/**
 * The ordinals an Advanced StatefulSet keeps Pods at (`getStatefulSetReplicasRange`): `replicas` of them from the
 * start ordinal up, skipping `spec.reserveOrdinals`, which stay holes. A Pod outside them is condemned (deleted).
 * Reserved ordinals are kept as intervals, never expanded: a range such as "0-999999999" costs nothing.
 */
export declare class OrdinalRange {
    readonly start: number;
    /** One past the highest ordinal in use. */
    readonly end: number;
    private readonly reserved;
    constructor(view: Pick<StatefulSetView, 'replicas' | 'reserveOrdinals' | 'ordinalsStart'>, startOrdinalGate: boolean);
    isReserved(ordinal: number): boolean;
    /** The Pod at `ordinal` is one of the replicas (`podInOrdinalRangeWithParams`). */
    holds(ordinal: number): boolean;
    /** The replica ordinal at position `rank` (0 is the lowest): the inverse of `rank`. */
    ordinalAt(rank: number): number;
    /** How many replica ordinals come before `ordinal`: its position among the Pods the set keeps. */
    rank(ordinal: number): number;
}
/**
 * The ordinal in a Pod name `<anything>-<digits>` (`getOrdinal`), or -1 when it has none (the controller ignores such
 * a Pod).
 */
export declare function podOrdinal(name: string): number;
