import type { PodTemplate } from '../kube/podTemplate.js';
/** `spec.template` of a workload, checked as far as the engine reads it (its containers' names, images, env, resources). */
export declare function readTemplate(value: unknown): PodTemplate;
