import { Button, Popup, Skeleton } from 'antd-mobile';
import { SafeHtml } from '../../shared/safe-html';
import { useHotGames } from './api/games';
import { GameGrid } from './game-grid';

/** The popup announcement (index_modal) — loaded after the first paint. */
export function NoticePopup({ html, onClose }: { html: string; onClose: () => void }) {
  return (
    <Popup visible onMaskClick={onClose} position="bottom" bodyClassName="notice-popup">
      <h2>公告</h2>
      <SafeHtml html={html} className="notice-popup-body" />
      <Button block color="primary" onClick={onClose}>
        我知道了
      </Button>
    </Popup>
  );
}

/** The hot-games drawer — loaded when first opened. */
export function HotGamesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const hot = useHotGames();
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} position="bottom" bodyClassName="hot-drawer" showCloseButton>
      <h2>热门游戏</h2>
      {hot.data ? <GameGrid games={hot.data} /> : <Skeleton.Paragraph lineCount={4} animated />}
    </Popup>
  );
}
