import type { AppInfo } from '@casino/contract/entities/site';
import { MSG } from '@casino/contract/messages';
import { lazy, Suspense, useState } from 'react';
import { href, PATHS } from '../../shared/paths';
import { toast } from '../../shared/toast';
import { useAppNavigate } from '../../shared/use-app-navigate';
import './home-dock.css';

// Loaded when first opened: the drawer brings antd-mobile's Popup.
const HotGamesDrawer = lazy(async () => ({ default: (await import('./hot-games-drawer')).HotGamesDrawer }));

/**
 * 红包, 热门游戏 and the floating promotion (首存送), in a bar of their own above the tab bar (#33 item 9): as
 * buttons floating over the page they sat on the VIP shortcut, the category tabs and the game tiles. The page
 * keeps the bar's height free at its end, so nothing of it stays under the bar.
 */
export function HomeDock({ info }: { info: AppInfo | undefined }) {
  const go = useAppNavigate();
  const [hotOpen, setHotOpen] = useState(false);
  const [hotUsed, setHotUsed] = useState(false);

  const openRedPacket = () => {
    if (info?.redpacket_switch === 0) {
      toast.fail(MSG.redpacketClosed);
      return;
    }
    // A visitor gets the guard dialog (LOGIN_LINK_PATHS).
    go(PATHS.hongbao);
  };

  return (
    <>
      <nav className="home-dock" aria-label="快捷入口">
        <button type="button" className="home-dock-redpacket" onClick={openRedPacket} aria-label="抢红包">
          红包
        </button>
        <button
          type="button"
          className="home-dock-hot"
          onClick={() => {
            setHotUsed(true);
            setHotOpen(true);
          }}
        >
          热门游戏
        </button>
        {info && info.float_image !== '' && (
          <button
            type="button"
            className="home-dock-promo"
            data-testid="floating-promo"
            onClick={() => go(info.float_activity_id === null ? PATHS.discount : href(PATHS.discountInfo, { id: info.float_activity_id }))}
          >
            <img src={info.float_image} alt="优惠活动" width={44} height={44} />
          </button>
        )}
      </nav>
      <Suspense fallback={null}>{hotUsed && <HotGamesDrawer open={hotOpen} onClose={() => setHotOpen(false)} />}</Suspense>
    </>
  );
}
