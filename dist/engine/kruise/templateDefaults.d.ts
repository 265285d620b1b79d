import { type JsonObject } from '../kube/json.js';
import type { PodTemplate } from '../kube/podTemplate.js';
import type { FeatureGates } from './gates.js';
import type { GoType } from './goTypeSchema.js';
import { type DefaultsPlace, type FieldDefault } from './podDefaults.js';
/**
 * The template as OpenKruise's controller compares it (`defaultCalculateInPlaceUpdateSpec` reads the revisions, which
 * hold it): Kruise's mutating-webhook pod defaults (unless TemplateNoDefaults), canonical quantities, and Go's
 * omitempty rules (an empty list, map or string is the same as no field), from the one table in inplace/podDefaults.ts.
 *
 * Read one object at a time (forEachField, encodedField, encodedItem): the template diff reads two templates this way
 * without building either, descending only where they differ as written. Built whole (defaultedTemplate) for the
 * revisions and new Pods that hold it. Both are this one reading.
 */
export declare function defaultedTemplate(template: PodTemplate, gates: Pick<FeatureGates, 'TemplateNoDefaults'>): PodTemplate;
/**
 * Where a value sits in the template, as far as its defaults and encoding go: how Go encodes the field that holds it
 * (by the field's name), the default Kruise gives that field, the defaults inside it, and, when the template is read
 * through Kruise's Go types, the type that holds it (a field that type does not know is not read: Kruise's decode
 * drops it). Made on first use, for the names of the table, the flagged names and the names of a Go struct only.
 */
export interface Slot {
    readonly flags: number;
    /** The field's default, in its parent's place. */
    readonly rule: FieldDefault | undefined;
    /** The defaults inside an object held here. */
    readonly place: DefaultsPlace | undefined;
    /** The defaults inside the items of a list held here. */
    readonly itemPlace: DefaultsPlace | undefined;
    /** The Go type of the value held here; undefined where the template is read without Go types, or below a value Go keeps whole. */
    readonly type: GoType | undefined;
    /** The slots of the fields of an object held here that are not PLAIN. */
    readonly fields: Map<string, Slot>;
    item: Slot | undefined;
}
/** Keys and indexes from the template down: where an invalid quantity is, for its error. */
export type Trail = (string | number)[];
/** JSON as it is: what jsonpatch compares when nothing is defaulted (createPatch), and the values of maps. */
export declare const RAW_SLOT: Slot;
/**
 * The root of a pod template, read with Kruise's defaults unless TemplateNoDefaults, and through `type` (Kruise's Go
 * type for it, podTemplateType) when given: then fields that type does not know are not read, as Kruise's decode drops
 * them.
 */
export declare function templateSlot(gates: Pick<FeatureGates, 'TemplateNoDefaults'>, type?: GoType): Slot;
/** The slot of field `key` of an object held in `parent`. */
export declare function fieldSlot(parent: Slot, key: string): Slot;
/** True when which fields an object held in `at` has depends only on each field's own value, not on the others. */
export declare function presenceIsPerField(at: Slot): boolean;
/** The slot of the items of a list held in `list`. */
export declare function itemSlot(list: Slot): Slot;
/** A list item as Go encodes it: a null or empty list item is null. */
export declare function encodedItem(value: unknown, at: Slot): unknown;
/**
 * Field `key` of `obj` (an object held in `at`; `child` is the field's slot) as the controller has it, or undefined
 * when it has no such field: Kruise's default for the field applied, omitempty applied, a quantity in its stored form.
 * An object or list is returned as written (read it the same way, one level down); a default object is a new one.
 */
export declare function encodedField(obj: JsonObject, key: string, at: Slot, trail: Trail, child?: Slot): unknown;
/**
 * Calls `visit` with every field of `obj` (an object held in `at`), as encodedField reads each, in the order Go's
 * encoding and the defaults leave them: the written ones in their order, then the defaults of fields not written, in
 * the table's order; the template's metadata default comes last of all. `visit` returns false to stop. Returns how
 * many fields it visited.
 */
export declare function forEachField(obj: JsonObject, at: Slot, trail: Trail, visit: FieldVisitor): number;
/** A field's key, its value as encodedField reads it, its slot, and the value written (undefined for a default added). */
export type FieldVisitor = (key: string, value: unknown, slot: Slot, written: unknown) => boolean | void;
/** A visitor for forEachField's count alone. */
export declare const COUNT: FieldVisitor;
