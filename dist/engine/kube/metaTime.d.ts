/** metav1.Time on the wire: RFC3339 at second precision, UTC. */
export declare function metaTime(nowMs: number): string;
/**
 * A metav1 time as a number to order Pods by: epoch ms, with a missing time ('' or absent) as Infinity and an unparsable
 * one as 0 (`parseMetaTime ?? 0`). Read once per Pod, not once per comparison (sorting 10,000 Pods compares their times
 * some 70,000 times).
 */
export declare function metaTimeOrder(text: string | null | undefined): number;
/** Epoch ms of a metav1 time; the apiserver's own form is read digit by digit (same answer as Date.parse, in half the time). */
export declare function parseMetaTime(text: string | null | undefined): number | undefined;
