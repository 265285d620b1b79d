import { isJsonObject } from '../kube/json.js';
import { QUANTITY_FIELDS, QUANTITY_MAP_FIELDS, quantityError, storedQuantity } from '../kube/quantity.js';
import { MAP_FIELDS, OMIT_FALSE_FIELDS, OMIT_ZERO_FIELDS, TEMPLATE, TEMPLATE_WITHOUT_DEFAULTS, conditionReadsOtherFields, defaultApplies, } from './podDefaults.js';
/**
 * The template as OpenKruise's controller compares it (`defaultCalculateInPlaceUpdateSpec` reads the revisions, which
 * hold it): Kruise's mutating-webhook pod defaults (unless TemplateNoDefaults), canonical quantities, and Go's
 * omitempty rules (an empty list, map or string is the same as no field), from the one table in inplace/podDefaults.ts.
 *
 * Read one object at a time (forEachField, encodedField, encodedItem): the template diff reads two templates this way
 * without building either, descending only where they differ as written. Built whole (defaultedTemplate) for the
 * revisions and new Pods that hold it. Both are this one reading.
 */
export function defaultedTemplate(template, gates) {
    return built(template, templateSlot(gates), []);
}
const MAP = 1;
const QUANTITY_MAP = 2;
const ROUNDED = 4;
const QUANTITY = 8;
const OMIT_FALSE = 16;
const OMIT_ZERO = 32;
/** Below a map's values: kept exactly as written (Go keeps whatever a map value decodes to). */
const RAW = 64;
/** An object held here gets a default or not depending on its other fields (a volume without a source). */
const PRESENCE_READS_OTHER_FIELDS = 128;
const FIELD_FLAGS = new Map();
const addFlag = (keys, flag) => { for (const key of keys)
    FIELD_FLAGS.set(key, (FIELD_FLAGS.get(key) ?? 0) | flag); };
addFlag(MAP_FIELDS, MAP);
addFlag(QUANTITY_MAP_FIELDS, QUANTITY_MAP);
addFlag(QUANTITY_FIELDS, QUANTITY);
addFlag(OMIT_FALSE_FIELDS, OMIT_FALSE);
addFlag(OMIT_ZERO_FIELDS, OMIT_ZERO);
function slot(flags, rule, place, itemPlace, type) {
    const presence = place?.defaults.some(conditionReadsOtherFields) ? PRESENCE_READS_OTHER_FIELDS : 0;
    return { flags: flags | presence, rule, place, itemPlace, type, fields: new Map(), item: undefined };
}
/** JSON as it is: what jsonpatch compares when nothing is defaulted (createPatch), and the values of maps. */
export const RAW_SLOT = slot(RAW, undefined, undefined, undefined, undefined);
/** Anything without a default or a Go encoding of its own (most fields, and list items outside the table). */
const PLAIN = slot(0, undefined, undefined, undefined, undefined);
/** A field the Go type holding it does not know: Kruise's decode drops it, so it is never read. */
const UNKNOWN = slot(RAW, undefined, undefined, undefined, undefined);
const ROOTS = { defaults: slot(0, undefined, TEMPLATE, undefined, undefined), bare: slot(0, undefined, TEMPLATE_WITHOUT_DEFAULTS, undefined, undefined) };
const TYPED_ROOTS = new WeakMap();
/**
 * The root of a pod template, read with Kruise's defaults unless TemplateNoDefaults, and through `type` (Kruise's Go
 * type for it, podTemplateType) when given: then fields that type does not know are not read, as Kruise's decode drops
 * them.
 */
