import { useQuery } from '@tanstack/react-query';
import { Space } from 'antd';
import { QueryState } from '../../shared/query-state';
import { ScreenHeader } from '../../shared/screen-header';
import { siteSettingsQuery } from './api';
import { RedPacketCard } from './red-packet-card';
import { RedpacketRulesCard } from './redpacket-rules-card';
import { SecondReviewCard } from './second-review-card';
import { SiteLinksCard } from './site-links-card';
import { SiteStateCard } from './site-state-card';
import { SiteThemeCard } from './site-theme-card';
import { TurnoverCard } from './turnover-card';

/** 站点设置 (the owner's): the maintenance switch with its tip, the red packet switch, its rules, the site's name and addresses, the brand theme, the four-eyes amount and the turnover multiple, as they are now. */
export function SettingsPage() {
  const settings = useQuery(siteSettingsQuery);
  return (
    <>
      <ScreenHeader title="站点设置" />
      <Space vertical size="large" style={{ width: '100%' }}>
        <QueryState query={settings} />
        {settings.data && (
          <>
            {/* Keyed by the values read, so the form shows them again after each save or refetch. */}
            <SiteStateCard key={`${String(settings.data.site_state)}:${settings.data.repair_tips}`} settings={settings.data} />
            <RedPacketCard on={settings.data.redpacket_switch === 1} />
          </>
        )}
        <RedpacketRulesCard />
        <SiteLinksCard />
        <SiteThemeCard />
        <SecondReviewCard />
        <TurnoverCard />
      </Space>
    </>
  );
}
