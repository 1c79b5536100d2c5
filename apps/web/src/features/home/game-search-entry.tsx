import { lazy, Suspense, useState } from 'react';

// Loaded when first opened: the search sheet brings antd-mobile's Popup, not needed for the first paint.
const GameSearchSheet = lazy(() => import('./game-search-sheet'));

/** The lobby's search box: a button that opens the search over every game's name. */
export function GameSearchEntry() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="lobby-search-entry"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        搜索游戏
      </button>
      <Suspense fallback={null}>{used && <GameSearchSheet open={open} onClose={() => setOpen(false)} />}</Suspense>
    </>
  );
}
