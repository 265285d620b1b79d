/**
 * The two int-or-percent parsers OpenKruise uses (spec §1.3). They disagree on purpose-less details that decide
 * whether a rollout ever starts, so both are reproduced exactly.
 */
/** Kruise's parser (`pkg/util/tools.go`, also the validating webhook): an int, or a float percent ending in `%`. */
export declare function kruiseScaledValue(value: IntOrString, total: number, roundUp: boolean, field: string): number;
/**
 * The legacy Kubernetes parser (`intstr.GetValueFromIntOrPercent`) the controller uses for maxSurge and
 * maxUnavailable: every `%` is removed, the rest must be a base-10 integer and is always a percentage.
 * A float such as "12.5%" fails, and the controller ignores the error and gets 0.
 */
export declare function legacyScaledValue(value: IntOrString, total: number, roundUp: boolean): number;
export type IntOrString = number | string;
