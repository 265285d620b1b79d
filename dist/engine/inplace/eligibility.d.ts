import { type FeatureGates } from '../kruise/gates.js';
import type { GoType } from '../kruise/goTypeSchema.js';
import { type JsonObject } from '../kube/json.js';
import type { PodTemplate } from '../kube/podTemplate.js';
import { type Change } from './diff.js';
/**
 * OpenKruise's in-place eligibility (`defaultCalculateInPlaceUpdateSpec`, spec §2.3), rule by rule. Kruise stops at
 * the first op that forbids in-place; we classify every op so a person sees all of them, with the same outcome.
 */
export type Effect = 'none' | 'in-place' | 'in-place-restart' | 'recreate';
export type RuleId = 'image' | 'metadata' | 'metadata-env' | 'resources-in-place' | 'resources-gate-off' | 'resources-not-eligible' | 'resources-qos-change' | 'container-added' | 'container-removed' | 'container-order' | 'init-container' | 'pod-spec' | 'volume-claim-templates' | 'outside-template';
export interface Verdict {
    change: Change;
    effect: Effect;
    rule: RuleId;
    /** Plain words: what changed and why it is (not) in place. Never a field value other than an image or quantity. */
    explanation: string;
    /** Containers this change restarts in place. */
    restarts?: string[];
}
export type MetadataMap = Record<string, string>;
export interface ResourceChange {
    limits?: Record<string, string>;
    requests?: Record<string, string>;
}
/** OpenKruise's UpdateSpec (spec §2.4): what one in-place update applies to a Pod. */
export interface UpdateSpec {
    revision: string;
    containerImages?: Record<string, string>;
    containerRefMetadata?: Record<string, {
        labels?: MetadataMap;
        annotations?: MetadataMap;
    }>;
    containerResources?: Record<string, ResourceChange>;
    /** JSON merge patch of the Pod's labels/annotations (null removes a key; a null map removes them all). */
    metaDataPatch?: {
        labels?: Record<string, string | null> | null;
        annotations?: Record<string, string | null> | null;
    };
    updateEnvFromMetadata?: boolean;
    graceSeconds?: number;
}
export interface ClassifyOptions {
    gates?: Partial<FeatureGates>;
    revision?: string;
    graceSeconds?: number;
    oldVctHash?: string;
    newVctHash?: string;
    /** True for InPlaceOnly: a volumeClaimTemplates difference is ignored (spec §2.3 step 2). */
    ignoreVctHashDiff?: boolean;
    /** Kruise's Go type for the templates (podTemplateType): given, the fields its decode drops are not read. */
    templateType?: GoType;
}
export interface TemplateClassification {
    /** 'unchanged' when the templates are equal as the controller has them. */
    eligibility: 'unchanged' | 'in-place' | 'recreate';
    verdicts: Verdict[];
    /** The in-place action; null when Pods must be recreated or nothing changed. */
    spec: UpdateSpec | null;
    /**
     * The two templates as given (not defaulted; with templateType, perhaps not decoded): their container and env names,
     * env fieldRefs and non-null metadata keys read as in the templates Kruise compares, since neither defaulting nor its
     * decode adds or drops any of them.
     */
    oldTemplate: PodTemplate;
    newTemplate: PodTemplate;
}
export declare function classifyTemplates(oldRaw: PodTemplate, newRaw: PodTemplate, options?: ClassifyOptions): TemplateClassification;
/** classifyTemplates with the gates already resolved (predictUpdate resolves them once). */
export declare function classifyWithGates(oldTemplate: PodTemplate, newTemplate: PodTemplate, gates: FeatureGates, options: ClassifyOptions): TemplateClassification;
/** Kruise's CalculateInPlaceUpdateSpec on two templates: the UpdateSpec, or null when the Pods must be recreated. */
export declare function calculateInPlaceUpdateSpec(oldTemplate: PodTemplate, newTemplate: PodTemplate, options: ClassifyOptions & {
    revision: string;
}): UpdateSpec | null;
/**
 * Containers (new template) with an env whose only source is a fieldRef to `metadata.<kind>['<key>']`. Written or
 * defaulted containers give the same answer: an env named '' is one Go drops the name of.
 */
export declare function envReaders(containers: JsonObject[], kind: 'labels' | 'annotations', key: string): string[];
