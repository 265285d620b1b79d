import { GuardError } from '../../errors.js';
import { isJsonObject } from '../kube/json.js';
import { canonicalQuantity } from '../kube/quantity.js';
/**
 * What Go's `encoding/json` writes for a value decoded into `layout.root`: fields the Go types do not know are gone,
 * `omitempty` fields with an empty value are left out, the rest are written with their zero value when absent (a nil
 * list or map as null, a struct always, metav1.Time's zero as null), quantities in their canonical spelling. Key order
 * is left to the caller's encoder (Kruise re-encodes through a map, which sorts keys).
 */
export function goMarshal(value, layout) {
    return new Marshaller(layout).value(layout.root, value);
}
class Marshaller {
    layout;
    constructor(layout) {
        this.layout = layout;
    }
    value(name, value) {
        const type = this.type(name);
        const absent = value === undefined || value === null;
        switch (type.kind) {
            case 'ptr':
                return absent ? null : this.value(type.elem, value);
            case 'bool':
                return absent ? false : this.expect(value, 'boolean', name);
            case 'int':
            case 'uint':
                if (absent)
                    return 0;
                if (typeof value !== 'number' || !Number.isSafeInteger(value))
                    throw unsupported(name);
                return value;
            case 'string':
                return absent ? '' : this.expect(value, 'string', name);
            case 'slice':
                if (absent)
                    return null;
                if (!Array.isArray(value))
                    throw unsupported(name);
                return value.map((item) => this.value(type.elem, item));
            case 'map': {
                if (absent)
                    return null;
                if (!isJsonObject(value))
                    throw unsupported(name);
                const out = {};
                for (const [key, item] of Object.entries(value))
                    out[key] = this.value(type.elem, item);
                return out;
            }
            case 'struct':
                if (!absent && !isJsonObject(value))
                    throw unsupported(name);
                return this.struct(type, (value ?? {}));
            case 'quantity':
                if (absent)
                    return '0';
                if (typeof value !== 'string' && typeof value !== 'number')
                    throw unsupported(name);
                return canonicalQuantity(value);
            case 'intOrString':
                if (absent)
                    return 0;
                if (typeof value !== 'string' && typeof value !== 'number')
                    throw unsupported(name);
                return value;
            case 'time':
                return absent ? null : this.expect(value, 'string', name);
            case 'opaque':
                return absent ? null : value;
            default:
                throw unsupported(name);
        }
    }
    struct(type, obj) {
        const out = {};
        for (const [, jsonName, fieldType, omit] of type.fields) {
            if (jsonName === '-')
                continue;
            if (jsonName === ',inline') {
                Object.assign(out, this.value(fieldType, obj));
                continue;
            }
            const field = obj[jsonName];
            if (omit === 'omitempty' && this.isEmpty(fieldType, field))
                continue;
            out[jsonName] = this.value(fieldType, field);
        }
        return out;
    }
    /** encoding/json's isEmptyValue: false, 0, "", a nil pointer, an empty list or map; a struct never is. */
    isEmpty(name, value) {
        const kind = this.type(name).kind;
        const absent = value === undefined || value === null;
        switch (kind) {
            case 'ptr': return absent;
            case 'bool': return absent || value === false;
            case 'int':
            case 'uint': return absent || value === 0;
            case 'string': return absent || value === '';
            case 'slice': return absent || (Array.isArray(value) && value.length === 0);
            case 'map': return absent || (isJsonObject(value) && Object.keys(value).length === 0);
            default: return false;
        }
    }
    type(name) {
        const type = this.layout.types[name];
        if (type === undefined)
            throw unsupported(name);
        return type;
    }
    expect(value, kind, name) {
        if (typeof value !== kind)
            throw unsupported(name);
        return value;
    }
}
function unsupported(what) {
    return new GuardError('IPG_ERR_KIND_NOT_PLANNED', `a ${what} value in this pod template is not modelled for the Go encoding of a revision`);
}
//# sourceMappingURL=goMarshal.js.map