import type { Clock } from '../../clock.ts';

export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit refuses calls before one probe may go through. */
  cooldownMs: number;
}

/**
 * One provider's circuit: after `failureThreshold` failures in a row no call goes out for
 * `cooldownMs`; then a single probe is let through (half-open), and its outcome closes or
 * re-opens the circuit. Time comes from the clock, so tests move it by hand. (opossum
 * wraps a function with its own timers and timeouts; the routing here needs only these
 * three states and a clock it can inject.)
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private probing = false;

  constructor(
    private readonly clock: Clock,
    private readonly options: CircuitBreakerOptions,
  ) {}

  get state(): CircuitState {
    if (this.openedAt === null) return 'closed';
    return this.clock.now().getTime() - this.openedAt >= this.options.cooldownMs
      ? 'half-open'
      : 'open';
  }

  /** When an open circuit lets a probe through; null when closed. */
  get reopensAt(): Date | null {
    return this.openedAt === null ? null : new Date(this.openedAt + this.options.cooldownMs);
  }

  get consecutiveFailures(): number {
    return this.failures;
  }

  /** May a call go out now? In half-open, only one probe at a time. */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.probing) return false;
    this.probing = true;
    return true;
  }

  /** The acquired call did not go out after all (no budget, language not offered). */
  cancel(): void {
    this.probing = false;
  }

  succeed(): void {
    this.failures = 0;
    this.openedAt = null;
    this.probing = false;
  }

  /** Records a failure; answers true when this failure opened the circuit. */
  fail(): boolean {
    this.failures += 1;
    const wasProbe = this.probing;
    this.probing = false;
    if (wasProbe || (this.openedAt === null && this.failures >= this.options.failureThreshold)) {
      this.openedAt = this.clock.now().getTime();
      return true;
    }
    return false;
  }
}
