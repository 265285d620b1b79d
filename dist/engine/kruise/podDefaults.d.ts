/**
 * The one table of what OpenKruise's mutating webhook fills into a CloneSet's pod template (Kubernetes' SetDefaults_*
 * as Kruise calls them) and how Go encodes the template's fields (maps, omitempty; the quantity fields are named in
 * kube/quantity.ts). templateDefaults.ts reads it, one object at a time, for the template diff and for the defaulted template that
 * revisions and new Pods are made from.
 */
import { type JsonObject } from '../kube/json.js';
/** Fields whose Go type is a map: their values are kept even when empty strings, the map itself is omitempty. */
export declare const MAP_FIELDS: ReadonlySet<string>;
/** Plain (non-pointer) omitempty bools: false is the same as absent. */
export declare const OMIT_FALSE_FIELDS: ReadonlySet<string>;
/** Plain omitempty ints (hostPort, the Probe int32s, the disk `partition` of GCE PD / AWS EBS volumes): 0 is absent. */
export declare const OMIT_ZERO_FIELDS: ReadonlySet<string>;
/** The members of v1.VolumeSource: a volume with none of them set gets an emptyDir. */
export declare const VOLUME_SOURCES: ReadonlySet<string>;
/**
 * When a default replaces the written value: `empty` (absent, null or ''), `zero` (absent, null or 0: plain int32s),
 * `absent` (absent or null: pointers), `not-object` (anything but an object), `no-volume-source` (the volume sets no
 * source), `not-object-at-end` (the template's metadata: dropped where written, added after every other key).
 */
export type DefaultCondition = 'empty' | 'zero' | 'absent' | 'not-object' | 'no-volume-source' | 'not-object-at-end';
export interface FieldDefault {
    key: string;
    when: DefaultCondition;
    /** The default; a new object each call where the default is an object. */
    value: (obj: JsonObject) => unknown;
    /** The default depends on other fields of the object (otherwise only on the field itself). */
    dependent?: boolean;
}
/** A place in the template: the defaults of its own fields, and the places of its object fields and list items. */
export interface DefaultsPlace {
    defaults: readonly FieldDefault[];
    objects: Readonly<Record<string, DefaultsPlace>>;
    items: Readonly<Record<string, DefaultsPlace>>;
    /** Quantity maps that SetDefaults_ResourceList rounds up to milli units (`100u` is stored as `1m`). */
    roundedToMilli: readonly string[];
}
export declare function defaultApplies(rule: FieldDefault, obj: JsonObject, value: unknown): boolean;
/** True when whether `rule` applies reads the object's other fields (not only the field itself). */
export declare function conditionReadsOtherFields(rule: FieldDefault): boolean;
/** SetDefaults_Container's pull policy for an init container: Always for `latest` or no tag, else IfNotPresent. */
export declare function initContainerPullPolicy(image: unknown): string;
/** The pod spec with Kruise's defaults; app containers get Always on purpose, so an image change never flips the policy. */
export declare const POD_SPEC: DefaultsPlace;
export declare const POD_SPEC_WITHOUT_DEFAULTS: DefaultsPlace;
/** The pod template (metadata and spec), with and without Kruise's defaults. */
export declare const TEMPLATE: DefaultsPlace;
export declare const TEMPLATE_WITHOUT_DEFAULTS: DefaultsPlace;
