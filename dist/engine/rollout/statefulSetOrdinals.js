/**
 * The ordinals an Advanced StatefulSet keeps Pods at (`getStatefulSetReplicasRange`): `replicas` of them from the
 * start ordinal up, skipping `spec.reserveOrdinals`, which stay holes. A Pod outside them is condemned (deleted).
 * Reserved ordinals are kept as intervals, never expanded: a range such as "0-999999999" costs nothing.
 */
export class OrdinalRange {
    start;
    /** One past the highest ordinal in use. */
    end;
    reserved;
    constructor(view, startOrdinalGate) {
        this.reserved = reservedIntervals(view.reserveOrdinals);
        this.start = startOrdinalGate ? view.ordinalsStart : 0;
        let end = this.start + view.replicas;
        // Each reserved ordinal below the end pushes it one further (the intervals are sorted and disjoint).
        for (const [from, to] of this.reserved) {
            if (to < this.start)
                continue;
            if (from >= end)
                break;
            end += to - Math.max(from, this.start) + 1;
        }
        this.end = end;
    }
    isReserved(ordinal) {
        return this.reserved.some(([from, to]) => ordinal >= from && ordinal <= to);
    }
    /** The Pod at `ordinal` is one of the replicas (`podInOrdinalRangeWithParams`). */
    holds(ordinal) {
        return ordinal >= this.start && ordinal < this.end && !this.isReserved(ordinal);
    }
    /** The replica ordinal at position `rank` (0 is the lowest): the inverse of `rank`. */
    ordinalAt(rank) {
        let ordinal = this.start + rank;
        for (const [from, to] of this.reserved) {
            if (to < this.start)
                continue;
            if (from > ordinal)
                break;
            ordinal += to - Math.max(from, this.start) + 1;
        }
        return ordinal;
    }
    /** How many replica ordinals come before `ordinal`: its position among the Pods the set keeps. */
    rank(ordinal) {
        let rank = ordinal - this.start;
        for (const [from, to] of this.reserved) {
            if (from >= ordinal)
                break;
            if (to >= this.start)
                rank -= Math.min(to, ordinal - 1) - Math.max(from, this.start) + 1;
        }
        return rank;
    }
}
/**
 * The ordinal in a Pod name `<anything>-<digits>` (`getOrdinal`), or -1 when it has none (the controller ignores such
 * a Pod).
 */
export function podOrdinal(name) {
    const match = /-([0-9]+)$/.exec(name);
    if (!match)
        return -1;
    const ordinal = Number(match[1]);
    return Number.isSafeInteger(ordinal) ? ordinal : -1;
}
/** `GetReserveOrdinalIntSet` as sorted, merged, inclusive intervals: single ordinals and `a-b` ranges. */
function reservedIntervals(values) {
    const intervals = [];
    for (const value of values) {
        if (typeof value === 'number')
            intervals.push([value, value]);
        else {
            const [from, to] = value.split('-').map(Number);
            if (from <= to)
                intervals.push([from, to]);
        }
    }
    intervals.sort((a, b) => a[0] - b[0]);
    const merged = [];
    for (const interval of intervals) {
        const last = merged[merged.length - 1];
        if (last && interval[0] <= last[1] + 1)
            last[1] = Math.max(last[1], interval[1]);
        else
            merged.push([interval[0], interval[1]]);
    }
    return merged;
}
//# sourceMappingURL=statefulSetOrdinals.js.map