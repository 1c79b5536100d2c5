import { OVERLAY_MARK, overlayDepthOf } from '../router/overlay-entries';

/**
 * Back closes what is open before it leaves the page (#33 item 7). An overlay that opens adds a history entry
 * of the same address, marked with its depth; Back lands on the entry below and closes every overlay above it.
 * An overlay closed another way takes its entry off again (history.go), unless the page has moved on already
 * (the hash history turns a marked entry into the next page's: shared/router/history.ts).
 */
interface BackEntry {
  close: () => void;
  /** Its history entry's depth; 0 while its entry waits for our own steps back to land. */
  depth: number;
}

const open: BackEntry[] = [];
/** Our own history.go calls whose popstate has not arrived yet: the entries pushed meanwhile wait for them. */
let ownSteps = 0;

const currentDepth = () => overlayDepthOf(window.history.state);
const topDepth = () => open.reduce((top, entry) => Math.max(top, entry.depth), 0);

function push(entry: BackEntry) {
  entry.depth = currentDepth() + 1;
  const state: unknown = window.history.state;
  window.history.pushState({ ...(typeof state === 'object' ? state : {}), [OVERLAY_MARK]: entry.depth }, '', window.location.href);
}

/** Takes off the entries above the deepest overlay still open. */
function settle() {
  const extra = currentDepth() - topDepth();
  if (extra > 0) {
    ownSteps += 1;
    window.history.go(-extra);
  }
}

function onPopState() {
  if (ownSteps > 0) {
    ownSteps -= 1;
    if (ownSteps > 0) return;
    for (const entry of open) if (entry.depth === 0) push(entry);
    settle();
    return;
  }
  const depth = currentDepth();
  const closing = open.filter((entry) => entry.depth > depth).reverse();
  for (const entry of closing) open.splice(open.indexOf(entry), 1);
  for (const entry of closing) entry.close();
  // An entry left from an overlay that is gone (a reload, a page that went on without closing it) is skipped.
  settle();
}

window.addEventListener('popstate', onPopState);

/** Gives the overlay shown now an entry in the history that Back takes off by calling `close`; answers its release. */
export function openBackEntry(close: () => void): () => void {
  const entry: BackEntry = { close, depth: 0 };
  open.push(entry);
  if (ownSteps === 0) push(entry);
  return () => {
    const at = open.indexOf(entry);
    if (at === -1) return;
    open.splice(at, 1);
    if (ownSteps === 0) settle();
  };
}
