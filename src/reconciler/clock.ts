/** A clock the simulation moves by hand; `now()` is epoch milliseconds like Date.now(). */
export class SimClock {
  private current: number

  constructor(start: number) {
    this.current = start
  }

  readonly now = (): number => this.current

  /** Moves time forward (never backward). */
  set(at: number): void {
    if (at > this.current) this.current = at
  }

  advance(ms: number): void {
    this.current += Math.max(0, ms)
  }
}
