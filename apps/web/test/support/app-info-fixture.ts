import type { AppInfo } from '@casino/contract/entities/site';
import { DEFAULT_THEME } from '@casino/contract/site-theme';

/** The site settings as the server answers /api/app. */
export function appInfo(overrides: Partial<AppInfo> = {}): AppInfo {
  return {
    title: '娱乐城',
    site_logo: '',
    site_state: 1,
    repair_tips: '',
    redpacket_switch: 1,
    index_modal: 0,
    webcontent: '',
    app_state: 1,
    ios_download_url: '',
    float_image: '',
    float_activity_id: null,
    theme: DEFAULT_THEME,
    ...overrides,
  };
}
