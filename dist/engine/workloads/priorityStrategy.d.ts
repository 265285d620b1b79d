import type { LabelSelector } from '../kube/labelSelector.js';
/** Kruise's appspub.UpdatePriorityStrategy: CloneSet's `priorityStrategy`, Advanced StatefulSet's `unorderedUpdate.priorityStrategy`. */
export interface PriorityStrategy {
    weightPriority?: {
        weight: number;
        matchSelector: LabelSelector;
    }[];
    orderPriority?: {
        orderedKey: string;
    }[];
}
export declare function readPriorityStrategy(value: unknown, field: string): PriorityStrategy | undefined;
