import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { forgetLocale, loadSignedInWords } from '@/lib/i18n/intl.tsx';

// Files share one page's globals (the project does not isolate them, which saves loading React and the app's modules
// for every file): each file starts as a fresh page would, in English, with nothing stored and no toast showing.
forgetLocale();
// Screens are rendered on their own here, not through the dashboard that brings the signed-in words in the app.
await loadSignedInWords();
toast.remove();
localStorage.clear();
sessionStorage.clear();
document.documentElement.lang = '';

// How long a `findBy` or `waitFor` waits for the screen to show what the test expects: a budget for a shared, loaded
// machine (the library's second is too short there), never a speed check. A screen that never shows it still fails.
configure({ asyncUtilTimeout: 5_000 });

// happy-dom lacks these browser APIs; the marquee measures with ResizeObserver and toasts ask matchMedia.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;

/**
 * happy-dom lays nothing out, so its IntersectionObserver never reports anything near the screen: here everything
 * observed is on screen at once (the home page's map loads when it nears the screen).
 */
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback(
        [{ target, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;
