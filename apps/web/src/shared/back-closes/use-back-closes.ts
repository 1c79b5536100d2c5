import { useEffect, useRef } from 'react';
import { openBackEntry } from './back-entries';

/** While `open`, Back calls `close` instead of leaving the page (shared/back-closes/back-entries.ts). */
export function useBackCloses(open: boolean, close: () => void): void {
  const latestClose = useRef(close);
  useEffect(() => {
    latestClose.current = close;
  });
  useEffect(() => {
    if (!open) return undefined;
    return openBackEntry(() => {
      latestClose.current();
    });
  }, [open]);
}
