/**
 * The pod-template and claim-template fields each Kruise release line's Go types know (generated from its
 * k8s.io/api, see podSchema.*.ts), and the templates as Kruise decodes them: every other field dropped.
 */
import { type JsonObject } from '../kube/json.js';
import type { PodTemplate } from '../kube/podTemplate.js';
import { type GoType, type GoTypeSchema } from './goTypeSchema.js';
import { type KruiseRelease } from './releases.js';
/** The Go type Kruise's release decodes a pod template as (v1.PodTemplateSpec of its k8s.io/api). */
export declare function podTemplateType(release?: KruiseRelease): GoType;
/** A field of the CloneSet that Kruise's Go types do not know, by its readable path. */
export interface DroppedField {
    path: string;
}
export declare function goTypeSchema(release?: KruiseRelease): GoTypeSchema;
/**
 * The pod template as Kruise's Go types read it, and the fields they dropped. A GuardError (IPG_ERR_QUANTITY) for a
 * resource quantity they cannot decode, wherever it is: the diff then reads only quantities that decode.
 */
export declare function knownTemplate(template: PodTemplate, schema: GoTypeSchema): {
    template: PodTemplate;
    dropped: DroppedField[];
};
/** The claim templates as Kruise's Go types read them, and the fields they dropped. */
export declare function knownClaimTemplates(claims: JsonObject[], schema: GoTypeSchema): {
    claims: JsonObject[];
    dropped: DroppedField[];
};
/**
 * The pod template and claim templates as Kruise's Go types for `release` decode them (the default release when left
 * out), and every field dropped on the way. readCloneSet applies it: the one place Kruise's decode is modelled.
 */
export declare function asKruiseDecodes(template: PodTemplate, claims: JsonObject[], release?: KruiseRelease): {
    template: PodTemplate;
    volumeClaimTemplates: JsonObject[];
    dropped: DroppedField[];
};
