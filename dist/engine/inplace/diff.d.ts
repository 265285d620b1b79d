import type { FeatureGates } from '../kruise/gates.js';
import type { GoType } from '../kruise/goTypeSchema.js';
import { type ChangeOp } from '../kube/jsonPointer.js';
import type { PodTemplate } from '../kube/podTemplate.js';
/**
 * The template diff exactly as OpenKruise computes it: `defaultCalculateInPlaceUpdateSpec` runs
 * github.com/appscode/jsonpatch v1.0.1 `CreatePatch` on the two revisions' templates, which hold the templates after
 * Kruise's webhook defaults and Go's encoding (defaults.ts). CreatePatch is ported once, here, and reads both templates
 * through defaults.ts one object at a time: nothing is built, and a value written alike on both sides (which the
 * encoding cannot tell apart) is compared as written and left. Containers are matched by POSITION, simple arrays
 * (scalars, or whose first object holds only scalars) by edit distance, every other array by index. Pointers are
 * relative to the template (`/spec/containers/0/image`), as Kruise sees them after stripping `/spec/template`.
 */
/** One patch operation. Internal: values may be secret, so they never leave the engine. */
export interface PatchOp {
    op: ChangeOp;
    pointer: string;
    /** The pointer's tokens: list indexes as numbers. */
    tokens: Token[];
    /** The new value: a scalar as the controller has it; an object or list as written (nothing reads more than its type). */
    value?: unknown;
}
type Token = string | number;
export interface Change {
    op: ChangeOp;
    /** RFC 6901 pointer into the template as Kruise sees it: `/spec/containers/0/image`, `/metadata/labels/app`. */
    pointer: string;
    /** Readable path naming list items by their key: `spec.template.spec.containers[app].env[LOG_LEVEL].value`. */
    path: string;
    /** The container the change is in (name in the OLD template at that index; the new one for an added container). */
    container?: string;
    /** Only for container image changes: image references are safe to show. */
    image?: {
        from?: string;
        to?: string;
    };
}
/** jsonpatch's CreatePatch of two JSON documents as they are. */
export declare function createPatch(oldValue: unknown, newValue: unknown): PatchOp[];
/**
 * The patch Kruise computes between two pod templates (as written or as stored: both read as the controller has them).
 * With `type` (podTemplateType of the Kruise release), the fields Kruise's decode drops are not read: the templates may
 * be given as written.
 */
export declare function templatePatch(oldTemplate: PodTemplate, newTemplate: PodTemplate, gates: Pick<FeatureGates, 'TemplateNoDefaults'>, type?: GoType): PatchOp[];
export declare function diffTemplates(oldTemplate: PodTemplate, newTemplate: PodTemplate, gates?: Pick<FeatureGates, 'TemplateNoDefaults'>): Change[];
/** A patch operation of two templates described on those templates (as written or as stored). */
export declare function describeChange(op: PatchOp, oldTemplate: PodTemplate, newTemplate: PodTemplate): Change;
export {};
