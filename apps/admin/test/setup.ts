import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// antd reads the screen's breakpoints and the system's reduced motion through matchMedia, which jsdom lacks:
// a desk-sized screen that matches no query.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// antd's range picker and overflowing lists watch their size, which jsdom never lays out: a watcher that never fires.
class UnchangingSizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { configurable: true, value: UnchangingSizeObserver });

// antd measures the scrollbar through a pseudo-element's style, which jsdom does not compute (and says so on
// every table): the element's own style instead.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// As in the web app's setup: findBy* and waitFor wait up to 5 s on a machine busy with the rest of `npm test`.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});
