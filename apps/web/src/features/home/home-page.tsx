import { GAME_CATEGORIES, type GameCategory } from '@casino/contract/codes';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useAppInfo } from '../../api/queries/app-info';
import { Button, CloseOutline } from '../../shared/antd-first-load';
import { PATHS } from '../../shared/paths';
import { SkeletonLines } from '../../shared/skeleton';
import { useAppNavigate } from '../../shared/use-app-navigate';
import { AccountBar } from './account-bar';
import { BannerCarousel } from './banner-carousel';
import { useBanners } from './api/banners';
import { useGamePlatforms } from '../../api/queries/game-platforms';
import { useGames } from './api/games';
import { useNotices } from './api/notices';
import { CategoryTabs } from './category-tabs';
import { GameGrid } from './game-grid';
import { GameSearchEntry } from './game-search-entry';
import { HomeDock } from './home-dock';
import { LobbyRowsSlot } from './lobby-rows-slot';
import { NoticeScroll } from './notice-scroll';
import { ProviderCards } from './provider-cards';
import './home-page.css';

const POPUP_SEEN_KEY = 'index-modal-seen';

// Loaded when shown: the announcement brings the HTML sanitizer.
const NoticePopup = lazy(async () => ({ default: (await import('./notice-popup')).NoticePopup }));

export default function HomePage() {
  const go = useAppNavigate();
  const appInfo = useAppInfo();
  const banners = useBanners();
  const notices = useNotices();
  const games = useGames();
  const platforms = useGamePlatforms();
  const [category, setCategory] = useState<GameCategory>(GAME_CATEGORIES[0].id);
  const [downloadBar, setDownloadBar] = useState(true);
  const [popupOpen, setPopupOpen] = useState(() => sessionStorage.getItem(POPUP_SEEN_KEY) === null);
  const info = appInfo.data;

  const closePopup = useCallback(() => {
    sessionStorage.setItem(POPUP_SEEN_KEY, '1');
    setPopupOpen(false);
  }, []);

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
        {/* The site's name is the screen's heading, drawn as its logo when it has one. */}
        <h1>{info?.site_logo ? <img src={info.site_logo} alt={info.title} width={120} height={32} className="home-logo" /> : info?.title}</h1>
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
        <GameSearchEntry />
        <CategoryTabs active={category} onChange={setCategory} />
        {(games.isPending || platforms.isPending) && <SkeletonLines count={6} />}
        {(games.isError || platforms.isError) && (
          <p className="games-error" role="alert">
            游戏加载失败，请稍后重试
          </p>
        )}
        {games.data && platforms.data && <ProviderCards platforms={platforms.data} category={category} games={games.data} />}
        {/* 电子游艺's entries are its providers, drawn as their cards above. */}
        {games.data && category !== 'concise' && <GameGrid games={games.data.filter((g) => g.category_id === category)} />}
      </section>
      <LobbyRowsSlot />

      <HomeDock info={info} />
      <Suspense fallback={null}>
        {popupOpen && info?.index_modal === 1 && info.webcontent !== '' && <NoticePopup html={info.webcontent} onClose={closePopup} />}
      </Suspense>
    </div>
  );
}
