/** A clock the simulation moves by hand; `now()` is epoch milliseconds like Date.now(). */
export declare class SimClock {
    private current;
    constructor(start: number);
    readonly now: () => number;
    /** Moves time forward (never backward). */
    set(at: number): void;
    advance(ms: number): void;
}
