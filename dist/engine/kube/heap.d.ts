/**
 * A binary min-heap over a three-way comparison: the rollout's lazy candidate order and the kubelet simulator's
 * deadlines both take items one at a time in order without sorting them all.
 */
export declare class Heap<T> {
    private readonly compare;
    private readonly items;
    /** Heapifies `items` in place (the array becomes the heap's). */
    constructor(compare: (a: T, b: T) => number, items?: T[]);
    get size(): number;
    peek(): T | undefined;
    push(item: T): void;
    pop(): T | undefined;
    /** The `count` smallest items, unordered (quickselect on a copy). */
    smallest(count: number): T[];
    private down;
}
