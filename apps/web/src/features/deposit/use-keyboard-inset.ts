import { useEffect, useState } from 'react';

/**
 * How much of the layout viewport's bottom the on-screen keyboard covers, in px (0 without one). Chrome on
 * Android shrinks only the visual viewport for the keyboard, so a bottom sheet would sit behind it.
 */
export function useKeyboardInset(active: boolean): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!active || !viewport) return;
    const measure = () => setInset(Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop)));
    measure();
    viewport.addEventListener('resize', measure);
    viewport.addEventListener('scroll', measure);
    return () => {
      viewport.removeEventListener('resize', measure);
      viewport.removeEventListener('scroll', measure);
    };
  }, [active]);
  return active ? inset : 0;
}
