/** Every route of SPEC §2, written once (hash routes). */
export const PATHS = {
  home: '/',
  login: '/login',
  discount: '/discount',
  wallet: '/wallet',
  mine: '/mine',
  message: '/message',
  electronics: '/electronics',
  discountInfo: '/discountInfo',
  withdraw: '/withdraw',
  transfer: '/transfer',
  customer: '/customer',
  apply: '/apply',
  setting: '/setting',
  about: '/about',
  applyList: '/applyList',
  account: '/account',
  vip: '/vip',
  bankCard: '/bankCard',
  addBankCard: '/addBankCard',
  addUsdtAds: '/addUsdtAds',
  addAnToken: '/addAnToken',
  meyList: '/meyList',
  welfare: '/welfare',
  kefu: '/kefu',
  hongbao: '/hongbao',
  payInfo: '/payInfo',
  fundingRecords: '/fundingRecords',
  gamePage: '/gamePage',
  app: '/app',
  webview: '/webview',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/** A path with its query: href('/login', { type: 1 }) -> '/login?type=1'. */
export function href(path: AppPath, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Links that need a login (SPEC §2, and 取款): a visitor gets the guard dialog (shared/login-guard.ts). */
export const LOGIN_LINK_PATHS: readonly string[] = [PATHS.wallet, PATHS.withdraw, PATHS.message, PATHS.transfer, PATHS.hongbao];
