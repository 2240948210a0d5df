/**
 * A small in-process work queue: bounded concurrency, de-duplicated keys, retries with
 * exponential back-off and jitter. Work is identified by a key; a key already waiting is
 * not queued twice (the waiting run reads the newest data when it starts), while a key
 * that is running may be queued again (the running one may be working on old data).
 */
export interface WorkQueueOptions {
  concurrency: number;
  maxAttempts: number;
  retryBaseMs: number;
  /** Decides whether an error is worth another attempt. */
  isRetryable(error: unknown): boolean;
  onGiveUp(key: string, error: unknown): void | Promise<void>;
}

interface Item {
  key: string;
  run: () => Promise<void>;
  attempts: number;
}

export class WorkQueue {
  private readonly waiting: Item[] = [];
  private readonly waitingKeys = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private running = 0;
  private closed = false;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: WorkQueueOptions) {}

  push(key: string, run: () => Promise<void>): void {
    if (this.closed || this.waitingKeys.has(key)) return;
    this.waitingKeys.add(key);
    this.waiting.push({ key, run, attempts: 0 });
    this.pump();
  }

  /** Resolves once nothing is waiting, running or scheduled for a retry. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Drop waiting work and scheduled retries; running work finishes on its own. */
  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.waiting.length = 0;
    this.waitingKeys.clear();
    this.settle();
  }

  private isIdle(): boolean {
    return this.running === 0 && this.waiting.length === 0 && this.timers.size === 0;
  }

  private settle(): void {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private pump(): void {
    while (!this.closed && this.running < this.options.concurrency) {
      const item = this.waiting.shift();
      if (!item) break;
      this.waitingKeys.delete(item.key);
      this.running += 1;
      void this.execute(item).finally(() => {
        this.running -= 1;
        this.pump();
        this.settle();
      });
    }
  }

  private async execute(item: Item): Promise<void> {
    item.attempts += 1;
    try {
      await item.run();
    } catch (error) {
      const retry =
        !this.closed && item.attempts < this.options.maxAttempts && this.options.isRetryable(error);
      if (!retry) {
        await Promise.resolve(this.options.onGiveUp(item.key, error)).catch(() => undefined);
        return;
      }
      const backoff = this.options.retryBaseMs * 2 ** (item.attempts - 1);
      const delay = Math.round(backoff * (0.8 + Math.random() * 0.4));
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        if (this.closed) return this.settle();
        if (this.waitingKeys.has(item.key)) return this.settle();
        this.waitingKeys.add(item.key);
        this.waiting.push(item);
        this.pump();
      }, delay);
      timer.unref();
      this.timers.add(timer);
    }
  }
}
