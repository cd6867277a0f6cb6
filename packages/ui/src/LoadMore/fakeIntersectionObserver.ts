/** A controllable IntersectionObserver for jsdom (which has none): tests scroll the list's end into view by hand. */
import { vi } from 'vitest';

interface FakeObserver {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  targets: Set<Element>;
}

export function installFakeIntersectionObserver() {
  const observers = new Set<FakeObserver>();
  class FakeIntersectionObserver {
    private readonly entry: FakeObserver;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, targets: new Set() };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    /** The live observers' root margins. */
    rootMargins: () => [...observers].map((o) => o.options?.rootMargin),
    /** Reports every watched element as (not) within the root margin. */
    scroll(isIntersecting: boolean) {
      for (const observer of [...observers]) {
        const entries = [...observer.targets].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
        if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
      }
    },
    uninstall: () => vi.unstubAllGlobals(),
  };
}
