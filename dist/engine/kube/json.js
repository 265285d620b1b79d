export function isJsonObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * Deep equality of two JSON values (or plain-data objects, as the reconciler holds them); a key holding undefined is
 * not a missing key. When they differ, `where` (if given) receives the keys and indexes of the first difference
 * found, innermost first. A difference of type, length or key set ends them: below that, nothing is known.
 */
export function deepEqual(a, b, where) {
    if (a === b)
        return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
        return false;
    return sameContainers(a, b, where);
}
/** deepEqual of two objects or lists; values are compared here, and only two objects or lists recurse. */
function sameContainers(a, b, where) {
    const array = Array.isArray(a);
    if (array !== Array.isArray(b))
        return false;
    if (array) {
        const x = a;
        const y = b;
        if (x.length !== y.length)
            return false;
        for (let i = 0; i < x.length; i++) {
            const xv = x[i];
            const yv = y[i];
            if (xv === yv || (typeof xv === 'object' && typeof yv === 'object' && xv !== null && yv !== null && sameContainers(xv, yv, where)))
                continue;
            where?.push(i);
            return false;
        }
        return true;
    }
    const x = a;
    const y = b;
    let count = 0;
    for (const k in x) {
        count++;
        const xv = x[k];
        const yv = y[k];
        // A key `y` lacks reads its prototype's member: undefined, a function (never equal to a JSON value), or for
        // `__proto__` an object, the one member whose own key needs asking for.
        if (xv === yv ? xv !== undefined || Object.hasOwn(y, k)
            : typeof xv === 'object' && typeof yv === 'object' && xv !== null && yv !== null && (k !== '__proto__' || Object.hasOwn(y, k)) && sameContainers(xv, yv, where))
            continue;
        where?.push(k);
        return false;
    }
    for (const _ in y)
        count--;
    return count === 0;
}
//# sourceMappingURL=json.js.map