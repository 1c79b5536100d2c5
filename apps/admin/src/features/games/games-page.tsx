import { MSG } from '@casino/contract/messages';
import { Result, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useMayCall } from '../../api/me';
import { ScreenHeader } from '../../shared/screen-header';
import { filtersFromUrl, filtersToUrl, type GameFilters, type GameTab } from './game-filters';
import { GamesTab } from './games-tab';
import { PlatformsTab } from './platforms-tab';
import { SlotGamesTab } from './slot-games-tab';

/** 游戏管理: the platforms, the games of the players' home and each provider's slot games. Tab, filters, page and sort are the URL's. */
export function GamesPage() {
  const mayRead = useMayCall('adminGames');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromUrl(params);
  const show = (next: GameFilters) => setParams(filtersToUrl(next));

  if (!mayRead) return <Result status="403" title={MSG.adminForbidden} />;
  return (
    <>
      <ScreenHeader title="游戏管理" />
      <Tabs
        activeKey={filters.tab}
        onChange={(tab) => show({ tab: tab as GameTab, category: '', platform: '', catecode: '', page: 1, sort: '', order: '' })}
        items={[
          { key: 'platforms', label: '平台', children: <PlatformsTab filters={filters} show={show} /> },
          { key: 'games', label: '游戏', children: <GamesTab filters={filters} show={show} /> },
          { key: 'slots', label: '电子游戏', children: <SlotGamesTab filters={filters} show={show} /> },
        ]}
        destroyOnHidden
      />
    </>
  );
}
