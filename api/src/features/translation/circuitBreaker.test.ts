import { ManualClock } from '../../clock.ts';
import { CircuitBreaker } from './circuitBreaker.ts';

describe('CircuitBreaker', () => {
  const setup = () => {
    const clock = new ManualClock(new Date('2026-04-01T00:00:00Z'));
    return {
      clock,
      breaker: new CircuitBreaker(clock, { failureThreshold: 3, cooldownMs: 10_000 }),
    };
  };

  it('opens only after the threshold of consecutive failures; a success starts the count again', () => {
    const { breaker } = setup();
    expect(breaker.fail()).toBe(false);
    expect(breaker.fail()).toBe(false);
    breaker.succeed();
    expect(breaker.fail()).toBe(false);
    expect(breaker.fail()).toBe(false);
    expect(breaker.fail()).toBe(true);
    expect(breaker.state).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
    expect(breaker.reopensAt?.toISOString()).toBe('2026-04-01T00:00:10.000Z');
  });

  it('lets one probe through after the cool-down, and closes or re-opens on its outcome', () => {
    const { clock, breaker } = setup();
    for (let i = 0; i < 3; i += 1) breaker.fail();
    clock.advance(10_000);
    expect(breaker.state).toBe('half-open');
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false); // one probe at a time
    expect(breaker.fail()).toBe(true);
    expect(breaker.state).toBe('open');

    clock.advance(10_000);
    expect(breaker.tryAcquire()).toBe(true);
    breaker.succeed();
    expect(breaker.state).toBe('closed');
    expect(breaker.consecutiveFailures).toBe(0);
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('frees the probe when the call did not go out', () => {
    const { clock, breaker } = setup();
    for (let i = 0; i < 3; i += 1) breaker.fail();
    clock.advance(10_000);
    expect(breaker.tryAcquire()).toBe(true);
    breaker.cancel();
    expect(breaker.tryAcquire()).toBe(true);
  });
});
