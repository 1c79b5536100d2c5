import { GAME_CATEGORIES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { Button, NoticeBar, Skeleton, Tabs } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useAppInfo } from '../../api/queries/app-info';
import { href, PATHS } from '../../shared/paths';
import { session } from '../../shared/session';
import { toast } from '../../shared/toast';
import { useAppNavigate } from '../../shared/use-app-navigate';
import { AccountBar } from './account-bar';
import { BannerCarousel } from './banner-carousel';
import { useBanners } from './api/banners';
import { useGames } from './api/games';
import { useNotices } from './api/notices';
import { GameGrid } from './game-grid';
import './home-page.css';

const POPUP_SEEN_KEY = 'index-modal-seen';

// Popups use antd's gesture code: loaded after the first paint, not with the home route.
const NoticePopup = lazy(async () => ({ default: (await import('./home-popups')).NoticePopup }));
const HotGamesDrawer = lazy(async () => ({ default: (await import('./home-popups')).HotGamesDrawer }));

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

  const closePopup = () => {
    sessionStorage.setItem(POPUP_SEEN_KEY, '1');
    setPopupOpen(false);
  };

  const openRedPacket = () => {
    if (info?.redpacket_switch === 0) return void toast.fail(MSG.redpacketClosed);
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
        {info?.site_logo ? <img src={info.site_logo} alt={info.title} height={32} /> : <h1>{info?.title}</h1>}
      </header>

      <div className="banner-wrap">
        {banners.isPending ? (
          <Skeleton animated className="banner-skeleton" />
        ) : (
          <BannerCarousel banners={banners.data ?? []} />
        )}
      </div>

      <NoticeBar content={(notices.data ?? []).join('　　')} color="info" />
      <AccountBar />

      <section className="categories" aria-label="游戏分类">
        <Tabs activeKey={category} onChange={setCategory}>
          {GAME_CATEGORIES.map((c) => (
            <Tabs.Tab key={c.id} title={c.name} />
          ))}
        </Tabs>
        {games.isPending && <Skeleton.Paragraph lineCount={6} animated />}
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