export function templateSlot(gates, type) {
    let roots = ROOTS;
    if (type !== undefined) {
        let typed = TYPED_ROOTS.get(type);
        if (typed === undefined) {
            typed = { defaults: slot(0, undefined, TEMPLATE, undefined, type), bare: slot(0, undefined, TEMPLATE_WITHOUT_DEFAULTS, undefined, type) };
            TYPED_ROOTS.set(type, typed);
        }
        roots = typed;
    }
    return gates.TemplateNoDefaults ? roots.bare : roots.defaults;
}
/** The slot of field `key` of an object held in `parent`. */
export function fieldSlot(parent, key) {
    if (parent.flags & (RAW | MAP))
        return RAW_SLOT;
    return parent.fields.get(key) ?? newFieldSlot(parent, key);
}
function newFieldSlot(parent, key) {
    const place = parent.place;
    const struct = parent.type?.kind === 'struct' ? parent.type : undefined;
    let type;
    if (struct !== undefined) {
        type = Object.hasOwn(struct.fields, key) ? struct.fields[key] : undefined;
        if (type === undefined)
            return UNKNOWN;
    }
    else if (!FIELD_FLAGS.has(key) && (place === undefined || !namesOf(place).has(key))) {
        // Input decides the other names: they all read PLAIN, and are not remembered.
        return PLAIN;
    }
    const flags = (FIELD_FLAGS.get(key) ?? 0) | (place?.roundedToMilli.includes(key) ? ROUNDED : 0);
    const rule = place?.defaults.find((d) => d.key === key);
    const object = place !== undefined && Object.hasOwn(place.objects, key) ? place.objects[key] : undefined;
    const items = place !== undefined && Object.hasOwn(place.items, key) ? place.items[key] : undefined;
    const child = slot(flags, rule, object, items, type);
    parent.fields.set(key, child);
    return child;
}
const NAMES = new WeakMap();
/** The field names `place` says something about. */
function namesOf(place) {
    let names = NAMES.get(place);
    if (names === undefined) {
        names = new Set([...place.defaults.map((d) => d.key), ...Object.keys(place.objects), ...Object.keys(place.items), ...place.roundedToMilli]);
        NAMES.set(place, names);
    }
    return names;
}
/** True when which fields an object held in `at` has depends only on each field's own value, not on the others. */
export function presenceIsPerField(at) {
    return (at.flags & PRESENCE_READS_OTHER_FIELDS) === 0;
}
/** The slot of the items of a list held in `list`. */
export function itemSlot(list) {
    if (list.item !== undefined)
        return list.item;
    if (list.flags & RAW)
        return RAW_SLOT;
    const type = list.type?.kind === 'list' ? list.type.item : undefined;
    list.item = list.itemPlace === undefined && type === undefined ? PLAIN : slot(0, undefined, list.itemPlace, undefined, type);
    return list.item;
}
/** A list item as Go encodes it: a null or empty list item is null. */
export function encodedItem(value, at) {
    if (at.flags & RAW)
        return value;
    return value === undefined || value === null || (Array.isArray(value) && value.length === 0) ? null : value;
}
/**
 * Field `key` of `obj` (an object held in `at`; `child` is the field's slot) as the controller has it, or undefined
 * when it has no such field: Kruise's default for the field applied, omitempty applied, a quantity in its stored form.
 * An object or list is returned as written (read it the same way, one level down); a default object is a new one.
 */
export function encodedField(obj, key, at, trail, child = fieldSlot(at, key)) {
    const own = Object.hasOwn(obj, key);
    if (at.flags & RAW)
        return own ? obj[key] : undefined;
    if (at.flags & MAP)
        return own ? mapValue(obj[key], at, trail, key) : undefined;
    if (child === UNKNOWN)
        return undefined;
    if (own)
        return ownField(obj, key, obj[key], child, trail);
    const rule = child.rule;
    return rule !== undefined && defaultApplies(rule, obj, undefined) ? fieldValue(rule.value(obj), child, trail, key) : undefined;
}
/** A field written in a struct (`value` is obj[key], held in `child`), as encodedField reads it. */
function ownField(obj, key, value, child, trail) {
    const rule = child.rule;
    if (rule === undefined)
        return fieldValue(value, child, trail, key);
    if (rule.when === 'not-object-at-end') {
        const encoded = fieldValue(value, child, trail, key);
        return isJsonObject(encoded) ? encoded : rule.value(obj);
    }
    return fieldValue(defaultApplies(rule, obj, value) ? rule.value(obj) : value, child, trail, key);
}
/**
 * Calls `visit` with every field of `obj` (an object held in `at`), as encodedField reads each, in the order Go's
 * encoding and the defaults leave them: the written ones in their order, then the defaults of fields not written, in
 * the table's order; the template's metadata default comes last of all. `visit` returns false to stop. Returns how
 * many fields it visited.
 */
