/** A clock the simulation moves by hand; `now()` is epoch milliseconds like Date.now(). */
export class SimClock {
    current;
    constructor(start) {
        this.current = start;
    }
    now = () => this.current;
    /** Moves time forward (never backward). */
    set(at) {
        if (at > this.current)
            this.current = at;
    }
    advance(ms) {
        this.current += Math.max(0, ms);
    }
}
//# sourceMappingURL=clock.js.map