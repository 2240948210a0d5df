/** The server's notion of now, injectable so tests can move time instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests set and advance by hand. */
export class ManualClock implements Clock {
  constructor(private current = new Date('2026-01-01T00:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(date: Date): void {
    this.current = new Date(date);
  }
}

/** Timestamps are stored and sent as UTC ISO strings without milliseconds. */
export const toUtcString = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