export function forEachField(obj, at, trail, visit) {
    let count = 0;
    if (at.flags & (RAW | MAP)) {
        for (const key in obj) {
            const written = obj[key];
            const value = at.flags & RAW ? written : mapValue(written, at, trail, key);
            if (value === undefined)
                continue;
            count++;
            if (visit(key, value, RAW_SLOT, written) === false)
                return count;
        }
        return count;
    }
    let last;
    for (const key in obj) {
        const child = fieldSlot(at, key);
        if (child === UNKNOWN)
            continue;
        const written = obj[key];
        // Dropped where written (encoded to nothing), the metadata default goes after every other field.
        if (child.rule?.when === 'not-object-at-end' && fieldValue(written, child, trail, key) === undefined) {
            last = child.rule;
            continue;
        }
        const value = ownField(obj, key, written, child, trail);
        if (value === undefined)
            continue;
        count++;
        if (visit(key, value, child, written) === false)
            return count;
    }
    const place = at.place;
    if (place !== undefined) {
        for (const rule of place.defaults) {
            if (Object.hasOwn(obj, rule.key))
                continue;
            if (rule.when === 'not-object-at-end') {
                last = rule;
                continue;
            }
            if (!defaultApplies(rule, obj, undefined))
                continue;
            const child = fieldSlot(at, rule.key);
            count++;
            if (visit(rule.key, fieldValue(rule.value(obj), child, trail, rule.key), child, undefined) === false)
                return count;
        }
    }
    if (last === undefined)
        return count;
    visit(last.key, last.value(obj), fieldSlot(at, last.key), obj[last.key]);
    return count + 1;
}
/** A visitor for forEachField's count alone. */
export const COUNT = () => { };
/** A struct field's value as Go encodes it (undefined: omitted). */
function fieldValue(value, at, trail, key) {
    if (value === null || value === undefined)
        return undefined;
    if (typeof value === 'object') {
        if (Array.isArray(value))
            return value.length === 0 ? undefined : value;
        return at.flags & MAP && !hasEntry(value) ? undefined : value;
    }
    if (at.flags & QUANTITY)
        return quantity(value, false, trail, key);
    if (value === '' || (value === false && at.flags & OMIT_FALSE) || (value === 0 && at.flags & OMIT_ZERO))
        return undefined;
    return value;
}
/** A map value: none for null; a quantity in its stored form (rounded up to milli units by SetDefaults_ResourceList). */
function mapValue(value, map, trail, key) {
    if (value === null || value === undefined)
        return undefined;
    return map.flags & QUANTITY_MAP ? quantity(value, (map.flags & ROUNDED) !== 0, trail, key) : value;
}
function hasEntry(map) {
    for (const key in map)
        if (map[key] !== null && map[key] !== undefined)
            return true;
    return false;
}
function quantity(value, roundedToMilli, trail, key) {
    const stored = storedQuantity(value, roundedToMilli);
    if (stored === undefined)
        throw quantityError(value, `${trailPath(trail)}.${key}`);
    return stored;
}
function trailPath(trail) {
    let path = 'spec.template';
    for (const step of trail)
        path += typeof step === 'number' ? `[${step}]` : `.${step}`;
    return path;
}
/** `value` (a field value or item held in `at`, as forEachField or encodedItem give it) built whole; never shares the input. */
function built(value, at, trail) {
    if (typeof value !== 'object' || value === null)
        return value;
    if (at.flags & RAW)
        return structuredClone(value);
    if (Array.isArray(value)) {
        const items = itemSlot(at);
        const result = new Array(value.length);
        for (let i = 0; i < value.length; i++) {
            trail.push(i);
            result[i] = built(encodedItem(value[i], items), items, trail);
            trail.pop();
        }
        return result;
    }
    const result = {};
    forEachField(value, at, trail, (key, fieldValue, slot) => {
        trail.push(key);
        const field = built(fieldValue, slot, trail);
        trail.pop();
        // An own `__proto__` key (a map key from YAML) stays a key, not the object's prototype.
        if (key === '__proto__')
            Object.defineProperty(result, key, { value: field, enumerable: true, writable: true, configurable: true });
        else
            result[key] = field;
    });
    return result;
}
//# sourceMappingURL=templateDefaults.js.map