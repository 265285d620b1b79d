import { GuardError } from '../../errors.js';
import { isJsonObject } from '../kube/json.js';
/**
 * Typed readers for the fields of a Kruise workload object, shared by every workload's reader: each names the JSON
 * path of a bad field in a GuardError.
 */
export function typeError(path, expected, value) {
    const got = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
    throw new GuardError('IPG_ERR_FIELD_TYPE', `must be ${expected}, got ${got}`, path);
}
export function requireObject(value, path) {
    if (!isJsonObject(value))
        typeError(path, 'an object', value);
    return value;
}
export function optionalObject(value, path) {
    return value === undefined || value === null ? undefined : requireObject(value, path);
}
export function requireArray(value, path) {
    if (!Array.isArray(value))
        typeError(path, 'a list', value);
    return value;
}
export function optionalArray(value, path) {
    return value === undefined || value === null ? undefined : requireArray(value, path);
}
export function optionalObjectArray(value, path) {
    return (optionalArray(value, path) ?? []).map((item, i) => requireObject(item, `${path}[${i}]`));
}
export function optionalString(value, path) {
    if (value === undefined || value === null)
        return undefined;
    if (typeof value !== 'string')
        typeError(path, 'a string', value);
    return value;
}
export function optionalStringArray(value, path) {
    return optionalArray(value, path)?.map((item, i) => optionalString(item, `${path}[${i}]`) ?? '');
}
export function optionalBoolean(value, path) {
    if (value === undefined || value === null)
        return undefined;
    if (typeof value !== 'boolean')
        typeError(path, 'true or false', value);
    return value;
}
export function optionalInteger(value, path, min) {
    if (value === undefined || value === null)
        return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value))
        typeError(path, 'an integer', value);
    if (min !== undefined && value < min)
        throw new GuardError('IPG_ERR_FIELD_VALUE', `must be ${min} or more, got ${value}`, path);
    return value;
}
export function optionalIntOrString(value, path) {
    if (value === undefined || value === null)
        return undefined;
    if (typeof value === 'number') {
        if (!Number.isInteger(value))
            typeError(path, 'an integer or a percentage string', value);
        if (value < 0)
            throw new GuardError('IPG_ERR_FIELD_VALUE', `must not be negative, got ${value}`, path);
        return value;
    }
    if (typeof value !== 'string')
        typeError(path, 'an integer or a percentage string', value);
    // Kruise's validating webhook parses these with its own parser: a string must be a (float) percentage.
    if (!/^\d+(\.\d+)?%$/.test(value)) {
        throw new GuardError('IPG_ERR_INT_OR_PERCENT', `"${value}" must be an integer or a percentage such as "20%"`, path);
    }
    return value;
}
export function stringMap(value, path) {
    const obj = optionalObject(value, path);
    if (!obj)
        return {};
    for (const key in obj) {
        const v = obj[key];
        if (typeof v !== 'string')
            typeError(`${path}[${key}]`, 'a string', v);
    }
    return obj;
}
export function rejectUnknown(obj, known, path) {
    for (const key in obj) {
        if (!known.has(key)) {
            throw new GuardError('IPG_ERR_UNKNOWN_FIELD', `unknown field "${key}" (known: ${[...known].join(', ')})`, `${path}.${key}`);
        }
    }
}
//# sourceMappingURL=fieldReaders.js.map