/**
 * Go's `sort.Stable` (insertion-sorted blocks merged by SymMerge). With a comparator that is not a strict weak order
 * (Kruise's priority tie-breaker) the result depends on the algorithm, so the same algorithm is used here.
 */
export declare function stableSort<T>(items: T[], less: (a: T, b: T) => boolean): T[];
