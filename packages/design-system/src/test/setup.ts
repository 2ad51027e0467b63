import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  // The media mocks below live on shared prototypes: forget their calls between tests.
  vi.clearAllMocks();
});

// jsdom has no media playback: make play() resolve and fire the events a browser fires,
// so components that follow the element's real state can be tested.
Object.defineProperty(HTMLMediaElement.prototype, 'paused', {
  configurable: true,
  get(this: HTMLMediaElement & { __paused?: boolean }) {
    return this.__paused ?? true;
  },
});
HTMLMediaElement.prototype.play = vi.fn(function (this: HTMLMediaElement & { __paused?: boolean }) {
  this.__paused = false;
  this.dispatchEvent(new Event('play'));
  return Promise.resolve();
});
HTMLMediaElement.prototype.pause = vi.fn(function (
  this: HTMLMediaElement & { __paused?: boolean },
) {
  this.__paused = true;
  this.dispatchEvent(new Event('pause'));
});
HTMLMediaElement.prototype.load = vi.fn();

// jsdom has no IntersectionObserver. Tests drive visibility with `intersect()`.
type Entry = { target: Element; isIntersecting: boolean; intersectionRatio: number };
// Kept on globalThis: with `isolate: false` this file runs before every test file, and
// every copy must share one registry with the `intersect` the tests import.
const registry = globalThis as typeof globalThis & {
  __flickObservers?: Set<MockIntersectionObserver>;
};
registry.__flickObservers ??= new Set<MockIntersectionObserver>();
const observers = registry.__flickObservers;
class MockIntersectionObserver {
  readonly targets = new Set<Element>();
  constructor(private readonly callback: (entries: Entry[]) => void) {
    observers.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    observers.delete(this);
  }
  takeRecords() {
    return [];
  }
  fire(target: Element, isIntersecting: boolean) {
    if (this.targets.has(target)) {
      this.callback([{ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 }]);
    }
  }
}
vi.stubGlobal('IntersectionObserver', MockIntersectionObserver);

/** Tell every observer watching `target` that it entered or left the viewport. */
export function intersect(target: Element, isIntersecting: boolean) {
  for (const observer of observers) observer.fire(target, isIntersecting);
}

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}

// jsdom has no ResizeObserver (Radix Slider measures its thumb with one).
if (!('ResizeObserver' in window)) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
