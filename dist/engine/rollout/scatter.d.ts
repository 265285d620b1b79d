import type { ScatterTerm } from '../workloads/cloneSet.js';
import type { PodInfo } from './podFacts.js';
/** Kruise's scatter sort: each term spreads the Pods it matches evenly between the others. */
export declare function scatterOrder(order: PodInfo[], all: PodInfo[], strategy: ScatterTerm[]): PodInfo[];
