import type { RouteDefinition } from './route-definition';

/** The players' calls (and the platforms' and gateways' calls to us): what the web app sends, without the console's. */
export const PLAYER_ROUTES = {
  // account
  user: { method: 'POST', path: '/api/user', auth: true },
  balance: { method: 'POST', path: '/api/balance', auth: true },
  refreshusermoney: { method: 'POST', path: '/api/refreshusermoney', auth: true },
  editPassword: { method: 'POST', path: '/api/editPassword', auth: true },
  editPayPassword: { method: 'POST', path: '/api/editPayPassword', auth: true },
  updateuserinfo: { method: 'POST', path: '/api/updateuserinfo', auth: true },
  uploadimg: { method: 'POST', path: '/api/uploadimg', auth: true, multipart: true },
  // agent
  applyagentdo: { method: 'POST', path: '/api/applyagentdo', auth: true },
  getAgentLoginUrl: { method: 'GET', path: '/api/getAgentLoginUrl', auth: false },
  // articles
  article: { method: 'POST', path: '/api/article', auth: false },
  // auth
  captcha: { method: 'GET', path: '/api/captcha', auth: false, extension: true },
  loginPc: { method: 'POST', path: '/api/login_pc', auth: false },
  register: { method: 'POST', path: '/api/register', auth: false },
  logoff: { method: 'POST', path: '/api/logoff', auth: true },
  // cards
  banklist: { method: 'POST', path: '/api/banklist', auth: false },
  getcard: { method: 'POST', path: '/api/getcard', auth: true },
  bindcard: { method: 'POST', path: '/api/bindcard', auth: true },
  delcard: { method: 'POST', path: '/api/delcard', auth: true },
  // deposit
  getPayWay: { method: 'GET', path: '/api/get_pay_way', auth: false },
  getPayRange: { method: 'POST', path: '/api/getPayRange', auth: false },
  recharge: { method: 'POST', path: '/api/recharge', auth: true, money: true },
  payinfo: { method: 'POST', path: '/api/payinfo', auth: true },
  getpaybank: { method: 'POST', path: '/api/getpaybank', auth: true },
  // games
  gameList: { method: 'GET', path: '/api/game/list', auth: false },
  gameListApp: { method: 'GET', path: '/api/game_list_app', auth: false },
  gamelistBycode: { method: 'POST', path: '/api/gamelistBycode', auth: false },
  getGameUrl: { method: 'POST', path: '/api/getGameUrl', auth: true, money: true },
  gamePlatforms: { method: 'GET', path: '/api/game/platforms', auth: false, extension: true },
  gameSearch: { method: 'GET', path: '/api/game/search', auth: false, extension: true },
  recentGames: { method: 'POST', path: '/api/game/recent', auth: true, extension: true },
  // inbox
  noticeList: { method: 'POST', path: '/api/noticeList', auth: true },
  noticeUnread: { method: 'POST', path: '/api/noticeUnread', auth: true, extension: true },
  noticeRead: { method: 'POST', path: '/api/noticeRead', auth: true, extension: true },
  // promotions
  activitytype: { method: 'POST', path: '/api/activitytype', auth: false },
  activitylist: { method: 'POST', path: '/api/activitylist', auth: false },
  activitydeatil: { method: 'POST', path: '/api/activitydeatil', auth: false },
  doactivityapply: { method: 'POST', path: '/api/doactivityapply', auth: true },
  activityApplyLog: { method: 'POST', path: '/api/activityApplyLog', auth: true },
  // rebate
  getfanshui: { method: 'POST', path: '/api/getfanshui', auth: true },
  dofanshui: { method: 'POST', path: '/api/dofanshui', auth: true, money: true },
  // records
  gettransrecord: { method: 'POST', path: '/api/gettransrecord', auth: true },
  betrecord: { method: 'POST', path: '/api/betrecord', auth: true },
  // redpacket
  redpacket: { method: 'POST', path: '/api/redpacket', auth: true },
  userredpacket: { method: 'GET', path: '/api/userredpacket', auth: true },
  douserredpacket: { method: 'POST', path: '/api/douserredpacket', auth: true, money: true },
  // site
  app: { method: 'POST', path: '/api/app', auth: false },
  getVisitUrl: { method: 'GET', path: '/api/getVisitUrl', auth: false },
  homenotice: { method: 'POST', path: '/api/homenotice', auth: false },
  bannerList: { method: 'POST', path: '/api/bannerList', auth: false },
  getservicerurl: { method: 'POST', path: '/api/getservicerurl', auth: false },
  // vip
  uservip: { method: 'POST', path: '/api/uservip', auth: false },
  // wallet
  balancelist: { method: 'POST', path: '/api/balancelist', auth: true },
  balancelist2: { method: 'POST', path: '/api/balancelist2', auth: true },
  transfer: { method: 'POST', path: '/api/transfer', auth: true, money: true },
  transall: { method: 'POST', path: '/api/transall', auth: true, money: true },
  uptransferstatus: { method: 'POST', path: '/api/uptransferstatus', auth: true },
  // withdraw
  getBetAmount: { method: 'POST', path: '/api/getBetAmount', auth: true },
  withdraw: { method: 'POST', path: '/api/withdraw', auth: true, money: true },
} as const satisfies Record<string, RouteDefinition>;

export type PlayerRouteName = keyof typeof PLAYER_ROUTES;
