import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// Below the fold: loaded when the player scrolls to it, not with the home route's first load.
const LobbyRows = lazy(() => import('./lobby-rows'));

/** Where 最近玩过 and 热门 show, once the page is scrolled to them. */
export function LobbyRowsSlot() {
  const slot = useRef<HTMLDivElement>(null);
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (reached || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setReached(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [reached]);
  return (
    <div ref={slot}>
      {reached && (
        <Suspense fallback={null}>
          <LobbyRows />
        </Suspense>
      )}
    </div>
  );
}
