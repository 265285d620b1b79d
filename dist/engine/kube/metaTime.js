/** metav1.Time on the wire: RFC3339 at second precision, UTC. */
export function metaTime(nowMs) {
    const seconds = Math.floor(nowMs / 1000);
    const days = Math.floor(seconds / 86400);
    const rest = seconds - days * 86400;
    if (days < -719162 || days > 2932896)
        return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
    // Civil date from days since 1970-01-01 (H. Hinnant's algorithm): no Date object on this hot path.
    const z = days + 719468;
    const era = Math.floor(z / 146097);
    const doe = z - era * 146097;
    const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
    const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
    const mp = Math.floor((5 * doy + 2) / 153);
    const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
    const month = mp < 10 ? mp + 3 : mp - 9;
    const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
    const two = (n) => (n < 10 ? `0${n}` : String(n));
    return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}T${two(Math.floor(rest / 3600))}:${two(Math.floor(rest / 60) % 60)}:${two(rest % 60)}Z`;
}
/**
 * A metav1 time as a number to order Pods by: epoch ms, with a missing time ('' or absent) as Infinity and an unparsable
 * one as 0 (`parseMetaTime ?? 0`). Read once per Pod, not once per comparison (sorting 10,000 Pods compares their times
 * some 70,000 times).
 */
export function metaTimeOrder(text) {
    if (!text)
        return Number.POSITIVE_INFINITY;
    return parseMetaTime(text) ?? 0;
}
/** `YYYY-MM-DDTHH:MM:SSZ` as epoch ms (days from the civil date: metaTime's inverse), or undefined for any other text. */
function secondPrecisionUtc(text) {
    if (text.length !== 20 || text.charCodeAt(19) !== 90)
        return undefined;
    for (let i = 0; i < 19; i++) {
        const c = text.charCodeAt(i);
        // Digits everywhere but the separators of the form.
        if (SEPARATORS[i] === 0 ? c < 48 || c > 57 : c !== SEPARATORS[i])
            return undefined;
    }
    const d = (at) => text.charCodeAt(at) - 48;
    const year = d(0) * 1000 + d(1) * 100 + d(2) * 10 + d(3);
    const month = d(5) * 10 + d(6);
    const day = d(8) * 10 + d(9);
    const hour = d(11) * 10 + d(12);
    const minute = d(14) * 10 + d(15);
    const second = d(17) * 10 + d(18);
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59)
        return undefined;
    const y = month <= 2 ? year - 1 : year;
    const era = Math.floor(y / 400);
    const yoe = y - era * 400;
    const doy = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
    const days = era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
    return days * 86_400_000 + hour * 3_600_000 + minute * 60_000 + second * 1000;
}
/** `-` `-` `T` `:` `:` at their positions in the form, 0 where a digit goes. */
const SEPARATORS = new Uint8Array(19);
SEPARATORS[4] = 45;
SEPARATORS[7] = 45;
SEPARATORS[10] = 84;
SEPARATORS[13] = 58;
SEPARATORS[16] = 58;
function daysInMonth(year, month) {
    if (month !== 2)
        return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
    return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
}
/** Epoch ms of a metav1 time; the apiserver's own form is read digit by digit (same answer as Date.parse, in half the time). */
export function parseMetaTime(text) {
    if (!text)
        return undefined;
    const fast = secondPrecisionUtc(text);
    if (fast !== undefined)
        return fast;
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? undefined : ms;
}
//# sourceMappingURL=metaTime.js.map