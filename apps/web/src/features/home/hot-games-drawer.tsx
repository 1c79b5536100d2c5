import { Popup } from '../../shared/back-closes/overlays';
import { SkeletonLines } from '../../shared/skeleton';
import { useHotGames } from './api/games';
import { GameGrid } from './game-grid';

/** The hot-games drawer — loaded when first opened. */
export function HotGamesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const hot = useHotGames();
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} position="bottom" bodyClassName="hot-drawer" showCloseButton>
      <h2>热门游戏</h2>
      {hot.data ? <GameGrid games={hot.data} /> : <SkeletonLines count={4} />}
    </Popup>
  );
}
