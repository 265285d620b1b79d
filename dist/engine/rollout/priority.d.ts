import type { PriorityStrategy } from '../workloads/cloneSet.js';
import type { PodInfo } from './podFacts.js';
export declare function hasPriority(priority?: PriorityStrategy): boolean;
/** Kruise's priority sorter: a stable sort whose tie-breaker puts the higher pod index first. */
export declare function sortByPriority(order: PodInfo[], priority: PriorityStrategy): PodInfo[];
