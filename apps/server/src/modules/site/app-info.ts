import type { AppInfo } from '@casino/contract/entities/site';
import type { SiteSettings } from '../../site-settings';

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

export function toAppInfo(site: SiteSettings): AppInfo {
  return {
    title: site.title,
    site_logo: site.site_logo,
    site_state: flag(site.site_state),
    repair_tips: site.repair_tips,
    redpacket_switch: flag(site.redpacket_switch),
    index_modal: flag(site.index_modal),
    webcontent: site.webcontent,
    app_state: flag(site.app_state),
    ios_download_url: site.ios_download_url,
    float_image: site.float_image,
    float_activity_id: site.float_activity_id,
  };
}
