/**
 * The mark of a history entry an open overlay added (shared/back-closes): the same address as the page under
 * it, with the overlay's depth in its state. The hash history reads it so that a page's own entries keep it.
 */
export const OVERLAY_MARK = 'overlayDepth';

/** How many overlays deep the entry of this history state is; 0 for a page's own entry. */
export function overlayDepthOf(state: unknown): number {
  if (typeof state !== 'object' || state === null || !(OVERLAY_MARK in state)) return 0;
  const depth: unknown = (state as Record<string, unknown>)[OVERLAY_MARK];
  return typeof depth === 'number' && depth > 0 ? depth : 0;
}
