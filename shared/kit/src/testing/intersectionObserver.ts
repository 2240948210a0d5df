/** A stand-in for IntersectionObserver (jsdom has none) that a test triggers by hand. */
export class TestIntersectionObserver {
  static instances: TestIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    TestIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** The live observers, newest last. */
  static live(): TestIntersectionObserver[] {
    return TestIntersectionObserver.instances.filter((o) => !o.disconnected);
  }

  /** The sentinel comes into view for every live observer. */
  static intersectAll() {
    for (const observer of TestIntersectionObserver.live()) {
      const entries = [...observer.targets].map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }

  /** Put the fake in place of the browser's (call in beforeEach). */
  static install() {
    TestIntersectionObserver.instances = [];
    Object.assign(globalThis, { IntersectionObserver: TestIntersectionObserver });
  }
}
