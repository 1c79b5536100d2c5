import { waitFor } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { expect } from 'vitest';

const TOAST = '.adm-toast-mask';
const DIALOG = '.adm-dialog';

/**
 * Closes the toast and waits until it has left the document. antd-mobile removes a closed toast a moment later
 * (its root unmounts a microtask after the close): a toast of the same text shown meanwhile would let findByText
 * answer the closing one, which then leaves the document — the test saw a toast that was not the new one.
 */
export async function clearToasts(): Promise<void> {
  Toast.clear();
  await waitFor(() => {
    expect(document.querySelector(TOAST)).toBeNull();
  });
}

/** Closes every toast and dialog and waits until none is left in the document (test/setup.ts, after each test). */
export async function closeOverlays(): Promise<void> {
  Dialog.clear();
  Toast.clear();
  await waitFor(() => {
    expect(document.querySelector(`${TOAST}, ${DIALOG}`)).toBeNull();
  });
}

let settles = 0;

/**
 * Lets the history of the worker's window go quiet before the next test (test/setup.ts). jsdom runs history.go and
 * back on later tasks and fires a fragment navigation's popstate on a later task too: one left by a test (a Back,
 * an address set in its afterEach) reached the next file's first test and closed its just-opened dialog as Back
 * would (back-closes/back-entries.ts). A fragment navigation cancels the traversals still queued, and its own
 * hashchange comes after every event queued before it. The address is then the page's own again, with no hash and
 * no state, as the worker's window started: a test that wants a route sets it.
 */
export async function settleHistory(): Promise<void> {
  settles += 1;
  const landed = new Promise((resolve) => {
    window.addEventListener('hashchange', resolve, { once: true });
  });
  window.location.hash = `#/settled-${String(settles)}`;
  await landed;
  window.history.replaceState(null, '', window.location.pathname);
}
