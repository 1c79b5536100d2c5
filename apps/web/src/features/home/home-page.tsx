import { GAME_CATEGORIES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useAppInfo } from '../../api/queries/app-info';
import { Button, CloseOutline } from '../../shared/antd-first-load';
import { href, PATHS } from '../../shared/paths';
import { session } from '../../shared/session';
import { SkeletonLines } from '../../shared/skeleton';
import { toast } from '../../shared/toast';
import { useAppNavigate } from '../../shared/use-app-navigate';
import { AccountBar } from './account-bar';
import { BannerCarousel } from './banner-carousel';
import { useBanners } from './api/banners';
import { useGames } from './api/games';
import { useNotices } from './api/notices';
import { CategoryTabs } from './category-tabs';
import { GameGrid } from './game-grid';
import { NoticeScroll } from './notice-scroll';
import './home-page.css';

const POPUP_SEEN_KEY = 'index-modal-seen';

// Loaded when shown: the announcement brings the HTML sanitizer, the drawer antd-mobile's Popup.
const NoticePopup = lazy(async () => ({ default: (await import('./notice-popup')).NoticePopup }));
const HotGamesDrawer = lazy(async () => ({ default: (await import('./hot-games-drawer')).HotGamesDrawer }));

export default function HomePage() {
  const go = useAppNavigate();
  const appInfo = useAppInfo();
  const banners = useBanners();
  const notices = useNotices();
  const games = useGames();
  const [category, setCategory] = useState<string>(GAME_CATEGORIES[0].id);
  const [hotOpen, setHotOpen] = useState(false);
  const [hotUsed, setHotUsed] = useState(false);
  const [downloadBar, setDownloadBar] = useState(true);
  const [popupOpen, setPopupOpen] = useState(() => sessionStorage.getItem(POPUP_SEEN_KEY) === null);
  const info = appInfo.data;

  const closePopup = useCallback(() => {
    sessionStorage.setItem(POPUP_SEEN_KEY, '1');
    setPopupOpen(false);
  }, []);

  const openRedPacket = () => {
    if (info?.redpacket_switch === 0) {
      toast.fail(MSG.redpacketClosed);
      return;
    }
    if (!session.token()) {
      go(PATHS.login);
      return;
    }
    go(PATHS.hongbao);
  };

  return (
    <div className="home">
      {info?.app_state === 1 && info.ios_download_url !== '' && downloadBar && (
        <div className="download-bar">
          <span>下载APP，体验更流畅</span>
          <Button size="mini" color="primary" onClick={() => go(PATHS.app)}>
            立即下载
          </Button>
          <button type="button" className="download-close" aria-label="关闭" onClick={() => setDownloadBar(false)}>
            <CloseOutline />
          </button>
        </div>
      )}
      <header className="home-header">
        {info?.site_logo ? <img src={info.site_logo} alt={info.title} width={120} height={32} className="home-logo" /> : <h1>{info?.title}</h1>}
      </header>

      <div className="banner-wrap">
        {banners.isPending ? (
          <div className="skeleton-block banner-skeleton" aria-hidden />
        ) : (
          <BannerCarousel banners={banners.data ?? []} />
        )}
      </div>

      <NoticeScroll notices={notices.data ?? []} />
      <AccountBar />

      <section className="categories" aria-label="游戏分类">
        <CategoryTabs active={category} onChange={setCategory} />
        {games.isPending && <SkeletonLines count={6} />}
        {games.isError && (
          <p className="games-error" role="alert">
            游戏加载失败，请稍后重试
          </p>
        )}
        {games.data && <GameGrid games={games.data.filter((g) => g.category_id === category)} />}
      </section>

      <div className="floating-actions">
        <button type="button" className="floating-redpacket" onClick={openRedPacket} aria-label="抢红包">
          红包
        </button>
        {info && info.float_image !== '' && (
          <button
            type="button"
            className="floating-promo"
            data-testid="floating-promo"
            onClick={() => go(info.float_activity_id === null ? PATHS.discount : href(PATHS.discountInfo, { id: info.float_activity_id }))}
          >
            <img src={info.float_image} alt="优惠活动" width={60} height={60} />
          </button>
        )}
      </div>

      <button
        type="button"
        className="hot-handle"
        onClick={() => {
          setHotUsed(true);
          setHotOpen(true);
        }}
      >
        热门游戏
      </button>
      <Suspense fallback={null}>
        {hotUsed && <HotGamesDrawer open={hotOpen} onClose={() => setHotOpen(false)} />}
        {popupOpen && info?.index_modal === 1 && info.webcontent !== '' && <NoticePopup html={info.webcontent} onClose={closePopup} />}
      </Suspense>
    </div>
  );
}
