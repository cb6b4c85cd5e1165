/**
 * Failed sign-ins remembered per key (a client address, an account), with bounded memory: a key keeps
 * at most `maxFailures` times, a key whose failures are all older than the window is dropped, and no
 * more than `capacity` keys are kept. Failed sign-ins with random names (each a new key) therefore
 * cost at most `capacity` small entries, however many there are (docs/decisions/hosted-editor.md).
 *
 * When the cap is reached after dropping expired keys, the least recently failed keys that are not
 * blocked go first; blocked keys are dropped last, oldest first, so that flooding the table with
 * new names does not unblock an account being guessed before every other entry has gone.
 */
export interface ThrottleOptions {
  maxFailures: number
  windowMs: number
  /** Keys kept at most (a key is a few hundred bytes: 10 000 keys stay well under 10 MB). */
  capacity?: number
}

export class Throttle {
  private readonly failures = new Map<string, number[]>()
  private readonly maxFailures: number
  private readonly windowMs: number
  private readonly capacity: number
  private lastSweep = 0

  constructor({ maxFailures, windowMs, capacity = 10_000 }: ThrottleOptions) {
    this.maxFailures = maxFailures
    this.windowMs = windowMs
    this.capacity = capacity
  }

  /** Keys remembered now (for tests and measurements). */
  get size() {
    return this.failures.size
  }

  private recent(key: string, now: number) {
    const times = this.failures.get(key)
    if (!times) return []
    const kept = times.filter(at => now - at < this.windowMs)
    if (kept.length) this.failures.set(key, kept)
    else this.failures.delete(key)
    return kept
  }

  /** The first of `keys` that reached the limit, and the time it is released, or undefined. */
  blocked(keys: string[], now = Date.now()): { key: string; until: number } | undefined {
    for (const key of keys) {
      const times = this.recent(key, now)
      if (times.length >= this.maxFailures) return { key, until: times[0] + this.windowMs }
    }
    return undefined
  }

  /** One more failure for each of `keys`. */
  fail(keys: string[], now = Date.now()) {
    for (const key of keys) {
      const times = [...this.recent(key, now), now].slice(-this.maxFailures)
      // Deleted then set: the map's order is the order of last failure, the least recent first.
      this.failures.delete(key)
      this.failures.set(key, times)
    }
    if (this.failures.size > this.capacity || now - this.lastSweep > this.windowMs) this.sweep(now)
  }

  /** Expired keys dropped; over the cap, down to nine tenths of it (one sweep for many new keys). */
  private sweep(now: number) {
    this.lastSweep = now
    for (const key of [...this.failures.keys()]) this.recent(key, now)
    if (this.failures.size <= this.capacity) return
    const target = Math.floor(this.capacity * 0.9)
    for (const [key, times] of this.failures) {
      if (this.failures.size <= target) return
      if (times.length < this.maxFailures) this.failures.delete(key)
    }
    for (const key of this.failures.keys()) {
      if (this.failures.size <= target) return
      this.failures.delete(key)
    }
  }
}
