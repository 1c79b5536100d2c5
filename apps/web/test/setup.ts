import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { Globals } from '@react-spring/web';
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';
import { session } from '../src/shared/session';
import { closeOverlays, settleHistory } from './support/overlays';

// As in main.tsx: antd-mobile's Toast and Dialog need createRoot under React 19.
unstableSetRender((node, container) => {
  const holder = container as Element & { _reactRoot?: Root };
  holder._reactRoot ??= createRoot(container);
  holder._reactRoot.render(node);
  return async () => {
    await Promise.resolve();
    holder._reactRoot?.unmount();
    delete holder._reactRoot;
  };
});

// findBy* and waitFor wait up to 1 s by default: on a machine busy with the rest of `npm test` (end-to-end
// browsers, two databases) a screen's first render has been seen to take over 5 s. What they wait for is the
// same; the project's test time limit (vitest.config.ts) stays above this.
configure({ asyncUtilTimeout: 10_000 });

// antd-mobile animates its pop-ups with react-spring, frame by frame: on a machine busy with the rest of
// `npm test` a dialog has been seen half closed 10 s after its close. The tests are about what opens and
// closes, not how: every animation ends at once.
Globals.assign({ skipAnimation: true });

// jsdom has no IntersectionObserver: what waits to be scrolled to (the home's 最近玩过 and 热门 rows) stays unloaded,
// as below the fold of a phone; a test of those rows renders them itself.
class InertIntersectionObserver {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe = () => undefined;
  unobserve = () => undefined;
  disconnect = () => undefined;
  takeRecords = () => [];
}
if (!('IntersectionObserver' in globalThis)) Object.assign(globalThis, { IntersectionObserver: InertIntersectionObserver });

afterEach(async () => {
  cleanup();
  // antd-mobile's toasts and dialogs are rendered outside the test's tree: closed, and gone from the document,
  // before the next test (of this file or the worker's next) looks for its own.
  await closeOverlays();
  await settleHistory();
  localStorage.clear();
  // The session module keeps what it last read from storage, and the files of a worker share it (isolate: false in
  // vitest.config.ts): clearing the storage alone left the next file's visitor signed in as the last file's member.
  session.clear();
});
