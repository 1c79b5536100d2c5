/**
 * The route of every call: method, path and who may make it, without schemas, so that the web app can
 * call the API without bundling them. The calls in calls/<area>.ts spread these and add their schemas.
 */
export interface RouteDefinition {
  method: 'GET' | 'POST';
  path: `/${string}`;
  auth: boolean;
  money?: boolean;
  extension?: boolean;
  admin?: boolean;
  multipart?: boolean;
}

export const ROUTES = {
  // account
  user: { method: 'POST', path: '/api/user', auth: true },
  balance: { method: 'POST', path: '/api/balance', auth: true },
  refreshusermoney: { method: 'POST', path: '/api/refreshusermoney', auth: true },
  editPassword: { method: 'POST', path: '/api/editPassword', auth: true },
  editPayPassword: { method: 'POST', path: '/api/editPayPassword', auth: true },
  updateuserinfo: { method: 'POST', path: '/api/updateuserinfo', auth: true },
  uploadimg: { method: 'POST', path: '/api/uploadimg', auth: true, multipart: true },
  adminMemberState: { method: 'POST', path: '/admin/api/members/state', auth: true, extension: true, admin: true },
  adminMembers: { method: 'GET', path: '/admin/api/members', auth: true, extension: true, admin: true },
  // The lists' CSV downloads (csv: true on their calls): files, not the JSON envelope, of the same filters as the list.
  adminMembersCsv: { method: 'GET', path: '/admin/api/members.csv', auth: true, extension: true, admin: true },
  adminMember: { method: 'GET', path: '/admin/api/members/detail', auth: true, extension: true, admin: true },
  adminMemberLedger: { method: 'GET', path: '/admin/api/members/ledger', auth: true, extension: true, admin: true },
  adminMemberLedgerCsv: { method: 'GET', path: '/admin/api/members/ledger.csv', auth: true, extension: true, admin: true },
  adminEndMemberSessions: { method: 'POST', path: '/admin/api/members/end-sessions', auth: true, extension: true, admin: true },
  adminResetMemberPassword: { method: 'POST', path: '/admin/api/members/reset-password', auth: true, extension: true, admin: true },
  adminMemberRecords: { method: 'GET', path: '/admin/api/members/records', auth: true, extension: true, admin: true },
  adminAddMemberNote: { method: 'POST', path: '/admin/api/members/notes/add', auth: true, extension: true, admin: true },
  adminDeleteMemberNote: { method: 'POST', path: '/admin/api/members/notes/delete', auth: true, extension: true, admin: true },
  adminSetMemberTags: { method: 'POST', path: '/admin/api/members/tags', auth: true, extension: true, admin: true },
  // agent
  applyagentdo: { method: 'POST', path: '/api/applyagentdo', auth: true },
  getAgentLoginUrl: { method: 'GET', path: '/api/getAgentLoginUrl', auth: false },
  adminAgents: { method: 'GET', path: '/admin/api/agents', auth: true, extension: true, admin: true },
  adminApproveAgent: { method: 'POST', path: '/admin/api/agents/approve', auth: true, extension: true, admin: true },
  adminRejectAgent: { method: 'POST', path: '/admin/api/agents/reject', auth: true, extension: true, admin: true },
  // alerts
  // With Accept: text/event-stream the same answer as server-sent events, again whenever it changes (its call has events: true).
  adminLiveQueues: { method: 'GET', path: '/admin/api/live/queues', auth: true, extension: true, admin: true },
  // articles
  article: { method: 'POST', path: '/api/article', auth: false },
  adminArticles: { method: 'GET', path: '/admin/api/articles', auth: true, extension: true, admin: true },
  adminSaveArticle: { method: 'POST', path: '/admin/api/articles/save', auth: true, extension: true, admin: true },
  adminDeleteArticle: { method: 'POST', path: '/admin/api/articles/delete', auth: true, extension: true, admin: true },
  // auth
  captcha: { method: 'GET', path: '/api/captcha', auth: false, extension: true },
  loginPc: { method: 'POST', path: '/api/login_pc', auth: false },
  register: { method: 'POST', path: '/api/register', auth: false },
  logoff: { method: 'POST', path: '/api/logoff', auth: true },
  // blacklist
  adminBlacklist: { method: 'GET', path: '/admin/api/blacklist', auth: true, extension: true, admin: true },
  adminAddBlacklist: { method: 'POST', path: '/admin/api/blacklist/add', auth: true, extension: true, admin: true },
  adminRemoveBlacklist: { method: 'POST', path: '/admin/api/blacklist/remove', auth: true, extension: true, admin: true },
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
  adminDeposits: { method: 'GET', path: '/admin/api/deposits', auth: true, extension: true, admin: true },
  adminDepositsCsv: { method: 'GET', path: '/admin/api/deposits.csv', auth: true, extension: true, admin: true },
  adminApproveDeposit: { method: 'POST', path: '/admin/api/deposits/approve', auth: true, extension: true, admin: true },
  adminRejectDeposit: { method: 'POST', path: '/admin/api/deposits/reject', auth: true, extension: true, admin: true },
  adminPayChannels: { method: 'GET', path: '/admin/api/settings/channels', auth: true, extension: true, admin: true },
  adminSavePayChannel: { method: 'POST', path: '/admin/api/settings/channels/save', auth: true, extension: true, admin: true },
  adminMovePayChannel: { method: 'POST', path: '/admin/api/settings/channels/move', auth: true, extension: true, admin: true },
  adminReceivingAccounts: { method: 'GET', path: '/admin/api/settings/receiving-accounts', auth: true, extension: true, admin: true },
  adminSaveReceivingAccount: { method: 'POST', path: '/admin/api/settings/receiving-accounts/save', auth: true, extension: true, admin: true },
  adminDepositActivity: { method: 'GET', path: '/admin/api/deposits/activity', auth: true, extension: true, admin: true },
  adminBulkReviewDeposits: { method: 'POST', path: '/admin/api/deposits/bulk-review', auth: true, extension: true, admin: true },
  // games
  gameList: { method: 'GET', path: '/api/game/list', auth: false },
  gameListApp: { method: 'GET', path: '/api/game_list_app', auth: false },
  gamelistBycode: { method: 'POST', path: '/api/gamelistBycode', auth: false },
  getGameUrl: { method: 'POST', path: '/api/getGameUrl', auth: true, money: true },
  adminPlatforms: { method: 'GET', path: '/admin/api/platforms', auth: true, extension: true, admin: true },
  adminSavePlatform: { method: 'POST', path: '/admin/api/platforms/save', auth: true, extension: true, admin: true },
  adminGames: { method: 'GET', path: '/admin/api/games', auth: true, extension: true, admin: true },
  adminSaveGame: { method: 'POST', path: '/admin/api/games/save', auth: true, extension: true, admin: true },
  adminSlotGames: { method: 'GET', path: '/admin/api/slot-games', auth: true, extension: true, admin: true },
  adminSaveSlotGame: { method: 'POST', path: '/admin/api/slot-games/save', auth: true, extension: true, admin: true },
  adminPlatformConnections: { method: 'GET', path: '/admin/api/platforms/connections', auth: true, extension: true, admin: true },
  adminConnectPlatform: { method: 'POST', path: '/admin/api/platforms/connect', auth: true, extension: true, admin: true },
  adminDisconnectPlatform: { method: 'POST', path: '/admin/api/platforms/disconnect', auth: true, extension: true, admin: true },
  adminPlatformCallbacks: { method: 'GET', path: '/admin/api/platforms/callbacks', auth: true, extension: true, admin: true },
  // inbox
  noticeList: { method: 'POST', path: '/api/noticeList', auth: true },
  adminMessage: { method: 'POST', path: '/admin/api/messages', auth: true, extension: true, admin: true },
  adminMessageTiers: { method: 'GET', path: '/admin/api/messages/tiers', auth: true, extension: true, admin: true },
  adminMessageTier: { method: 'POST', path: '/admin/api/messages/tier', auth: true, extension: true, admin: true },
  adminSentMessages: { method: 'GET', path: '/admin/api/messages/sent', auth: true, extension: true, admin: true },
  // operators
  adminLogin: { method: 'POST', path: '/admin/api/login', auth: false, extension: true, admin: true },
  adminLogout: { method: 'POST', path: '/admin/api/logout', auth: true, extension: true, admin: true },
  adminLogoutAll: { method: 'POST', path: '/admin/api/logout-all', auth: true, extension: true, admin: true },
  adminMe: { method: 'GET', path: '/admin/api/me', auth: true, extension: true, admin: true },
  adminAuditLog: { method: 'GET', path: '/admin/api/audit-log', auth: true, extension: true, admin: true },
  adminAuditLogCsv: { method: 'GET', path: '/admin/api/audit-log.csv', auth: true, extension: true, admin: true },
  adminOperators: { method: 'GET', path: '/admin/api/operators', auth: true, extension: true, admin: true },
  adminCreateOperator: { method: 'POST', path: '/admin/api/operators/create', auth: true, extension: true, admin: true },
  adminSetOperatorRole: { method: 'POST', path: '/admin/api/operators/role', auth: true, extension: true, admin: true },
  adminDisableOperator: { method: 'POST', path: '/admin/api/operators/disable', auth: true, extension: true, admin: true },
  adminEnableOperator: { method: 'POST', path: '/admin/api/operators/enable', auth: true, extension: true, admin: true },
  adminResetOperatorTotp: { method: 'POST', path: '/admin/api/operators/reset-totp', auth: true, extension: true, admin: true },
  adminChangeOwnPassword: { method: 'POST', path: '/admin/api/me/password', auth: true, extension: true, admin: true },
  adminRecoveryCodes: { method: 'GET', path: '/admin/api/me/recovery-codes', auth: true, extension: true, admin: true },
  adminRegenerateRecoveryCodes: { method: 'POST', path: '/admin/api/me/recovery-codes', auth: true, extension: true, admin: true },
  // promotions
  activitytype: { method: 'POST', path: '/api/activitytype', auth: false },
  activitylist: { method: 'POST', path: '/api/activitylist', auth: false },
  activitydeatil: { method: 'POST', path: '/api/activitydeatil', auth: false },
  doactivityapply: { method: 'POST', path: '/api/doactivityapply', auth: true },
  activityApplyLog: { method: 'POST', path: '/api/activityApplyLog', auth: true },
  adminApplications: { method: 'GET', path: '/admin/api/applications', auth: true, extension: true, admin: true },
  adminApproveApplication: { method: 'POST', path: '/admin/api/applications/approve', auth: true, extension: true, admin: true },
  adminRejectApplication: { method: 'POST', path: '/admin/api/applications/reject', auth: true, extension: true, admin: true },
  adminPromotions: { method: 'GET', path: '/admin/api/promotions', auth: true, extension: true, admin: true },
  adminSavePromotion: { method: 'POST', path: '/admin/api/promotions/save', auth: true, extension: true, admin: true },
  adminDeletePromotion: { method: 'POST', path: '/admin/api/promotions/delete', auth: true, extension: true, admin: true },
  adminPromotionTypes: { method: 'GET', path: '/admin/api/promotion-types', auth: true, extension: true, admin: true },
  adminSavePromotionType: { method: 'POST', path: '/admin/api/promotion-types/save', auth: true, extension: true, admin: true },
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
  adminRedpacket: { method: 'POST', path: '/admin/api/redpacket', auth: true, extension: true, admin: true },
  adminRedpacketRules: { method: 'GET', path: '/admin/api/redpacket-rules', auth: true, extension: true, admin: true },
  adminSaveRedpacketRule: { method: 'POST', path: '/admin/api/redpacket-rules/save', auth: true, extension: true, admin: true },
  // reports
  adminDashboard: { method: 'GET', path: '/admin/api/dashboard', auth: true, extension: true, admin: true },
  adminDailyReport: { method: 'GET', path: '/admin/api/reports/daily', auth: true, extension: true, admin: true },
  // The CSV download of the daily report: a file, not the JSON envelope (its call has csv: true).
  adminDailyReportCsv: { method: 'GET', path: '/admin/api/reports/daily.csv', auth: true, extension: true, admin: true },
  adminPlatformReconcile: { method: 'GET', path: '/admin/api/reports/platform-reconcile', auth: true, extension: true, admin: true },
  // site
  app: { method: 'POST', path: '/api/app', auth: false },
  getVisitUrl: { method: 'GET', path: '/api/getVisitUrl', auth: false },
  homenotice: { method: 'POST', path: '/api/homenotice', auth: false },
  bannerList: { method: 'POST', path: '/api/bannerList', auth: false },
  getservicerurl: { method: 'POST', path: '/api/getservicerurl', auth: false },
  adminSite: { method: 'POST', path: '/admin/api/site', auth: true, extension: true, admin: true },
  adminSettings: { method: 'GET', path: '/admin/api/settings', auth: true, extension: true, admin: true },
  adminBanners: { method: 'GET', path: '/admin/api/banners', auth: true, extension: true, admin: true },
  adminSaveBanner: { method: 'POST', path: '/admin/api/banners/save', auth: true, extension: true, admin: true },
  adminDeleteBanner: { method: 'POST', path: '/admin/api/banners/delete', auth: true, extension: true, admin: true },
  adminSiteLinks: { method: 'GET', path: '/admin/api/settings/links', auth: true, extension: true, admin: true },
  adminSaveSiteLinks: { method: 'POST', path: '/admin/api/settings/links', auth: true, extension: true, admin: true },
  adminUsdtRates: { method: 'GET', path: '/admin/api/settings/usdt', auth: true, extension: true, admin: true },
  adminSaveUsdtRates: { method: 'POST', path: '/admin/api/settings/usdt', auth: true, extension: true, admin: true },
  adminAnnouncements: { method: 'GET', path: '/admin/api/announcements', auth: true, extension: true, admin: true },
  adminSaveAnnouncement: { method: 'POST', path: '/admin/api/announcements/save', auth: true, extension: true, admin: true },
  adminDeleteAnnouncement: { method: 'POST', path: '/admin/api/announcements/delete', auth: true, extension: true, admin: true },
  adminPopup: { method: 'GET', path: '/admin/api/popup', auth: true, extension: true, admin: true },
  adminSavePopup: { method: 'POST', path: '/admin/api/popup/save', auth: true, extension: true, admin: true },
  // uploads
  adminUpload: { method: 'POST', path: '/admin/api/upload', auth: true, extension: true, admin: true, multipart: true },
  // vip
  uservip: { method: 'POST', path: '/api/uservip', auth: false },
  adminVipTiers: { method: 'GET', path: '/admin/api/vip-tiers', auth: true, extension: true, admin: true },
  adminSaveVipTier: { method: 'POST', path: '/admin/api/vip-tiers/save', auth: true, extension: true, admin: true },
  adminSetMemberVip: { method: 'POST', path: '/admin/api/members/vip', auth: true, extension: true, admin: true },
  // wallet
  balancelist: { method: 'POST', path: '/api/balancelist', auth: true },
  balancelist2: { method: 'POST', path: '/api/balancelist2', auth: true },
  transfer: { method: 'POST', path: '/api/transfer', auth: true, money: true },
  transall: { method: 'POST', path: '/api/transall', auth: true, money: true },
  uptransferstatus: { method: 'POST', path: '/api/uptransferstatus', auth: true },
  adminAdjust: { method: 'POST', path: '/admin/api/adjust', auth: true, extension: true, admin: true },
  adminCreditRequests: { method: 'GET', path: '/admin/api/credits', auth: true, extension: true, admin: true },
  adminApproveCredit: { method: 'POST', path: '/admin/api/credits/approve', auth: true, extension: true, admin: true },
  adminRejectCredit: { method: 'POST', path: '/admin/api/credits/reject', auth: true, extension: true, admin: true },
  adminLedgerCheck: { method: 'GET', path: '/admin/api/ledger/check', auth: true, extension: true, admin: true },
  adminPlatformTransfers: { method: 'GET', path: '/admin/api/platform-transfers', auth: true, extension: true, admin: true },
  adminResolvePlatformTransfer: { method: 'POST', path: '/admin/api/platform-transfers/resolve', auth: true, extension: true, admin: true },
  adminTurnoverMultiple: { method: 'GET', path: '/admin/api/settings/turnover', auth: true, extension: true, admin: true },
  adminSaveTurnoverMultiple: { method: 'POST', path: '/admin/api/settings/turnover', auth: true, extension: true, admin: true },
  // withdraw
  getBetAmount: { method: 'POST', path: '/api/getBetAmount', auth: true },
  withdraw: { method: 'POST', path: '/api/withdraw', auth: true, money: true },
  adminWithdrawals: { method: 'GET', path: '/admin/api/withdrawals', auth: true, extension: true, admin: true },
  adminWithdrawalsCsv: { method: 'GET', path: '/admin/api/withdrawals.csv', auth: true, extension: true, admin: true },
  adminApproveWithdrawal: { method: 'POST', path: '/admin/api/withdrawals/approve', auth: true, extension: true, admin: true },
  adminRejectWithdrawal: { method: 'POST', path: '/admin/api/withdrawals/reject', auth: true, extension: true, admin: true },
  adminSecondReview: { method: 'GET', path: '/admin/api/settings/second-review', auth: true, extension: true, admin: true },
  adminSaveSecondReview: { method: 'POST', path: '/admin/api/settings/second-review', auth: true, extension: true, admin: true },
  adminWithdrawalActivity: { method: 'GET', path: '/admin/api/withdrawals/activity', auth: true, extension: true, admin: true },
  adminBulkReviewWithdrawals: { method: 'POST', path: '/admin/api/withdrawals/bulk-review', auth: true, extension: true, admin: true },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof ROUTES;

/**
 * The calls that still answer while the site is under maintenance (site_state 0): the app info the
 * maintenance screen shows, and public reads of content that neither sign anyone in nor change anything.
 * Every other call of the member API (login, register and the captcha included) answers CODES.maintenance
 * with the repair_tips; the operator API (/admin/api) is not affected.
 */
export const OPEN_DURING_MAINTENANCE = [
  'app',
  'getVisitUrl',
  'getservicerurl',
  'homenotice',
  'bannerList',
  'article',
  'activitytype',
  'activitylist',
  'activitydeatil',
  'gameList',
  'gameListApp',
  'gamelistBycode',
  'uservip',
  'banklist',
  'getPayWay',
  'getPayRange',
  'getAgentLoginUrl',
] as const satisfies readonly RouteName[];

/**
 * The member calls that still answer while the member's login password must be changed (an operator reset it,
 * CODES.passwordMustChange): changing it, and logging off. Every other call that reads the token answers that
 * code; public calls are not affected.
 */
export const OPEN_WHILE_PASSWORD_MUST_CHANGE = ['editPassword', 'logoff'] as const satisfies readonly RouteName[];
