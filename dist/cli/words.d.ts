/** `1 workload`, `2 workloads`, `0 files`: a count and its noun, singular only for one. */
export declare function count(n: number, singular: string, plural?: string): string;
