import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { Result, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useMayCall } from '../../api/me';
import { ScreenHeader } from '../../shared/screen-header';
import { oneOf } from '../../shared/url-filters';
import { GamesTab } from './games-tab';
import { PlatformsTab } from './platforms-tab';
import { SlotGamesTab } from './slot-games-tab';

/** The tabs after the first (平台, left out of the address). */
const readTab = oneOf(['games', 'slots']);

/**
 * 游戏管理: the platforms, the games of the players' home and each provider's slot games. The tab is the URL's,
 * and so are the shown tab's filters, page and sort; another tab starts from none of them.
 */
export function GamesPage() {
  const mayRead = useMayCall('adminGames');
  const [params, setParams] = useSearchParams();

  if (!mayRead) return <Result status="403" title={ADMIN_MSG.adminForbidden} />;
  return (
    <>
      <ScreenHeader title="游戏管理" />
      <Tabs
        activeKey={readTab(params.get('tab') ?? '') || 'platforms'}
        onChange={(tab) => setParams(tab === 'platforms' ? {} : { tab })}
        items={[
          { key: 'platforms', label: '平台', children: <PlatformsTab /> },
          { key: 'games', label: '游戏', children: <GamesTab /> },
          { key: 'slots', label: '电子游戏', children: <SlotGamesTab /> },
        ]}
        destroyOnHidden
      />
    </>
  );
}
