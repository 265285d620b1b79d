import type { JsonObject } from './json.js';
export type QosClass = 'Guaranteed' | 'Burstable' | 'BestEffort';
/**
 * Kubernetes' pod QoS class (`qos.GetPodQOS`) computed on a pod spec as Kruise does on the template: cpu and memory
 * only, positive values only, summed over containers and initContainers; requests are NOT defaulted from limits.
 */
export declare function podQosClass(spec: JsonObject): QosClass;
