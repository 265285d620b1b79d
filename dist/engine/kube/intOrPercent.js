import { GuardError } from '../../errors.js';
/**
 * The two int-or-percent parsers OpenKruise uses (spec §1.3). They disagree on purpose-less details that decide
 * whether a rollout ever starts, so both are reproduced exactly.
 */
/** Kruise's parser (`pkg/util/tools.go`, also the validating webhook): an int, or a float percent ending in `%`. */
export function kruiseScaledValue(value, total, roundUp, field) {
    if (typeof value === 'number')
        return value;
    if (!value.endsWith('%')) {
        throw new GuardError('IPG_ERR_INT_OR_PERCENT', `"${value}" must be an integer or a percentage such as "20%"`, field);
    }
    const percent = Number(value.slice(0, -1));
    if (value.length === 1 || !Number.isFinite(percent) || value.slice(0, -1).trim() !== value.slice(0, -1)) {
        throw new GuardError('IPG_ERR_INT_OR_PERCENT', `"${value}" is not a valid percentage`, field);
    }
    const scaled = (percent * total) / 100;
    return roundUp ? Math.ceil(scaled) : Math.floor(scaled);
}
/**
 * The legacy Kubernetes parser (`intstr.GetValueFromIntOrPercent`) the controller uses for maxSurge and
 * maxUnavailable: every `%` is removed, the rest must be a base-10 integer and is always a percentage.
 * A float such as "12.5%" fails, and the controller ignores the error and gets 0.
 */
export function legacyScaledValue(value, total, roundUp) {
    if (typeof value === 'number')
        return value;
    const digits = value.replaceAll('%', '');
    if (!/^[+-]?\d+$/.test(digits))
        return 0;
    const scaled = (Number.parseInt(digits, 10) * total) / 100;
    return roundUp ? Math.ceil(scaled) : Math.floor(scaled);
}
//# sourceMappingURL=intOrPercent.js.map