/**
 * Go's `encoding/json.Marshal` of a value after Go's decoder read it into a type of a generated layout
 * (podLayout.<version>.ts, plus the Kruise types that embed it): struct fields in declaration order, `omitempty`
 * dropping false, 0, "", nil pointers and empty lists and maps (never a struct), unknown JSON fields gone, embedded
 * structs flattened, map keys sorted, quantities in their canonical spelling, `<`, `>`, `&` escaped. Kruise hashes
 * this text (a SidecarSet's `kruise.io/sidecarset-hash`), so it has to be byte for byte what Go writes.
 */
import { GuardError } from '../../errors.js';
import { goJson } from '../kube/goEncoding.js';
import { isJsonObject } from '../kube/json.js';
import { canonicalQuantity } from '../kube/quantity.js';
/** Go's JSON of `value` read as the layout's type `name`; `path` names a field whose JSON type Go could not decode. */
export function goMarshal(name, value, layout, path) {
    const out = [];
    new Marshaller(layout, out).value(name, value, path);
    return out.join('');
}
class Marshaller {
    layout;
    out;
    constructor(layout, out) {
        this.layout = layout;
        this.out = out;
    }
    value(name, value, path) {
        const type = this.type(name);
        const absent = value === undefined || value === null;
        switch (type.kind) {
            case 'ptr':
                return absent ? void this.out.push('null') : this.value(type.elem, value, path);
            case 'bool':
                return void this.out.push(absent ? 'false' : String(expect(value, 'boolean', path)));
            case 'int':
            case 'uint':
                if (!absent && (typeof value !== 'number' || !Number.isSafeInteger(value)))
                    throw typeError(path, 'an integer');
                return void this.out.push(absent ? '0' : String(value));
            case 'string':
                return void this.out.push(goJson(absent ? '' : expect(value, 'string', path)));
            case 'quantity':
                return void this.out.push(goJson(quantity(value, path)));
            case 'intOrString':
                if (absent)
                    return void this.out.push('0');
                if (typeof value === 'string')
                    return void this.out.push(goJson(value));
                if (typeof value === 'number' && Number.isSafeInteger(value))
                    return void this.out.push(String(value));
                throw typeError(path, 'an integer or a string');
            case 'opaque':
                return void this.out.push(absent ? 'null' : goJson(value));
            case 'slice':
                return this.slice(type, value, path);
            case 'map':
                return this.map(type, value, path);
            case 'struct':
                return this.struct(type, value, path);
            default:
                throw new GuardError('IPG_ERR_FIELD_TYPE', `the Go type ${name} is not modelled`, path);
        }
    }
    slice(type, value, path) {
        if (value === undefined || value === null)
            return void this.out.push('null');
        if (!Array.isArray(value))
            throw typeError(path, 'a list');
        this.out.push('[');
        value.forEach((item, i) => {
            if (i > 0)
                this.out.push(',');
            this.value(type.elem, item, `${path}[${i}]`);
        });
        this.out.push(']');
    }
    map(type, value, path) {
        if (value === undefined || value === null)
            return void this.out.push('null');
        if (!isJsonObject(value))
            throw typeError(path, 'an object');
        const keys = Object.keys(value).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        this.out.push('{');
        keys.forEach((key, i) => {
            if (i > 0)
                this.out.push(',');
            this.out.push(goJson(key), ':');
            this.value(type.elem, value[key], `${path}.${key}`);
        });
        this.out.push('}');
    }
    struct(type, value, path) {
        if (value !== undefined && value !== null && !isJsonObject(value))
            throw typeError(path, 'an object');
        this.out.push('{');
        this.fields(type, (value ?? {}), path, { first: true });
        this.out.push('}');
    }
    fields(type, obj, path, state) {
        for (const [, jsonName, fieldType, omit] of type.fields) {
            if (jsonName === '-')
                continue;
            if (jsonName === ',inline') {
                this.fields(this.type(fieldType), obj, path, state);
                continue;
            }
            const field = obj[jsonName];
            if (omit === 'omitempty' && this.isEmpty(fieldType, field))
                continue;
            if (!state.first)
                this.out.push(',');
            state.first = false;
            this.out.push(goJson(jsonName), ':');
            this.value(fieldType, field, `${path}.${jsonName}`);
        }
    }
    /** encoding/json's isEmptyValue for the Go type: structs (quantities, IntOrString included) are never empty. */
    isEmpty(name, value) {
        const kind = this.type(name).kind;
        if (value === undefined || value === null)
            return kind !== 'struct' && kind !== 'quantity' && kind !== 'intOrString' && kind !== 'time';
        switch (kind) {
            case 'bool': return value === false;
            case 'int':
            case 'uint': return value === 0;
            case 'string': return value === '';
            case 'slice': return Array.isArray(value) && value.length === 0;
            case 'map': return isJsonObject(value) && Object.keys(value).length === 0;
            default: return false;
        }
    }
    type(name) {
        const type = this.layout.types[name];
        // The layouts are generated with the engine; a missing type is a build mistake, not input.
        if (type === undefined)
            throw new Error(`no Go layout for ${name}`);
        return type;
    }
}
function quantity(value, path) {
    if (value === undefined || value === null)
        return '0';
    if (typeof value !== 'string' && typeof value !== 'number')
        throw typeError(path, 'a quantity');
    try {
        return canonicalQuantity(value);
    }
    catch {
        throw new GuardError('IPG_ERR_QUANTITY', `${JSON.stringify(value)} is not a resource quantity`, path);
    }
}
function expect(value, kind, path) {
    if (typeof value !== kind)
        throw typeError(path, kind === 'boolean' ? 'true or false' : 'a string');
    return value;
}
function typeError(path, expected) {
    return new GuardError('IPG_ERR_FIELD_TYPE', `must be ${expected}`, path);
}
/**
 * Go's JSON of each field of a struct of the layout (embedded structs flattened), keyed by JSON name, leaving out the
 * fields `omitempty` leaves out: two values encode alike exactly when these maps are equal, and a difference names
 * its field.
 */
export function goFieldTexts(name, value, layout, path) {
    const texts = new Map();
    const visit = (typeName) => {
        for (const [, jsonName, fieldType, omit] of layout.types[typeName].fields) {
            if (jsonName === '-')
                continue;
            if (jsonName === ',inline') {
                visit(fieldType);
                continue;
            }
            const text = goMarshal(fieldType, value[jsonName], layout, `${path}.${jsonName}`);
            if (omit === 'omitempty' && EMPTY_TEXTS.has(text))
                continue;
            texts.set(jsonName, text);
        }
    };
    visit(name);
    return texts;
}
/** What an empty omitempty field of a non-struct type encodes to (a struct encodes to `{…}`, never left out). */
const EMPTY_TEXTS = new Set(['false', '0', '""', 'null', '[]', '{}']);
//# sourceMappingURL=goJsonMarshal.js.map