/** A sliding-window request counter: at most `limit` accepted requests in any `windowMs`. */
export class RateLimiter {
  private readonly accepted: number[] = []

  constructor(
    private readonly limit: number,
    private readonly windowMs: number
  ) {
    if (!(limit >= 0)) throw new RangeError(`rate limit must be >= 0, got ${limit}`)
    if (!(windowMs > 0)) throw new RangeError(`rate-limit window must be > 0 ms, got ${windowMs}`)
  }

  get enabled(): boolean {
    return this.limit > 0 && Number.isFinite(this.limit)
  }

  /** Counts the request and returns 0 when it is allowed; otherwise the seconds until one is (Retry-After). */
  take(now: number): number {
    if (!this.enabled) return 0
    while (this.accepted.length > 0 && (this.accepted[0] as number) <= now - this.windowMs) this.accepted.shift()
    if (this.accepted.length < this.limit) {
      this.accepted.push(now)
      return 0
    }
    const oldest = this.accepted[0] as number
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000))
  }
}
